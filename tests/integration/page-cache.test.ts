// The page cache's store and freshness rules against a real database: an entry lives while the content
// is unchanged and the time limit has not passed; bookkeeping writes leave it alone; on SQLite a commit
// by another connection (another process) counts too.
import Database from "better-sqlite3";
import { crc32, gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { answerTokens } from "~/services/http/answer-tokens.server";
import { cachedPage, clearPageCache, PAGE_CACHE_TTL_MS, pageCacheVersion, storePage, type PageAnswer } from "~/services/http/page-cache.server";
import { insertBookableEvent } from "./support/box-office-fixtures";
import { contentVersionKnown, createTestDatabases, setupDatabase } from "./support/test-db";

const KEY = "page-cache-test";

function answer(change: Partial<PageAnswer> = {}): PageAnswer {
  return {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, s-maxage=60", vary: "Cookie" },
    body: Buffer.from('<script nonce="n0nce-1">go()</script><p>Programm</p>'),
    tokens: ["n0nce-1"],
    ...change,
  };
}

/**
 * `prefix` with four bytes appended so that its CRC-32 is `target`: the CRC register before those bytes
 * is found by running its 32 steps backwards from the final value (the polynomial's top bit tells each
 * step's shifted-out bit).
 */
function withCrc(prefix: Buffer, target: number): Buffer {
  const POLY = 0xedb88320;
  let register = (target ^ 0xffffffff) >>> 0;
  for (let bit = 0; bit < 32; bit++) register = register & 0x80000000 ? (((register ^ POLY) << 1) | 1) >>> 0 : (register << 1) >>> 0;
  const suffix = Buffer.alloc(4);
  suffix.writeUInt32LE((register ^ (crc32(prefix) ^ 0xffffffff)) >>> 0);
  return Buffer.concat([prefix, suffix]);
}

const news = { title_de: "Hinweis", title_en: "Notice", text_de: "Text", text_en: "Text" };

describe.each(createTestDatabases())("page cache on $name", (engine) => {
  const t = setupDatabase(engine);
  beforeAll(() => contentVersionKnown(t.conn));
  beforeEach(() => clearPageCache());

  it("gives a stored page back with the new answer's nonce and without per-answer headers", () => {
    expect(storePage(KEY, pageCacheVersion(), answer({ headers: { ...answer().headers, "content-length": "99", "content-encoding": "gzip" } }))).toBe(true);
    const hit = cachedPage(KEY, ["fresh-nonce"]);
    expect(hit?.status).toBe(200);
    expect(hit?.body.toString()).toBe('<script nonce="fresh-nonce">go()</script><p>Programm</p>');
    expect(hit?.headers.map(([name]) => name).sort()).toEqual(["cache-control", "content-type", "vary"]);
    expect(gunzipSync(hit!.gzip()).toString()).toBe(hit!.body.toString());
  });

  it("gzips a hit whose per-answer value is empty or longer than one stored deflate block (64 KiB)", () => {
    storePage(KEY, pageCacheVersion(), answer());
    for (const value of ["", "x".repeat(70_000)]) {
      const hit = cachedPage(KEY, [value])!;
      expect(gunzipSync(hit.gzip()).toString()).toBe(`<script nonce="${value}">go()</script><p>Programm</p>`);
    }
  });

  it("puts fresh per-answer values (the CSP nonce and the form key derived from it) into every hit, in pages and `.data` alike", () => {
    const [csp, form] = answerTokens("stored-csp-nonce+/=");
    const page = `<script nonce="${csp}">go()</script><input type="hidden" name="nonce" value="${form}"><script nonce="${csp}">{"nonce":"${form}"}</script>`;
    const data = `[{"booking":1},{"nonce":2},"${form}"]`;
    storePage(KEY, pageCacheVersion(), answer({ body: Buffer.from(page), tokens: [csp!, form!] }));
    storePage(`${KEY}.data`, pageCacheVersion(), answer({ headers: { "content-type": "text/x-script" }, body: Buffer.from(data), tokens: [csp!, form!] }));
    const seen = new Set<string>();
    for (const fresh of ["first-visitor", "second-visitor"].map(answerTokens)) {
      const hit = cachedPage(KEY, fresh)!;
      const [freshCsp, freshForm] = fresh;
      expect(hit.body.toString()).toBe(page.replaceAll(csp!, freshCsp!).replaceAll(form!, freshForm!));
      expect(gunzipSync(hit.gzip()).toString()).toBe(hit.body.toString());
      expect(cachedPage(`${KEY}.data`, fresh)!.body.toString()).toBe(`[{"booking":1},{"nonce":2},"${freshForm}"]`);
      seen.add(/name="nonce" value="([^"]+)"/.exec(hit.body.toString())![1]!);
    }
    expect(seen.size).toBe(2);
    expect(seen.has(form!)).toBe(false);
  });

  it("gives every page its own small parts, also two that share a CRC-32 (small parts are compressed once and looked up by it)", () => {
    const first = Buffer.from("<p>Lesung</p>");
    const second = withCrc(Buffer.from("<p>Theater</p>"), crc32(first));
    expect(crc32(second)).toBe(crc32(first));
    const page = (part: Buffer, rest: string) => Buffer.concat([part, Buffer.from('<script nonce="n0nce-1">'), Buffer.from(rest)]);
    storePage(`${KEY}-1`, pageCacheVersion(), answer({ body: page(first, "go()</script>") }));
    storePage(`${KEY}-2`, pageCacheVersion(), answer({ body: page(second, "run()</script>") }));
    storePage(`${KEY}-3`, pageCacheVersion(), answer({ body: page(first, "stop()</script>") }));
    const expected = (part: Buffer, rest: string) => Buffer.concat([part, Buffer.from(`<script nonce="fresh">${rest}`)]);
    for (const [key, part, rest] of [["1", first, "go()</script>"], ["2", second, "run()</script>"], ["3", first, "stop()</script>"]] as const) {
      const hit = cachedPage(`${KEY}-${key}`, ["fresh"])!;
      expect(hit.body.equals(expected(part, rest))).toBe(true);
      expect(gunzipSync(hit.gzip()).equals(expected(part, rest))).toBe(true);
    }
  });

  it("keeps only shareable 200 answers", () => {
    const version = pageCacheVersion();
    expect(storePage(KEY, version, answer({ status: 404 }))).toBe(false);
    expect(storePage(KEY, version, answer({ headers: { ...answer().headers, "set-cookie": ["a=b"] } }))).toBe(false);
    expect(storePage(KEY, version, answer({ headers: { ...answer().headers, "cache-control": "private, no-store" } }))).toBe(false);
    expect(cachedPage(KEY, ["x"])).toBeNull();
  });

  it("never keeps an answer that shows the value of a cookie the key ignored (a visitor's token must reach no one else)", () => {
    const version = pageCacheVersion();
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345.c2lnbmF0dXJl";
    const withToken = Buffer.from(`<script nonce="n0nce-1">go()</script><input name="csrf" value="${token}">`);
    expect(storePage(KEY, version, answer({ body: withToken, secrets: [token] }))).toBe(false);
    const decoded = Buffer.from('<script nonce="n0nce-1">go()</script><p>a/b c</p>');
    expect(storePage(KEY, version, answer({ body: decoded, secrets: ["a%2Fb%20c"] }))).toBe(false);
    expect(cachedPage(KEY, ["x"])).toBeNull();
    expect(storePage(KEY, version, answer({ secrets: [token] }))).toBe(true);
  });

  it("drops an entry after the time limit", () => {
    const now = Date.now();
    storePage(KEY, pageCacheVersion(), answer(), now);
    expect(cachedPage(KEY, ["x"], now + PAGE_CACHE_TTL_MS - 1)).not.toBeNull();
    expect(cachedPage(KEY, ["x"], now + PAGE_CACHE_TTL_MS + 1)).toBeNull();
  });

  it("drops an entry when content changes, and refuses one computed across a change", async () => {
    storePage(KEY, pageCacheVersion(), answer());
    await t.db.insertInto("breaking_news").values(news).execute();
    expect(cachedPage(KEY, ["x"])).toBeNull();

    const before = pageCacheVersion();
    await t.db.updateTable("breaking_news").set({ title_de: "Neu" }).execute();
    expect(storePage(KEY, before, answer())).toBe(false);

    storePage(KEY, pageCacheVersion(), answer());
    await sql`delete from breaking_news`.execute(t.db);
    expect(cachedPage(KEY, ["x"])).toBeNull();
  });

  it("ignores reads and bookkeeping writes (the 404 log)", async () => {
    storePage(KEY, pageCacheVersion(), answer());
    await t.db.selectFrom("breaking_news").selectAll().execute();
    await t.db.insertInto("error_log").values({ url: "/de/nix", status: 404 }).execute();
    expect(cachedPage(KEY, ["x"])).not.toBeNull();
  });

  it("keeps its entries while visitors put tickets into carts (the rush when ticket sales open)", async () => {
    await insertBookableEvent(t.db, { jet: 88_001, groups: [{ name: "Saal", capacity: 10, prices: [[1, 1200, "Vollpreis"]] }] });
    const box = createEmbeddedBoxOffice({ connection: () => t.conn });
    storePage(KEY, pageCacheVersion(), answer());
    const added = await box.addToCart({ eventJetId: 88_001, tickets: [{ saleTypeId: 1, quantity: 2 }] });
    expect(added.ok).toBe(true);
    expect(cachedPage(KEY, ["x"])).not.toBeNull();
  });

  it.runIf(engine.name === "sqlite")("sees a commit by another connection to the same file from the next turn of the event loop on", async () => {
    storePage(KEY, pageCacheVersion(), answer());
    const other = new Database(t.current.url.replace(/^file:/, ""));
    try {
      other.prepare("insert into breaking_news (title_de, title_en, text_de, text_en) values ('Von außen', 'Outside', '', '')").run();
    } finally {
      other.close();
    }
    await new Promise((resolve) => setImmediate(resolve)); // data_version is read once per turn
    expect(cachedPage(KEY, ["x"])).toBeNull();
  });
});
