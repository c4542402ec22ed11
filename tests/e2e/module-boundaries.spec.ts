import { captureEndpoint } from "./support/error-service";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// A page-editor module whose data makes its renderer throw fails alone: visitors see the rest of the
// page (status 200), editors see which module failed, and the failure reaches the error service from
// the server and, with script, from the browser. A server of our own per project, with one broken
// module added to the landing page behind its back.

// The browser posts its reports to the stand-in, another origin: no header of the page's own.
test.use({ ownAddress: false });

test.describe.configure({ mode: "serial" });

/** Rich text whose paragraph holds a string where a list belongs: the text renderer throws on it. */
const BROKEN_TEXT = JSON.stringify({ content: { root: { type: "root", children: [{ type: "paragraph", children: "Kaputter Absatz" }] } } });
const NOTE = /Dieses Modul konnte nicht angezeigt werden \(Typ „text“, ID (\d+)\)/;

let server: OwnServer;
let sentry: Awaited<ReturnType<typeof captureEndpoint>>;
let brokenId: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sentry = await captureEndpoint();
  server = await startOwnServer({ SENTRY_DSN: `http://public@127.0.0.1:${sentry.port}/1` });
  const sql = server.sqlite;
  const { id: pageId } = sql.prepare("select id from pages where url_de = 'lesesommer'").get() as { id: number };
  const { id: sectionId } = sql.prepare("select id from container_sections where page_id = ? order by sort, id limit 1").get(pageId) as { id: number };
  brokenId = Number(sql.prepare("insert into modules (section_id, column_index, sort, type, fields) values (?, 0, -1, 'text', ?)").run(sectionId, BROKEN_TEXT).lastInsertRowid);
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
  sentry.close();
});

const arrives = (platform: "node" | "javascript", ...patterns: RegExp[]) =>
  expect.poll(() => sentry.reports.some((r) => r.platform === platform && patterns.every((p) => p.test(r.text))), { timeout: 20_000 }).toBe(true);

test("a visitor sees the page without the broken module, and the failure is reported", async ({ page }, info) => {
  const response = await page.goto(`${server.url}/de/lesesommer`);
  expect(response?.status()).toBe(200);
  if (info.project.name === "js-on") await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Der Lesesommer ist da!" })).toBeVisible();
  await expect(main.locator("blockquote").first()).toContainText("Das war der schönste Tag");
  await expect(main.locator(".module-faq details").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText("Kaputter Absatz")).toHaveCount(0);
  await expect(page.getByText(NOTE)).toHaveCount(0);
  await arrives("node", /TypeError/, new RegExp(`"moduleId":"${brokenId}"`), /"moduleType":"text"/);
  if (info.project.name === "js-on") {
    // The browser renders the module again, meets the same error, and keeps the rest of the page.
    await arrives("javascript", /TypeError/, new RegExp(`"moduleId":"${brokenId}"`));
    await expect(main.getByRole("heading", { name: "Der Lesesommer ist da!" })).toBeVisible();
  }
});

test("an editor sees which module failed, and why", async ({ page }) => {
  await page.goto(`${server.url}/de/login`);
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Rita Redaktion")).toBeVisible();
  expect((await page.goto(`${server.url}/de/lesesommer`))?.status()).toBe(200);
  const note = page.getByRole("note").filter({ hasText: NOTE });
  await expect(note).toBeVisible();
  await expect(note).toContainText(`ID ${brokenId}`);
  await expect(note).toContainText("TypeError");
  await expect(page.getByRole("heading", { name: "Der Lesesommer ist da!" })).toBeVisible();
});

test.describe("a route that fails", () => {
  test.use({ consented: false });

  test("shows its message inside the layout, which stands", async ({ page }) => {
    const response = await page.goto(`${server.url}/de/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden" })).toBeVisible();
    await expect(page).toHaveTitle("Diese Seite konnte nicht gefunden werden");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The layout's own parts: the cookie manager of a first visit.
    await expect(page.getByRole("dialog", { name: "Cookies und externe Inhalte" })).toBeVisible();
  });
});
