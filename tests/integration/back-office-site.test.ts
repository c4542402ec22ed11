import fs from "node:fs";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CSRF_FIELD } from "~/lib/csrf";
import { loader as rootLoader } from "~/root";
import * as design from "~/routes/back-office/design-settings";
import * as mediaItem from "~/routes/back-office/media-item";
import * as navigation from "~/routes/back-office/navigation";
import * as navigationItem from "~/routes/back-office/navigation-item";
import * as media from "~/routes/back-office/media";
import * as settings from "~/routes/back-office/site-settings";
import { findImages } from "~/models/images.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

// Uploads go to a folder of their own (env() reads MEDIA_DIR on first use, after this).
const MEDIA_DIR = vi.hoisted(() => {
  const dir = `${process.cwd()}/.cache/test-office-media-${process.pid}`;
  process.env.MEDIA_DIR = dir;
  return dir;
});
afterAll(() => fs.rmSync(MEDIA_DIR, { recursive: true, force: true }));

/** A multipart upload to /cms-hub/media as the browser sends it without script. */
function uploadArgs(cookie: string, file: Blob, fileName: string, alt: string) {
  const body = new FormData();
  const csrf = testCsrf();
  body.append(CSRF_FIELD, csrf.token);
  body.append("intent", "upload");
  body.append("file", file, fileName);
  body.append("alt", alt);
  const headers = new Headers({ Origin: TEST_ORIGIN, Cookie: `${cookie}; ${csrf.cookie}` });
  return { request: new Request(new URL("/cms-hub/media", TEST_ORIGIN), { method: "POST", headers, body }), params: {}, context: TEST_CONTEXT };
}

const RITA = "redaktion@example.org";
const ANNA = "anna@example.org";
const KARL = "kasse@example.org";

