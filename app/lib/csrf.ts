/** Names shared by the server and the browser code that sends the token back. */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
export const CSRF_FIELD = "csrf";

/** Where cookies are Secure (production over HTTPS) the token cookie is `__Host-` prefixed like the others. */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;

/** The token cookie's name the server sets and checks. */
export function csrfCookieName(secure: boolean): string {
  return secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
}

/**
 * The names the browser looks under, prefixed first: it cannot tell how the server was configured,
 * and the server checks only its own name, so a token found under the other one is merely refused.
 */
export const CSRF_COOKIE_NAMES = [SECURE_CSRF_COOKIE, CSRF_COOKIE] as const;
