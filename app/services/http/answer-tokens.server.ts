/**
 * Values that belong to one answer only and must differ in every answer, also in one that the page
 * cache gives from a stored page: the CSP nonce, and the booking form's key derived from it. The
 * cache splits a stored page where these stand and puts the next answer's own in their place.
 */
import crypto from "node:crypto";

/**
 * The no-JS booking form's key for an answer with this CSP nonce: a hash, so the form field never
 * shows the nonce itself, and unique per answer because the nonce is.
 */
export function formKeyFor(cspNonce: string): string {
  return crypto.hash("sha256", `booking-form-key\n${cspNonce}`, "buffer").subarray(0, 12).toString("base64url");
}

/** The per-answer values of an answer with this CSP nonce, in a fixed order (none without a nonce). */
export function answerTokens(cspNonce: string): string[] {
  return cspNonce ? [cspNonce, formKeyFor(cspNonce)] : [];
}
