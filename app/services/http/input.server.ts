/**
 * The input kit: how every action reads its method and body. A request the route cannot take is
 * answered with a clear 4xx and a message, logged, and never reaches the route's logic:
 * - 405 with an `Allow` header for a method the route does not take;
 * - 415 for a Content-Type the reader does not take (a form reads url-encoded or multipart, a JSON
 *   reader application/json);
 * - 413 for a body over the limit, counted on the bytes read (the connection is closed after the
 *   answer, as the rest of the body is left unread);
 * - 400 for a malformed body (bad JSON, bad multipart, not UTF-8) or one its zod schema refuses.
 *
 * Two flavours: `page…` for a page's action (the refusal is thrown as the error page with its
 * message) and `api…` for resource routes (a thrown JSON answer `{error}`), so a route never
 * catches anything itself. Query and params are parsed with `parseQuery` (./json-api.server) and the
 * shared zod parts in ~/lib/schemas/common.
 */
import type { EntryContext } from "@remix-run/node";
import type { z } from "zod";
import { apiError } from "./json-api.server";
import { InputError, mediaType, readJsonValue, readUrlEncoded } from "./body-reader.server";
import { httpError } from "./http-errors.server";
import { readMultipart, type FormPost, type MultipartLimits } from "./multipart.server";
import type { RequestLike } from "./request.server";

export { InputError } from "./body-reader.server";
export type { FormPost } from "./multipart.server";

/** A url-encoded form is small text; a multipart one may carry files (its own limits). */
export const MAX_FORM_BYTES = 1024 * 1024;
export const MAX_JSON_BYTES = 1024 * 1024;

export interface FormOptions extends MultipartLimits {
  /** The methods the action takes (default POST). */
  methods?: string[];
  /** Limit of a url-encoded body. */
  maxFormBytes?: number;
}

export interface JsonOptions {
  methods?: string[];
  maxBytes?: number;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`).join("; ");
}

/** The messages of a refused body by field path (`body` for the body as a whole). */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".") || "body"] ??= []).push(issue.message);
  return errors;
}

/** A 405 unless the request's method is one of `methods`. */
export function checkMethod(request: RequestLike, methods: string[] = ["POST"]): void {
  if (methods.includes(request.method.toUpperCase())) return;
  throw new InputError(405, `Method ${request.method} is not allowed here.`, allowHeader(methods));
}

function allowHeader(methods: string[]): string {
  return [...new Set(methods.map((m) => m.toUpperCase()))].join(", ");
}

const NO_FILES = async () => undefined;

/** A form post: method checked, then url-encoded or multipart (415 for any other body). */
export async function readForm(request: Request, options: FormOptions = {}): Promise<FormPost> {
  checkMethod(request, options.methods);
  const type = mediaType(request);
  if (type === "application/x-www-form-urlencoded") {
    return { formData: await readUrlEncoded(request, options.maxFormBytes ?? MAX_FORM_BYTES), tooLarge: new Set(), discard: NO_FILES };
  }
  if (type === "multipart/form-data") return readMultipart(request, options);
  throw new InputError(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
}

/** Runs `handle` with the post, then deletes its temp files that were not moved into place. */
export async function usingForm<T>(post: FormPost, handle: (post: FormPost) => Promise<T>): Promise<T> {
  try {
    return await handle(post);
  } finally {
    await post.discard();
  }
}

/** A JSON body checked by `schema`: method, Content-Type, size, syntax, then the schema (400). */
export async function readJson<T extends z.ZodTypeAny>(request: RequestLike, schema: T, options: JsonOptions = {}): Promise<z.infer<T>> {
  checkMethod(request, options.methods);
  const value = await readJsonValue(request, options.maxBytes ?? MAX_JSON_BYTES);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InputError(400, `Invalid body: ${describeIssues(parsed.error)}`, undefined, fieldErrors(parsed.error));
  return parsed.data;
}

/** The headers a refusal carries: `Allow` for a 405; a 413 closes the connection (the rest of the body is dropped as it closes). */
export function refusalHeaders(error: InputError): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (error.allow) headers.set("Allow", error.allow);
  if (error.status === 413) headers.set("Connection", "close");
  return headers;
}

/** A resource route's refusal: JSON `{error}` (and `errors` by field path for a refused body) with the status and headers, logged. */
export function apiRefusal(request: RequestLike, error: InputError): Response {
  const logged = apiError(request, error.status, error.message);
  const response = error.errors
    ? Response.json({ error: error.message, errors: error.errors }, { status: error.status, headers: logged.headers })
    : logged;
  for (const [name, value] of refusalHeaders(error)) response.headers.set(name, value);
  return response;
}

/** A page's refusal: the error page with the message, logged. A page also answers GET and HEAD. */
export async function pageRefusal(request: RequestLike, error: InputError) {
  console.warn(`[input] ${error.status} ${request.method} ${new URL(request.url).pathname}: ${error.message}`);
  const headers = refusalHeaders(error);
  if (error.allow) headers.set("Allow", allowHeader(["GET", "HEAD", ...error.allow.split(", ")]));
  return httpError(error.status, error.message, headers);
}

async function asApi<T>(request: RequestLike, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InputError) throw apiRefusal(request, error);
    throw error;
  }
}

async function asPage<T>(request: RequestLike, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InputError) throw await pageRefusal(request, error);
    throw error;
  }
}

/** A resource route's method check: a thrown JSON 405 with `Allow`. */
export function apiMethod(request: RequestLike, methods: string[] = ["POST"]): void {
  try {
    checkMethod(request, methods);
  } catch (error) {
    throw apiRefusal(request, error as InputError);
  }
}

/** A page action's method check: the thrown error page (405) with `Allow` (GET, HEAD and `methods`). */
export function pageMethod(request: RequestLike, methods: string[] = ["POST"]): Promise<void> {
  return asPage(request, async () => checkMethod(request, methods));
}

/** A page action's form (see `readForm`); a refusal is thrown as the error page. */
export function pageForm(request: Request, options: FormOptions = {}): Promise<FormPost> {
  return asPage(request, () => readForm(request, options));
}

/** A resource route's form (see `readForm`); a refusal is thrown as JSON. */
export function apiForm(request: Request, options: FormOptions = {}): Promise<FormPost> {
  return asApi(request, () => readForm(request, options));
}

/** A resource route's JSON body (see `readJson`); a refusal is thrown as JSON. */
export function apiJsonBody<T extends z.ZodTypeAny>(request: RequestLike, schema: T, options: JsonOptions = {}): Promise<z.infer<T>> {
  return asApi(request, () => readJson(request, schema, options));
}

/**
 * A page's refusal carries `Allow` or `Connection: close` in its error headers, which Remix gives
 * only to a route's own `headers` function: the document answer takes them from here.
 */
export function copyRefusalHeaders(context: Pick<EntryContext["staticHandlerContext"], "actionHeaders" | "loaderHeaders">, headers: Headers): void {
  for (const routeHeaders of [...Object.values(context.actionHeaders ?? {}), ...Object.values(context.loaderHeaders ?? {})]) {
    for (const name of ["Allow", "Connection"]) {
      const value = routeHeaders.get(name);
      if (value) headers.set(name, value);
    }
  }
}
