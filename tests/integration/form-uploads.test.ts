// Files attached to a form: with the entry itself (the form module's multipart post, with or without
// script) or first through POST /{locale}/api/temp-files/ and then by name in the JSON entry.
// Checked by their first bytes and size; nothing is stored when anything is wrong.
import fs from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, TEMP_FILE_NAME } from "~/lib/uploads";
import { action as apiEntries } from "~/routes/api/form-entries";
import { action as apiTempFiles, loader as apiTempFilesGet } from "~/routes/api/temp-files";
import { action as pageAction } from "~/routes/cms-page";
import { createTestDatabases, jsonActionArgs, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN } from "./support/test-db";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function multipartArgs(pathOrUrl: string, fields: Record<string, string | string[] | File>, clientIp: string, origin = TEST_ORIGIN): ActionFunctionArgs {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  const request = new Request(new URL(pathOrUrl, TEST_ORIGIN), { method: "POST", headers: { Origin: origin }, body });
  return { request, params: {}, context: { ...TEST_CONTEXT, clientIp } };
}

const uploadsDir = () => path.join(process.env.DATA_DIR!, "uploads");
const tempDir = () => path.join(process.env.DATA_DIR!, "tmp");
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

const BOUNDARY = "----festival-test-boundary";
const MiB = 1024 * 1024;

/**
 * A multipart post as a chunked stream (no Content-Length), made as it is read: `parts` file parts
 * of `partBytes` each. `pulled()` says how many bytes the server has read of it.
 */
