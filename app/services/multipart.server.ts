/**
 * Reads a form post that may carry files (`multipart/form-data`), in memory and within limits: a file
 * over MAX_UPLOAD_BYTES is read to its end and left out, its field named in `tooLarge`, so that the
 * form can say so beside that field and keep what else was typed; a text part over MAX_TEXT_BYTES or
 * a whole body over MAX_BODY_BYTES is refused (`null`). Other posts are read as usual.
 */
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { MAX_UPLOAD_BYTES } from "~/lib/uploads";

const MAX_TEXT_BYTES = 64 * 1024;
const MAX_BODY_BYTES = 3 * MAX_UPLOAD_BYTES;

export interface FormPost {
  formData: FormData;
  /** File fields whose file was too large (left out of `formData`). */
  tooLarge: Set<string>;
}

class TextPartTooLarge extends Error {}

export async function readFormPost(request: Request): Promise<FormPost | null> {
  const tooLarge = new Set<string>();
  if (!/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) return { formData: await request.formData(), tooLarge };
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) return null;

  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    const limit = typeof filename === "string" ? MAX_UPLOAD_BYTES : MAX_TEXT_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (typeof filename !== "string") {
      if (size > limit) throw new TextPartTooLarge(name);
      return new TextDecoder().decode(Buffer.concat(chunks));
    }
    if (size > limit) tooLarge.add(name);
    // An empty file input sends a part without a name and without content: nothing was chosen.
    if (size > limit || (filename === "" && size === 0)) return undefined;
    return new File(chunks as BlobPart[], filename, { type: contentType });
  };
  try {
    return { formData: await unstable_parseMultipartFormData(request, handler), tooLarge };
  } catch (error) {
    if (error instanceof TextPartTooLarge || error instanceof TypeError) return null;
    throw error;
  }
}