describe.each(createTestDatabases())("the back office's site area on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const as = async (email: string) => ({ headers: { Cookie: await editorCookie(t.db, "integration-test", email) } });
  const siteRow = () => t.db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
  const audits = (entity: string) => t.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).orderBy("id").execute();

  async function settingsForm(): Promise<Record<string, string>> {
    const row = await siteRow();
    const form: Record<string, string> = { intent: "settings" };
    for (const [key, value] of Object.entries(row)) {
      if (["id", "updated_at", "login_url"].includes(key) || value === null) continue;
      if (key === "is_site_online" || key === "is_shop_online") {
        if (value === 1) form[key] = "1";
      } else form[key] = String(value);
    }
    return form;
  }

  it("answers 403 to an editor on settings and design and to the box office on navigation and media", async () => {
    const anna = await as(ANNA);
    const karl = await as(KARL);
    expect((await settle(() => settings.loader(loaderArgs("/cms-hub/settings", anna)))).status).toBe(403);
    expect((await settle(() => settings.action(formActionArgs("/cms-hub/settings", { intent: "settings" }, anna)))).status).toBe(403);
    expect((await settle(() => design.loader(loaderArgs("/cms-hub/design", anna)))).status).toBe(403);
    expect((await settle(() => design.action(formActionArgs("/cms-hub/design", { intent: "save" }, anna)))).status).toBe(403);
    expect((await settle(() => navigation.loader(loaderArgs("/cms-hub/navigation", karl)))).status).toBe(403);
    expect((await settle(() => navigation.action(formActionArgs("/cms-hub/navigation", { intent: "move", id: "1", move: "down" }, karl)))).status).toBe(403);
    expect((await settle(() => navigationItem.loader(loaderArgs("/cms-hub/navigation/new", { ...karl, params: { id: "new" } })))).status).toBe(403);
    expect((await settle(() => media.loader(loaderArgs("/cms-hub/media", karl)))).status).toBe(403);
    expect((await settle(() => mediaItem.action(formActionArgs("/cms-hub/media/1", { intent: "save" }, { ...karl, params: { id: "1" } })))).status).toBe(403);
    expect((await settle(() => navigation.loader(loaderArgs("/cms-hub/navigation", anna)))).status).toBe(200);
    expect((await settle(() => media.loader(loaderArgs("/cms-hub/media", anna)))).status).toBe(200);
  });

  it("switches the site off and on (visitors get 503) and sets the cart maximum; bad values change nothing", async () => {
    const rita = await as(RITA);
    const form = await settingsForm();
    const { is_site_online: _online, ...off } = form;
    expect((await settle(() => settings.action(formActionArgs("/cms-hub/settings", off, rita)))).status).toBe(303);
    expect((await siteRow()).is_site_online).toBe(0);
    expect((await settle(() => rootLoader(loaderArgs("/de")))).status).toBe(503);
    expect((await settle(() => settings.action(formActionArgs("/cms-hub/settings", form, rita)))).location).toBe("/cms-hub/settings?done=saved");
    expect((await siteRow()).is_site_online).toBe(1);
    for (const bad of ["0", "201", "2.5", "zehn", ""]) {
      const res = await settle<{ errors: Record<string, string[]> }>(() => settings.action(formActionArgs("/cms-hub/settings", { ...form, max_tickets_per_event: bad }, rita)));
      expect(res.status, bad).toBe(400);
      expect(res.data.errors.max_tickets_per_event, bad).toBeDefined();
      expect((await siteRow()).max_tickets_per_event).toBe(10);
    }
    expect((await settle(() => settings.action(formActionArgs("/cms-hub/settings", { ...form, max_tickets_per_event: "6" }, rita)))).status).toBe(303);
    expect((await siteRow()).max_tickets_per_event).toBe(6);
    const rows = await audits("site-settings");
    expect(rows.map((row) => row.entity_id)).toEqual([1, 1, 1]);
    expect(JSON.parse(rows[2]!.changes)).toEqual({ max_tickets_per_event: [10, 6] });
  });

  it("refuses HTML with script, event attributes or javascript: naming them, and saves allowed HTML (English footer too)", async () => {
    const rita = await as(RITA);
    const form = await settingsForm();
    const dirty = '<p>Hallo</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const res = await settle<{ errors: Record<string, string[]>; values: Record<string, string> }>(() =>
      settings.action(formActionArgs("/cms-hub/settings", { ...form, html_footer_bottom: dirty }, rita)),
    );
    expect(res.status).toBe(400);
    expect(res.data.errors.html_footer_bottom!.join(" ")).toMatch(/<script>.*onerror=.*javascript:/);
    expect(res.data.values.html_footer_bottom).toBe(dirty);
    expect((await siteRow()).html_footer_bottom).not.toContain("script");

    const clean = { ...form, html_footer_bottom: '<p class="x">© Verein <a href="/de/impressum">Impressum</a></p>', html_footer_bottom_en: "<p>© Association</p>" };
    expect((await settle(() => settings.action(formActionArgs("/cms-hub/settings", clean, rita)))).status).toBe(303);
    const de = await settle<{ settings: { htmlFooterBottom: string } }>(() => rootLoader(loaderArgs("/de")));
    expect(de.data.settings.htmlFooterBottom).toBe(clean.html_footer_bottom);
    const en = await settle<{ settings: { htmlFooterBottom: string } }>(() => rootLoader(loaderArgs("/en")));
    expect(en.data.settings.htmlFooterBottom).toBe("<p>© Association</p>");
  });

  it("renders an old dirty row through the allow-list", async () => {
    await t.db.updateTable("site_settings").set({ html_footer_top: '<p onclick="steal()">Oben</p><script>steal()</script><a href="javascript:steal()">x</a>' }).execute();
    const res = await settle<{ settings: { htmlFooterTop: string } }>(() => rootLoader(loaderArgs("/de")));
    expect(res.data.settings.htmlFooterTop).toBe("<p>Oben</p><a>x</a>");
  });

  it("saves the design settings, keeping the cookie settings' other keys, and moves a detail section", async () => {
    const rita = await as(RITA);
    const page = await settle<{ values: Record<string, string>; orders: { event: string[] } }>(() => design.loader(loaderArgs("/cms-hub/design", rita)));
    const form = { ...page.data.values, intent: "save", tag_manager_id: "GTM-NEW123", event_style: "3", error_404_body: "<p>Weg</p>" };
    expect((await settle(() => design.action(formActionArgs("/cms-hub/design", { ...form, tag_manager_id: "<b>" }, rita)))).status).toBe(400);
    expect((await settle(() => design.action(formActionArgs("/cms-hub/design", { ...form, logo_image_id: "999999" }, rita)))).status).toBe(400);
    expect((await settle(() => design.action(formActionArgs("/cms-hub/design", form, rita)))).status).toBe(303);
    const row = await t.db.selectFrom("design_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.event_style).toBe(3);
    expect(JSON.parse(row.cookies)).toMatchObject({ tag_manager_id: "GTM-NEW123", categories: ["required", "tracking", "marketing", "external_media"] });
    expect(JSON.parse(row.error_pages)["404"]).toEqual({ style: "", body: "<p>Weg</p>" });
    expect(JSON.parse(row.error_pages)["503"].body).toContain("Wir sind gleich zurück");

    expect(page.data.orders.event[0]).toBe("tickets");
    expect((await settle(() => design.action(formActionArgs("/cms-hub/design", { intent: "order", list: "event", key: "tickets", move: "down" }, rita)))).status).toBe(303);
    expect((await settle(() => design.action(formActionArgs("/cms-hub/design", { intent: "order", list: "event", key: "gallery", move: "down" }, rita)))).status).toBe(400);
    const moved = await t.db.selectFrom("design_settings").select("event_detail_order").executeTakeFirstOrThrow();
    expect(JSON.parse(moved.event_detail_order).slice(0, 2)).toEqual(["description", "tickets"]);
    expect((await audits("design-settings")).length).toBe(2);
  });

  it("lists each menu item with where it leads: its address, or the address of the content page it links", async () => {
    const anna = await as(ANNA);
    const linked = await t.db.selectFrom("navigation_items").innerJoin("pages", "pages.id", "navigation_items.page_id")
      .select(["navigation_items.id as id", "pages.url_de as url"]).where("navigation_items.url_de", "is", null).orderBy("navigation_items.id").executeTakeFirstOrThrow();
    type Node = { id: number; target: string; children: Node[] };
    const shown = await settle<{ menus: { items: Node[] }[] }>(() => navigation.loader(loaderArgs("/cms-hub/navigation", anna)));
    const all = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...all(node.children)]);
    const nodes = shown.data.menus.flatMap((menu) => all(menu.items));
    expect(nodes.find((node) => node.id === linked.id)?.target).toBe(`/de/${linked.url}`);
    expect(nodes.every((node) => node.target.startsWith("/") || node.target.startsWith("http"))).toBe(true);
  });

  it("moves menu items up, down, into and out of a parent, and the site's menu follows at once", async () => {
    const anna = await as(ANNA);
    const top = () => t.db.selectFrom("navigation_items").selectAll().where("menu", "=", "primary").where("parent_id", "is", null).orderBy("sort").execute();
    const [first, second] = await top();
    const move = (id: number, direction: string) => settle(() => navigation.action(formActionArgs("/cms-hub/navigation", { intent: "move", id: String(id), move: direction }, anna)));
    expect((await move(first!.id, "up")).status).toBe(409);
    expect((await move(first!.id, "down")).status).toBe(303);
    expect((await top()).map((row) => row.id).slice(0, 2)).toEqual([second!.id, first!.id]);
    const menu = await settle<{ nav: { menu: { menu_name: string; children: { menu_name: string }[] }[] } }>(() => rootLoader(loaderArgs("/de")));
    expect(menu.data.nav.menu[0]!.menu_name).toBe(second!.label_de);

    // Into the item before it (as its last sub-item), then out again right after it.
    expect((await move(first!.id, "in")).status).toBe(303);
    const inner = await t.db.selectFrom("navigation_items").selectAll().where("id", "=", first!.id).executeTakeFirstOrThrow();
    expect(inner.parent_id).toBe(second!.id);
    expect((await move(first!.id, "out")).status).toBe(303);
    expect((await top()).map((row) => row.id).slice(0, 2)).toEqual([second!.id, first!.id]);
    expect((await move(second!.id, "out")).status).toBe(409);
    expect((await move(999999, "up")).status).toBe(404);
    expect((await settle(() => navigation.action(formActionArgs("/cms-hub/navigation", { intent: "move", id: "x", move: "sideways" }, anna)))).status).toBe(400);
    expect((await audits("navigation")).length).toBe(3);
  });

  it("creates, edits and nests a menu item; refuses a loop, a missing address and deleting a parent", async () => {
    const anna = await as(ANNA);
    const logged = (await audits("navigation")).length;
    const args = (id: string, fields: Record<string, string>) => formActionArgs(`/cms-hub/navigation/${id}`, fields, { ...anna, params: { id } });
    const base = { intent: "save", menu: "primary", label_de: "Neu", label_en: "New", url_de: "/de/neu", url_en: "", is_online: "1" };
    expect((await settle(() => navigationItem.action(args("new", { ...base, url_de: "" })))).status).toBe(400);
    expect((await settle(() => navigationItem.action(args("new", { ...base, url_de: "javascript:alert(1)" })))).status).toBe(400);
    const created = await settle(() => navigationItem.action(args("new", base)));
    expect(created.status).toBe(303);
    const parent = await t.db.selectFrom("navigation_items").selectAll().where("label_de", "=", "Neu").executeTakeFirstOrThrow();
    const child = await settle(() => navigationItem.action(args("new", { ...base, label_de: "Kind", parent_id: String(parent.id) })));
    expect(child.status).toBe(303);
    const kid = await t.db.selectFrom("navigation_items").selectAll().where("label_de", "=", "Kind").executeTakeFirstOrThrow();
    expect(kid.parent_id).toBe(parent.id);
    const loop = await settle<{ errors: Record<string, string[]> }>(() => navigationItem.action(args(String(parent.id), { ...base, parent_id: String(kid.id) })));
    expect(loop.status).toBe(400);
    expect(loop.data.errors.parent_id).toBeDefined();
    expect((await settle(() => navigationItem.action(args(String(kid.id), { ...base, label_de: "Kind", menu: "footer", parent_id: String(parent.id) })))).status).toBe(400);
    expect((await settle(() => navigationItem.action(args(String(parent.id), { intent: "delete", label_de: "Neu" })))).status).toBe(400);
    expect((await settle(() => navigationItem.action(args(String(kid.id), { intent: "delete" })))).status).toBe(303);
    expect((await settle(() => navigationItem.action(args(String(parent.id), { ...base, label_de: "Umbenannt" })))).status).toBe(303);
    const menu = await settle<{ nav: { menu: { menu_name: string }[] } }>(() => rootLoader(loaderArgs("/de")));
    expect(menu.data.nav.menu.map((item) => item.menu_name)).toContain("Umbenannt");
    expect((await audits("navigation")).slice(logged).map((row) => row.action)).toEqual(["create", "create", "delete", "update"]);
  });

  it("saves an image's alt texts and focal point, which the site's images then carry; alt text required unless decorative", async () => {
    const anna = await as(ANNA);
    const image = await t.db.selectFrom("images").select(["id"]).orderBy("id").executeTakeFirstOrThrow();
    const id = String(image.id);
    const post = (fields: Record<string, string>) => settle<{ errors: Record<string, string[]> }>(() => mediaItem.action(formActionArgs(`/cms-hub/media/${id}`, fields, { ...anna, params: { id } })));
    const base = { intent: "save", alt_de: "Ein Bild", alt_en: "A picture", credit: "Foto: X", focal_x: "20", focal_y: "75" };
    expect((await post({ ...base, alt_de: "" })).data.errors.alt_de).toBeDefined();
    expect((await post({ ...base, focal_x: "101" })).status).toBe(400);
    expect((await post(base)).status).toBe(303);
    const row = await t.db.selectFrom("images").selectAll().where("id", "=", image.id).executeTakeFirstOrThrow();
    expect([row.alt_de, row.alt_en, Number(row.focal_x), Number(row.focal_y)]).toEqual(["Ein Bild", "A picture", 0.2, 0.75]);
    const shown = (await findImages([image.id], "en")).get(image.id)!;
    expect(shown).toMatchObject({ alt: "A picture", focalX: 0.2, focalY: 0.75 });
    expect((await post({ ...base, alt_de: "", alt_en: "", decorative: "1" })).status).toBe(303);
    expect((await audits("media")).length).toBe(2);
  });

  it("deletes an image only when unused, naming where it is used", async () => {
    const anna = await as(ANNA);
    const used = await t.db.selectFrom("productions").select("image_id").where("image_id", "is not", null).executeTakeFirstOrThrow();
    const id = String(used.image_id);
    const refused = await settle<{ errors: Record<string, string[]> }>(() => mediaItem.action(formActionArgs(`/cms-hub/media/${id}`, { intent: "delete" }, { ...anna, params: { id } })));
    expect(refused.status).toBe(400);
    expect(refused.data.errors._form!.join()).toContain("Produktionen");
    const spare = await t.db.insertInto("images").values({ name: "unbenutzt-test", orientation: "horizontal", width: 10, height: 10 }).returning("id").executeTakeFirstOrThrow();
    const gone = await settle(() => mediaItem.action(formActionArgs(`/cms-hub/media/${spare.id}`, { intent: "delete" }, { ...anna, params: { id: String(spare.id) } })));
    expect(gone.status).toBe(303);
    expect(await t.db.selectFrom("images").select("id").where("id", "=", spare.id).executeTakeFirst()).toBeUndefined();
  });

  it("uploads an image with the editor's checks, logs it and opens it; refuses a file that is no image", async () => {
    const cookie = await editorCookie(t.db, "integration-test", ANNA);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#118ab2" } }).png().toBuffer();
    const ok = await settle(() => media.action(uploadArgs(cookie, new Blob([new Uint8Array(png)], { type: "image/png" }), "Blaues Bild.png", "Blaue Fläche")));
    expect(ok.status).toBe(303);
    const row = await t.db.selectFrom("images").selectAll().where("alt_de", "=", "Blaue Fläche").executeTakeFirstOrThrow();
    expect(ok.location).toBe(`/cms-hub/media/${row.id}?done=uploaded`);
    expect((await audits("media")).some((entry) => entry.entity_id === row.id && entry.action === "create")).toBe(true);
    const bad = await settle<{ errors: Record<string, string[]> }>(() => media.action(uploadArgs(cookie, new Blob(["<svg/>"], { type: "image/png" }), "x.png", "")));
    expect(bad.status).toBe(400);
    expect(bad.data.errors.file).toEqual(["Die Datei muss ein JPEG-, PNG- oder WebP-Bild sein."]);
  });

  it("lists the library in pages with a search by name or alt text", async () => {
    const anna = await as(ANNA);
    const all = await settle<{ total: number; rows: { id: number; thumb: string }[] }>(() => media.loader(loaderArgs("/cms-hub/media", anna)));
    expect(all.data.total).toBeGreaterThan(0);
    expect(all.data.rows[0]!.thumb).toMatch(/^\/media\/.+\.jpg$/);
    const none = await settle<{ total: number }>(() => media.loader(loaderArgs("/cms-hub/media?q=gibt-es-nicht-xyz", anna)));
    expect(none.data.total).toBe(0);
  });
});
