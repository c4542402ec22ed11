/**
 * Reading a request's body within limits, counted on the bytes actually read (a chunked body has no
 * Content-Length to trust). Every refusal is an `InputError` carrying the status it deserves: 413
 * (too large), 415 (a Content-Type this reader does not take) or 400 (malformed). The route-facing
 * kit (./input.server) turns those into answers; nothing here answers or logs.
 */
import type { RequestLike } from "./request.server";

export type InputStatus = 400 | 405 | 413 | 415;

export class InputError extends Error {
  constructor(
    readonly status: InputStatus,
    message: string,
    /** For a 405: the methods the route takes. */
    readonly allow?: string,
    /** For a body its schema refused: the messages by field path (`fields.content`). */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "InputError";
  }
}

export const tooLarge = (limit: number) => new InputError(413, `The request body is larger than ${limit} bytes.`);

/** The media type of the Content-Type header, lowercased, without parameters ("" when absent). */
export function mediaType(request: RequestLike): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A 413 at once when the declared length is over `limit` (the counted read catches the rest). */
export function checkDeclaredLength(request: RequestLike, limit: number): void {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw tooLarge(limit);
}

/** The Fetch body stream, when the request has one (the direct lane's requests hand out text only). */
export function bodyStream(request: RequestLike): ReadableStream<Uint8Array> | null {
  const body = (request as { body?: unknown }).body;
  return body instanceof ReadableStream ? (body as ReadableStream<Uint8Array>) : null;
}

/**
 * The body as a stream that errors with a 413 as soon as more than `limit` bytes came through. The
 * source is then left unread (not cancelled: cancelling destroys Node's request and with it the
 * socket the 413 must go out on); the answer closes the connection instead.
 */
export function limitedStream(source: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let read = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      read += value.byteLength;
      if (read > limit) {
        reader.releaseLock();
        return controller.error(tooLarge(limit));
      }
      controller.enqueue(value);
    },
  });
}

/** The whole body as bytes, at most `limit` of them (413 beyond). */
export async function readBytes(request: RequestLike, limit: number): Promise<Uint8Array> {
  checkDeclaredLength(request, limit);
  const stream = bodyStream(request);
  if (!stream) {
    const bytes = new TextEncoder().encode(await request.text());
    if (bytes.byteLength > limit) throw tooLarge(limit);
    return bytes;
  }
  const chunks: Uint8Array[] = [];
  const reader = limitedStream(stream, limit).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text; bytes that are not UTF-8 are malformed (400). */
export async function readText(request: RequestLike, limit: number): Promise<string> {
  const bytes = await readBytes(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(400, "The request body is not valid UTF-8.");
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

/** A JSON body (Content-Type application/json, else 415; malformed, 400). */
export async function readJsonValue(request: RequestLike, limit: number): Promise<unknown> {
  if (!JSON_TYPE.test(mediaType(request))) throw new InputError(415, "Send the body as application/json.");
  const text = await readText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError(400, "The request body is not valid JSON.");
  }
}

/** An `application/x-www-form-urlencoded` body as FormData. */
export async function readUrlEncoded(request: RequestLike, limit: number): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(await readText(request, limit))) form.append(name, value);
  return form;
}