function chunkedMultipart(pathOrUrl: string, parts: number, partBytes: number, clientIp: string) {
  let pulled = 0;
  let part = 0;
  let left = -1;
  const encoder = new TextEncoder();
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let out: Uint8Array;
      if (left === -1) {
        if (part === parts) {
          out = encoder.encode(`--${BOUNDARY}--\r\n`);
          controller.enqueue(out);
          pulled += out.byteLength;
          return controller.close();
        }
        out = encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="field_values[attachment${part}]"; filename="f${part}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`);
        left = partBytes;
      } else if (left > 0) {
        out = chunk.subarray(0, Math.min(chunk.length, left));
        left -= out.byteLength;
      } else {
        out = encoder.encode("\r\n");
        left = -1;
        part += 1;
      }
      pulled += out.byteLength;
      controller.enqueue(out);
    },
  });
  const request = new Request(new URL(pathOrUrl, TEST_ORIGIN), {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { args: { request, params: {}, context: { ...TEST_CONTEXT, clientIp } } as ActionFunctionArgs, pulled: () => pulled };
}

describe.each(createTestDatabases())("form uploads on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const schoolForm = async () => (await t.db.selectFrom("forms").select("id").where("slug", "=", "schulanmeldung").executeTakeFirstOrThrow()).id;
  const counts = async () => ({
    entries: (await t.db.selectFrom("form_entries").select("id").execute()).length,
    files: (await t.db.selectFrom("temp_files").select("id").execute()).length,
  });
  const registration = async (attachment?: File) => ({
    intent: "form-entry",
    form: String(await schoolForm()),
    "field_values[school]": "Volksschule Urfahr",
    "field_values[contact]": "Eva Moser",
    "field_values[email]": "eva.moser@example.at",
    "field_values[email2]": "eva.moser@example.at",
    "field_values[pupils]": "24",
    "field_values[grade]": "vs",
    "field_values[productions]": ["krokodil", "insel"],
    ...(attachment ? { "field_values[attachment]": attachment } : {}),
  });

  it("stores a PDF sent with the entry, and the entry names it", async () => {
    const res = await settle(async () =>
      pageAction(multipartArgs("/de/schulen", await registration(new File([PDF], "Förderbedarf 3b.pdf", { type: "application/pdf" })), `pdf-${engine.name}`)),
    );
    expect(res.status).toBe(303);
    const entry = await t.db.selectFrom("form_entries").select("field_values").orderBy("id", "desc").executeTakeFirstOrThrow();
    const name = (JSON.parse(entry.field_values) as Record<string, string>).attachment!;
    expect(name).toMatch(TEMP_FILE_NAME);
    expect(name.endsWith(".pdf")).toBe(true);
    expect(fs.readFileSync(path.join(uploadsDir(), name)).equals(PDF)).toBe(true);
    const row = await t.db.selectFrom("temp_files").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ original_name: "Förderbedarf 3b.pdf", mime_type: "application/pdf", size: PDF.length });
  });

  it("takes the entry without a file when the file field is optional", async () => {
    const res = await settle(async () => pageAction(multipartArgs("/de/schulen", await registration(), `none-${engine.name}`)));
    expect(res.status).toBe(303);
  });

  it("refuses a file that is too large or not a PDF, JPEG or PNG beside its field, keeps the other values and stores nothing", async () => {
    const before = await counts();
    const large = new File([Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)])], "gross.pdf", { type: "application/pdf" });
    const tooLarge = await settle<{ errors: Record<string, string>; values: Record<string, string> }>(async () =>
      pageAction(multipartArgs("/de/schulen", { ...(await registration(large)), "field_values[pupils]": "" }, `large-${engine.name}`)),
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.data.errors).toEqual({ attachment: "fileTooLarge", pupils: "fieldRequired" });
    expect(tooLarge.data.values.school).toBe("Volksschule Urfahr");

    const disguised = new File(["<script>alert(1)</script>"], "liste.pdf", { type: "application/pdf" });
    const wrongType = await settle<{ errors: Record<string, string> }>(async () => pageAction(multipartArgs("/de/schulen", await registration(disguised), `type-${engine.name}`)));
    expect(wrongType.status).toBe(400);
    expect(wrongType.data.errors).toEqual({ attachment: "fileType" });
    expect(await counts()).toEqual(before);
  });

  it("the JSON way: the file first, then the entry with its name; an unknown name is refused", async () => {
    const uploaded = await settle<{ name: string; original_name: string; size: number; mime_type: string }>(() =>
      apiTempFiles(multipartArgs("/de/api/temp-files/", { file: new File([PNG], "plan.png", { type: "image/png" }) }, `api-${engine.name}`)),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.data).toMatchObject({ original_name: "plan.png", size: PNG.length, mime_type: "image/png" });
    expect(uploaded.data.name).toMatch(/\.png$/);

    const values = async (attachment: string) => {
      const fields = await registration();
      const field_values: Record<string, string | string[]> = { attachment };
      for (const [key, value] of Object.entries(fields)) {
        const slug = /^field_values\[(.+)\]$/.exec(key)?.[1];
        if (slug) field_values[slug] = value as string | string[];
      }
      return { form: await schoolForm(), field_values };
    };
    const entry = await settle<{ status: string; id: number }>(async () =>
      apiEntries(jsonActionArgs("/de/api/forms-entries/", await values(uploaded.data.name), { context: { clientIp: `json-${engine.name}` } })),
    );
    expect(entry.status).toBe(201);
    const row = await t.db.selectFrom("form_entries").select("field_values").where("id", "=", entry.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.field_values)).toMatchObject({ attachment: uploaded.data.name });

    const before = await counts();
    const unknown = await settle<{ details: Record<string, string> }>(async () =>
      apiEntries(jsonActionArgs("/de/api/forms-entries/", await values("AAAAAAAAAAAAAAAAAAAAAA.pdf"), { context: { clientIp: `unknown-${engine.name}` } })),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.data.details).toEqual({ attachment: "fileUnknown" });
    expect(await counts()).toEqual(before);
  });

  it("the upload API refuses what it cannot take, with a message, and stores nothing", async () => {
    const before = await counts();
    const ip = `refuse-${engine.name}`;
    const cases: [ActionFunctionArgs, number][] = [
      [multipartArgs("/de/api/temp-files/", { file: new File(["hello"], "hello.pdf") }, ip), 415],
      [multipartArgs("/de/api/temp-files/", { file: new File([Buffer.alloc(MAX_UPLOAD_BYTES + 1)], "big.pdf") }, ip), 413],
      [multipartArgs("/de/api/temp-files/", { note: "no file" }, ip), 400],
      [jsonActionArgs("/de/api/temp-files/", { file: "x" }, { context: { clientIp: ip } }), 415],
    ];
    for (const [args, status] of cases) {
      const res = await settle<{ error: string }>(() => apiTempFiles(args));
      expect(res.status).toBe(status);
      expect(res.data.error).toBeTruthy();
    }
    const foreign = await settle(() => apiTempFiles(multipartArgs("/de/api/temp-files/", { file: new File([PDF], "a.pdf") }, ip, "https://evil.example")));
    expect(foreign.status).toBe(403);
    expect((await settle(() => apiTempFilesGet(loaderArgs("/de/api/temp-files/")))).status).toBe(405);
    expect(await counts()).toEqual(before);
  });

  it("refuses a chunked multipart post over the body limit after reading no more than the limit, and stores nothing", async () => {
    const before = await counts();
    const uploaded = filesIn(uploadsDir());
    // 205 MiB in 41 parts of 5 MiB, sent without a Content-Length.
    for (const [target, run] of [
      ["/de/api/temp-files/", apiTempFiles],
      ["/de/schulen", pageAction],
    ] as const) {
      const post = chunkedMultipart(target, 41, 5 * MiB, `chunked-${target}-${engine.name}`);
      const rssBefore = process.memoryUsage().rss;
      const res = await settle<{ error?: string; message?: string }>(() => run(post.args));
      expect(res.status, target).toBe(413);
      expect(res.data.error ?? res.data.message).toMatch(/larger than/);
      expect(res.headers.get("Connection")).toBe("close");
      // Read up to the 15 MiB limit and one chunk more, not the 205 MiB sent.
      expect(post.pulled()).toBeLessThan(15 * MiB + 256 * 1024);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MiB);
    }
    expect(await counts()).toEqual(before);
    expect(filesIn(uploadsDir())).toBe(uploaded);
    expect(filesIn(tempDir())).toBe(0);
  });

  it("refuses a post of more parts than a form can have (413) and stores nothing", async () => {
    const before = await counts();
    const post = chunkedMultipart("/de/api/temp-files/", 60, 10, `parts-${engine.name}`);
    const res = await settle<{ error: string }>(() => apiTempFiles(post.args));
    expect(res.status).toBe(413);
    expect(res.data.error).toMatch(/more than 50 parts/);
    expect(await counts()).toEqual(before);
    expect(filesIn(tempDir())).toBe(0);
  });

  it("keeps an accepted upload's file out of memory: written to a temp file and moved into place", async () => {
    const post = new FormData();
    post.append("file", new File([PDF, Buffer.alloc(4 * MiB)], "gross.pdf", { type: "application/pdf" }));
    const request = new Request(new URL("/de/api/temp-files/", TEST_ORIGIN), { method: "POST", headers: { Origin: TEST_ORIGIN }, body: post });
    const res = await settle<{ name: string; size: number }>(() => apiTempFiles({ request, params: {}, context: { ...TEST_CONTEXT, clientIp: `move-${engine.name}` } }));
    expect(res.status).toBe(201);
    expect(res.data.size).toBe(PDF.length + 4 * MiB);
    expect(fs.statSync(path.join(uploadsDir(), res.data.name)).size).toBe(PDF.length + 4 * MiB);
    expect(filesIn(tempDir())).toBe(0);
  });
});
