// The editor's media library (GET/POST /{locale}/pageeditor-api/media/) and link finder
// (GET /{locale}/pageeditor-api/links/): editors only; an upload is taken for its bytes (JPEG, PNG,
// WebP), rendered into every srcset width and format in MEDIA_DIR and recorded in `images`.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CSRF_HEADER } from "~/lib/csrf";
import { IMAGE_FORMATS } from "~/lib/images";
import { loader as linksLoader } from "~/routes/editor/links";
import { action as mediaAction, loader as mediaLoader } from "~/routes/editor/media";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

// Uploads go to a folder of their own (env() reads MEDIA_DIR on first use, after this).
const MEDIA_DIR = vi.hoisted(() => {
  const dir = `${process.cwd()}/.cache/test-editor-media-${process.pid}`;
  process.env.MEDIA_DIR = dir;
  return dir;
});
afterAll(() => fs.rmSync(MEDIA_DIR, { recursive: true, force: true }));

const MEDIA = "/de/pageeditor-api/media/";
const LINKS = "/de/pageeditor-api/links/";

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#118ab2" } });

interface UploadOptions {
  cookie?: string;
  csrf?: "header" | "field" | "none";
  alt?: string;
}

function uploadArgs(file: Blob, fileName: string, options: UploadOptions = {}) {
  const body = new FormData();
  body.append("file", file, fileName);
  if (options.alt) body.append("alt", options.alt);
  const headers = new Headers({ Origin: TEST_ORIGIN });
  const csrf = testCsrf();
  const cookies = [options.cookie, options.csrf === "none" ? null : csrf.cookie].filter(Boolean);
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  if ((options.csrf ?? "header") === "header") headers.set(CSRF_HEADER, csrf.token);
  if (options.csrf === "field") body.append("csrf", csrf.token);
  const request = new Request(new URL(MEDIA, TEST_ORIGIN), { method: "POST", headers, body });
  return { request, params: {}, context: TEST_CONTEXT };
}

interface Uploaded {
  id: number;
  name: string;
  alt: string;
  width: number;
  height: number;
  thumb: string;
}

