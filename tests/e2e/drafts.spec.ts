import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { editorApi, type EditorApi } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// Drafts and publishing over real HTTP on the production build (docs/decisions/0050-drafts-and-publishing.md):
// an anonymous visitor never meets draft text anywhere (every page reachable from the home page, the
// search, the JSON page API) until it is published; a scheduled publish happens at its time under a
// clock the test moves (a server of its own with CLOCK_FILE); a restore brings a deleted section back
// into the draft through the page's plain form. Server behaviour: checked once (with JavaScript on).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");

const token = () => Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);
const HOUR = 60 * 60 * 1000;

/** A Berlin wall time `ms` from now, as the editor types it (`2026-06-12T10:00`). */
function berlinInput(ms: number): string {
  const format = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
  return format.format(new Date(Date.now() + ms)).replace(" ", "T");
}

/** Every same-site page an anonymous visitor reaches by links from `starts` (each fetched once), with its text. */
async function crawl(base: string, starts: string[], visit: (url: string, body: string) => void): Promise<number> {
  const seen = new Set<string>(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const batch = queue.splice(0, 6);
    await Promise.all(batch.map(async (url) => {
      const response = await fetch(`${base}${url}`, { redirect: "manual" });
      const body = await response.text();
      visit(url, body);
      if (!(response.headers.get("content-type") ?? "").includes("text/html")) return;
      for (const [, href] of body.matchAll(/href="(\/(?:de|en)(?:\/[^"#?]*)?)"/g)) {
        const link = href!.replace(/&amp;/g, "&");
        if (/\/(login|logout|user)\b/.test(link) || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }));
  }
  return seen.size;
}

test("an anonymous visitor never sees draft text: not on any reachable page, in search or the JSON API, until it is published", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const marker = `entwurfsmarke${token()}`;
  // Pages no other spec edits; only the first is published here.
  const pages = ["/de/schulen", "/de/lesesommer", "/de/festival/ueber-uns"];
  const api = await editorApi(base);
  const own: { pageId: number; section: number }[] = [];
  try {
    for (const [i, page] of pages.entries()) {
      const pageId = await api.pageId(page);
      const section = await api.createSection(pageId, "100", `draft-${marker}-${i}`);
      own.push({ pageId, section: section.id });
      await api.addModule(section.id, 0, "headline", { headline_level: 2, content: { de: `Neu ${marker}`, en: `New ${marker}` } });
    }
    // The editor's own view holds the draft.
    expect(await (await api.request.get(`${pages[0]}?edit`)).text()).toContain(marker);

    const leaks: string[] = [];
    const count = await crawl(base, ["/de", "/en", ...pages], (url, body) => {
      if (body.includes(marker)) leaks.push(url);
    });
    expect(count).toBeGreaterThan(20);
    test.info().annotations.push({ type: "crawled", description: `${count} addresses` });
    expect(leaks).toEqual([]);
    const search = await (await fetch(`${base}/api/search/?query=${marker}&lang=de`)).json() as { count: number };
    expect(search.count).toBe(0);
    for (const page of pages) {
      const answer = await fetch(`${base}/de/pageeditor-api/page/${page.replace(/^\/de\//, "")}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(marker);
    }

    await api.publish(own[0]!.pageId);
    await expect.poll(async () => (await fetch(`${base}${pages[0]}`)).text()).toContain(marker);
    expect(await (await fetch(`${base}/de/pageeditor-api/page/schulen`)).text()).toContain(marker);
    await expect.poll(async () => ((await (await fetch(`${base}/api/search/?query=${marker}&lang=de`)).json()) as { count: number }).count).toBe(1);
    // The others stay drafts.
    expect(await (await fetch(`${base}${pages[1]}`)).text()).not.toContain(marker);
  } finally {
    for (const { section } of own) await api.deleteSection(section).catch(() => undefined);
    if (own[0]) await api.publish(own[0].pageId).catch(() => undefined);
    await api.dispose();
  }
});

test.describe("on a server of the test's own, with a clock it moves", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let clockFile: string;
  let api: EditorApi;
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "js-on") return; // the tests are skipped there: no server needed
    test.setTimeout(90_000);
    clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "drafts-clock-")), "offset");
    fs.writeFileSync(clockFile, "0");
    server = await startOwnServer({ CLOCK_FILE: clockFile });
    api = await editorApi(server.url);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    if (clockFile) fs.rmSync(path.dirname(clockFile), { recursive: true, force: true });
  });

  test("a scheduled publish happens at its time: visitors see the new text within the tick", async () => {
    test.setTimeout(60_000);
    const marker = `geplant${token()}`;
    const pageId = await api.pageId("/de/kontakt");
    const section = await api.createSection(pageId, "100", `scheduled-${marker}`);
    await api.addModule(section.id, 0, "headline", { headline_level: 2, content: { de: marker, en: marker } });
    const visit = async () => (await fetch(`${server.url}/de/kontakt`)).text();

    const scheduled = await api.call("POST", `pages/${pageId}/schedule/`, { action: "publish", at: berlinInput(2 * HOUR) });
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200);
    expect(scheduled.json).toMatchObject({ ok: true, draft: { schedules: [{ action: "publish" }] } });
    // Not yet: the tick runs every few seconds, the time is two hours away.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await visit()).not.toContain(marker);

    fs.writeFileSync(clockFile, String(2 * HOUR + 60_000));
    await expect.poll(visit, { timeout: 15_000, intervals: [500] }).toContain(marker);
    const draft = await api.call("GET", `pages/${pageId}/draft/`);
    expect(draft.json).toMatchObject({ differs: false, schedules: [] });
  });

  test("a restore through the page's plain form brings a deleted section back into the draft", async () => {
    const marker = `zurueck${token()}`;
    const pageId = await api.pageId("/de/impressum");
    const section = await api.createSection(pageId, "100", `restore-${marker}`);
    await api.addModule(section.id, 0, "headline", { headline_level: 2, content: { de: marker, en: marker } });
    const publish = async () => {
      const draft = await api.call("GET", `pages/${pageId}/draft/`);
      const answer = await api.call("POST", `pages/${pageId}/publish/`, { revision: draft.json.revision });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return (answer.json.version as { id: number }).id;
    };
    const withSection = await publish();
    await api.deleteSection(section.id);
    await publish();
    expect(await (await fetch(`${server.url}/de/impressum`)).text()).not.toContain(marker);

    const restored = await api.request.post("/de/impressum?edit", {
      form: { intent: "editor:restore", version: String(withSection), csrf: api.csrf },
      headers: { Origin: server.url },
    });
    expect(restored.status()).toBe(303);
    expect(restored.headers().location).toMatch(/\/de\/impressum\?edit/);
    const editView = await (await api.request.get("/de/impressum?edit")).text();
    expect(editView).toContain(`id="restore-${marker}"`);
    expect(editView).toContain(marker);
    // Visitors still see the published version, without it.
    expect(await (await fetch(`${server.url}/de/impressum`)).text()).not.toContain(marker);
  });
});