describe.each(createTestDatabases())("editor media library and link finder on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const upload = async (bytes: Buffer, fileName: string, type: string, options: UploadOptions = {}) =>
    settle<Uploaded & { error?: string }>(() => mediaAction(uploadArgs(new Blob([new Uint8Array(bytes)], { type }), fileName, { cookie: options.cookie, ...options })));
  const imageCount = async () => (await t.db.selectFrom("images").select("id").execute()).length;

  it("answers 401 without a session and 403 without the CSRF token", async () => {
    const jpeg = await picture(40, 30).jpeg().toBuffer();
    expect((await upload(jpeg, "a.jpg", "image/jpeg")).status).toBe(401);
    expect((await settle(() => mediaLoader(loaderArgs(MEDIA)))).status).toBe(401);
    expect((await settle(() => linksLoader(loaderArgs(`${LINKS}?q=a`)))).status).toBe(401);
    const cookie = await editorCookie(t.db);
    const refused = await upload(jpeg, "a.jpg", "image/jpeg", { cookie, csrf: "none" });
    expect(refused.status).toBe(403);
    expect(await imageCount()).toBe(16);
  });

  it("stores a JPEG, a PNG and a WebP with their renditions, and lists them newest first", async () => {
    const cookie = await editorCookie(t.db);
    const jpeg = await upload(await picture(1600, 900).jpeg().toBuffer(), "Sommer Fest.jpg", "image/jpeg", { cookie, alt: "Bühne im Sommer" });
    expect(jpeg.status).toBe(201);
    expect(jpeg.data).toMatchObject({ alt: "Bühne im Sommer", width: 1240, height: 698 });
    expect(jpeg.data.name).toMatch(/^sommer-fest-[0-9a-f]{6}$/);
    expect(jpeg.data.thumb).toBe(`/media/${jpeg.data.name}-320.jpg`);
    for (const width of [320, 640, 768, 1024, 1240]) {
      for (const ext of IMAGE_FORMATS) expect(fs.existsSync(path.join(MEDIA_DIR, `${jpeg.data.name}-${width}.${ext}`)), `${width}.${ext}`).toBe(true);
    }
    expect((await sharp(path.join(MEDIA_DIR, `${jpeg.data.name}-640.webp`)).metadata()).width).toBe(640);

    // A portrait PNG smaller than the base width is not enlarged; the token may come as a form field.
    const png = await upload(await picture(300, 500).png().toBuffer(), "hoch.png", "image/png", { cookie, csrf: "field" });
    expect(png.status).toBe(201);
    expect(png.data).toMatchObject({ width: 300, height: 500 });
    expect(fs.readdirSync(MEDIA_DIR).filter((f) => f.startsWith(`${png.data.name}-`)).sort()).toEqual(["avif", "jpg", "webp"].map((e) => `${png.data.name}-300.${e}`));

    const webp = await upload(await picture(800, 800).webp().toBuffer(), "quadrat.webp", "image/webp", { cookie });
    expect(webp.status).toBe(201);
    const row = await t.db.selectFrom("images").selectAll().where("id", "=", webp.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: webp.data.name, orientation: "horizontal", width: 800, height: 800 });

    const list = await settle<{ count: number; results: Uploaded[] }>(() => mediaLoader(loaderArgs(MEDIA, { headers: { Cookie: cookie } })));
    expect(list.status).toBe(200);
    expect(list.data.count).toBe(19);
    expect(list.data.results.slice(0, 3).map((r) => r.id)).toEqual([webp.data.id, png.data.id, jpeg.data.id]);
    const found = await settle<{ count: number; results: Uploaded[] }>(() => mediaLoader(loaderArgs(`${MEDIA}?q=MER-FEST`, { headers: { Cookie: cookie } })));
    expect(found.data.results.map((r) => r.id)).toEqual([jpeg.data.id]);
    const byAlt = await settle<{ results: Uploaded[] }>(() => mediaLoader(loaderArgs(`${MEDIA}?q=papierboot`, { headers: { Cookie: cookie } })));
    expect(byAlt.data.results.map((r) => r.name)).toEqual(["papierboot"]);
  });

  it("decides by the bytes: a PNG sent as image/gif is taken, a GIF or a text named .jpg is not", async () => {
    const cookie = await editorCookie(t.db);
    const before = await imageCount();
    const disguised = await upload(await picture(50, 50).png().toBuffer(), "bild.gif", "image/gif", { cookie });
    expect(disguised.status).toBe(201);
    const gif = await upload(await picture(50, 50).gif().toBuffer(), "anim.gif", "image/gif", { cookie });
    expect(gif.status).toBe(400);
    expect(gif.data.error).toContain("must be a JPEG, PNG or WebP image");
    const text = await upload(Buffer.from("Dies ist kein Bild."), "foto.jpg", "image/jpeg", { cookie });
    expect(text.status).toBe(400);
    expect(text.data.error).toContain("must be a JPEG, PNG or WebP image");
    const broken = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), "kaputt.jpg", "image/jpeg", { cookie });
    expect(broken.status).toBe(400);
    expect(broken.data.error).toContain("could not be read");
    expect(await imageCount()).toBe(before + 1);
  });

  it("refuses an image over 10 MB with 413", async () => {
    const cookie = await editorCookie(t.db);
    const before = await imageCount();
    const large = Buffer.concat([await picture(10, 10).jpeg().toBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await upload(large, "riesig.jpg", "image/jpeg", { cookie });
    expect(answer.status).toBe(413);
    expect(answer.data.error).toContain("10 MB");
    expect(await imageCount()).toBe(before);
  });

  it("finds a seeded page, event, production, person, venue and article by title", async () => {
    const cookie = await editorCookie(t.db);
    // A piece of a title with its ASCII letters upper-cased: the match ignores case.
    const piece = (title: string) => title.slice(0, 8).replace(/[a-z]/g, (c) => c.toUpperCase());
    const find = async (q: string, kind: string) =>
      (await settle<{ results: { kind: string; id: number; label: string; urls: { de: string; en: string } }[] }>(() =>
        linksLoader(loaderArgs(`${LINKS}?${new URLSearchParams({ q, kind })}`, { headers: { Cookie: cookie } })))).data.results;

    const page = await t.db.selectFrom("pages").select(["id", "title_de", "url_de", "url_en"]).where("url_de", "!=", "").orderBy("id").executeTakeFirstOrThrow();
    expect(await find(piece(page.title_de), "page")).toContainEqual(expect.objectContaining({ kind: "page", id: page.id, urls: { de: `/de/${page.url_de}`, en: `/en/${page.url_en}` } }));

    const production = await t.db.selectFrom("productions").select(["id", "title_de", "slug_de", "slug_en"]).orderBy("id").executeTakeFirstOrThrow();
    expect(await find(piece(production.title_de), "production")).toContainEqual(expect.objectContaining({
      id: production.id, urls: { de: `/de/produktionen/${production.slug_de}/${production.id}`, en: `/en/productions/${production.slug_en || production.slug_de}/${production.id}` },
    }));

    const event = await t.db.selectFrom("events").select(["id", "production_id"]).where("title_de", "is", null).orderBy("id").executeTakeFirstOrThrow();
    const ofEvent = await t.db.selectFrom("productions").select(["title_de", "slug_de"]).where("id", "=", event.production_id).executeTakeFirstOrThrow();
    const events = await find(ofEvent.title_de, "event");
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.kind === "event")).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ id: event.id }));
    expect(events.find((e) => e.id === event.id)!.urls.de).toBe(`/de/programm/${ofEvent.slug_de}/${event.id}`);

    const person = await t.db.selectFrom("persons").select(["id", "first_name", "last_name", "slug"]).orderBy("id").executeTakeFirstOrThrow();
    expect(await find(`${person.first_name} ${person.last_name}`.trim(), "person")).toContainEqual(expect.objectContaining({ id: person.id, urls: { de: `/de/ensemble/${person.slug}/${person.id}`, en: `/en/ensemble/${person.slug}/${person.id}` } }));

    const venue = await t.db.selectFrom("venues").select(["id", "name", "slug"]).orderBy("id").executeTakeFirstOrThrow();
    expect(await find(piece(venue.name), "venue")).toContainEqual(expect.objectContaining({ id: venue.id, label: venue.name, urls: { de: `/de/venues/${venue.slug}/${venue.id}`, en: `/en/venues/${venue.slug}/${venue.id}` } }));

    const article = await t.db.selectFrom("articles").select(["id", "title_de", "slug_de"]).orderBy("id").executeTakeFirstOrThrow();
    expect(await find(piece(article.title_de), "")).toContainEqual(expect.objectContaining({ kind: "article", id: article.id, urls: expect.objectContaining({ de: `/de/mediathek-de/${article.slug_de}/${article.id}` }) }));

    expect(await find("zzqx-nichts", "")).toEqual([]);
    expect(await find("100%", "")).toEqual([]);
    const bad = await settle(() => linksLoader(loaderArgs(`${LINKS}?q=a&kind=planet`, { headers: { Cookie: cookie } })));
    expect(bad.status).toBe(400);
  });
});
