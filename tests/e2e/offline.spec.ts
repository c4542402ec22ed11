import type { BrowserContext, Page } from "@playwright/test";
import { assetsCache, IMAGES_CACHE, PAGES_CACHE } from "../../app/lib/offline/cache-names";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { freePort, startOwnServer, type OwnServer } from "./support/own-server";

// The service worker keeps the pages a visitor opened readable without a connection
// (docs/decisions/0067-service-worker-and-offline-reading.md). It needs script: with script off the
// site must simply not register it.

// The suite blocks service workers (playwright.config.ts); here the worker is the subject.
test.use({ serviceWorkers: "allow" });

const OFFLINE_NOTICE = "Sie sind offline – gespeicherte Seiten bleiben lesbar.";

/** Waits until a service worker controls the page (the first one claims the page it was registered from). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

/** The addresses (path and query) of the saved pages. */
function savedPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname + new URL(request.url).search).sort();
  }, PAGES_CACHE);
}

function cachedUrls(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), cache);
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The programme's first event, found on the page (the demo festival's dates move). */
async function firstEventPath(page: Page): Promise<{ path: string; title: string }> {
  const link = page.locator('a.card-link[href^="/de/programm/"]').first();
  return { path: (await link.getAttribute("href"))!, title: (await link.innerText()).trim() };
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test.describe("with script", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a service worker needs script");

  test("the programme and an event stay readable offline; an unvisited page explains; back online the notice goes", async ({ page, context }) => {
    await gotoHydrated(page, "/de/programm?page=1");
    await controlled(page);
    const event = await firstEventPath(page);
    // The image the page showed before the worker took over is kept by the worker as well.
    const firstImageUrl = await page.locator(".programme-event__image img").first().evaluate((image: HTMLImageElement) => image.currentSrc);
    await expect.poll(() => cachedUrls(page, IMAGES_CACHE)).toContain(firstImageUrl);
    // So are its scripts, in the cache of this build's version.
    const assets = async () => {
      const name = (await cacheNames(page)).find((cache) => cache.startsWith(assetsCache("")));
      return name ? cachedUrls(page, name) : [];
    };
    await expect.poll(async () => (await assets()).some((url) => /\/build\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
    // The first worker taking over is no new version: following a link stays in the page.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const programmeHeading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.locator(`a.card-link[href="${event.path}"]`).click();
    await expect(page).toHaveURL(event.path);
    // The address changes before the event's page has rendered: its heading is the sign it has.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(programmeHeading);
    const eventHeading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // The page that registered the worker and the one reached in the page are both saved.
    await expect.poll(() => savedPages(page)).toEqual(["/de/programm?page=1", event.path].sort());

    await goOffline(context, true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: eventHeading })).toBeVisible();
    await expect(page.getByText(/^Gespeicherte Kopie vom \d{1,2}\. .+ \d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();
    // The saved copy comes to life with its script: the shell's own notice shows.
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

    await page.goto("/de/programm?page=1");
    await expect(page.getByRole("link", { name: event.title }).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    const firstImage = page.locator(".programme-event__image img").first();
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Offline, a link followed in the page ends on the saved copy, not on an error.
    await page.locator(`a.card-link[href="${event.path}"]`).click();
    await expect(page.getByRole("heading", { level: 1, name: eventHeading })).toBeVisible();
    await expect(page.getByText(/^Gespeicherte Kopie vom/)).toBeVisible();

    const response = await page.goto("/de/ensemble");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Sie sind offline" })).toBeVisible();
    await expect(page).toHaveTitle("Keine Verbindung | Lesezeichen");
    await expect(page.locator(`a[href="${event.path}"]`)).toBeVisible();
    await expect(page.locator(`a[href="/de/programm?page=1"]`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Erneut versuchen" })).toHaveAttribute("href", "/de/ensemble");

    await page.goto(event.path);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await goOffline(context, false);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
    // Online again, a page comes from the network: no note of a saved copy.
    await page.goto("/de/programm?page=1");
    await expect(page.getByText(/^Gespeicherte Kopie vom/)).toHaveCount(0);
  });

  test("an English page offline is explained in English", async ({ page, context }) => {
    await gotoHydrated(page, "/en/events");
    await controlled(page);
    await expect.poll(() => savedPages(page)).toEqual(["/en/events"]);
    await goOffline(context, true);
    await page.goto("/en/ensemble");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.locator('a[href="/en/events"]')).toBeVisible();
    await page.goto("/en/events");
    await expect(page.getByText(/^Saved copy from \d{1,2} .+ \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "You are offline – saved pages stay readable." })).toBeVisible();
    await goOffline(context, false);
  });

  test("the visitor's own Merkliste stays readable offline", async ({ page, context }) => {
    await gotoHydrated(page, "/de/programm");
    await controlled(page);
    const row = page.locator("#programme-list .programme-event").first();
    const title = (await row.getByRole("heading", { level: 3 }).innerText()).trim();
    await row.locator("button.favourite-toggle").click();
    await expect(row.locator("button.favourite-toggle")).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("banner").getByRole("link", { name: /^Merkliste/ }).click();
    await expect(page).toHaveURL("/de/merkliste");
    // The address changes before the new page is drawn: look for the event in the Merkliste itself.
    const listed = page.locator(".favourites-page").getByRole("heading", { level: 3, name: title, exact: true });
    await expect(listed).toBeVisible();
    // Personal (it reads the visitor's cookie), yet kept: in this browser only.
    await expect.poll(() => savedPages(page)).toContain("/de/merkliste");

    await goOffline(context, true);
    await page.reload();
    await expect(listed).toBeVisible();
    await expect(page.getByText(/^Gespeicherte Kopie vom/)).toBeVisible();
    await goOffline(context, false);
  });

  test("the visitor's own order confirmation stays readable offline", async ({ page, context }) => {
    const request = context.request;
    // The demo festival's Studiobühne sells Vollpreis (sale type 1) to anyone outside school performances.
    const rooms = (await (await request.get("/api/rooms/")).json()) as { id: number; name: string }[];
    const studio = rooms.find((room) => room.name === "Studiobühne")!;
    const list = (await (await request.get(`/de/api/events/?room=${studio.id}&page_size=50`)).json()) as {
      results: { ticket_url: string | null; is_cancelled: boolean; is_sold_out: boolean; tags: { name: string }[] }[];
    };
    const bookable = list.results.find((e) => e.ticket_url && !e.is_cancelled && !e.is_sold_out && !e.tags.some((tag) => tag.name === "Schulvorstellung"))!;
    const { token } = (await (await request.get("/api/csrf/")).json()) as { token: string };
    const added = await request.post("/api/shop-cart/", {
      headers: { "X-CSRFToken": token },
      data: { event_jet_id: Number(bookable.ticket_url!.split("/").pop()), sale_type_ids: [1], quantities: [1] },
    });
    expect(added.status(), await added.text()).toBe(200);

    await gotoHydrated(page, "/webshop/cart");
    await controlled(page);
    await page.getByLabel("Vor- und Nachname").fill("Anna Berger");
    await page.getByLabel("E-Mail-Adresse").fill("anna.berger@example.org");
    await page.getByRole("button", { name: "Verbindlich bestellen" }).click();
    await expect(page).toHaveURL(/\/webshop\/confirmation$/);
    const orderNumber = (await page.getByText(/^Ihre Bestellnummer: \d+$/).innerText()).trim();
    // Personal and `no-store`, yet kept: in this browser only.
    await expect.poll(() => savedPages(page)).toContain("/webshop/confirmation");

    await goOffline(context, true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();
    await expect(page.getByText(orderNumber)).toBeVisible();
    await expect(page.getByText(/^Gespeicherte Kopie vom/)).toBeVisible();
    await goOffline(context, false);
  });

  test("nothing of the back office, login or the API is kept", async ({ page }) => {
    await gotoHydrated(page, "/de/login");
    await controlled(page);
    await page.goto("/cms-hub");
    await page.goto("/api/breaking-news/?lang=de");
    await gotoHydrated(page, "/de/produktionen");
    await page.evaluate(() => fetch("/de/programm.data"));
    // A kept page last: once it is saved, whatever came before it has been decided.
    await gotoHydrated(page, "/de/programm");
    await expect.poll(() => savedPages(page)).toEqual(["/de/programm"]);
  });
});

test("/sw.js is a script no cache keeps, allowed by the policy as a worker", async ({ request }, info) => {
  test.skip(info.project.name === "js-off", "one HTTP check is enough");
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-security-policy"]).toContain("worker-src 'self'");
  expect(await response.text()).toMatch(/^const SERVICE_WORKER_CONFIG = \{"version":"[\w.-]+"/);
});

test("with script off nothing registers a worker and the pages work as ever", async ({ page, context }, info) => {
  test.skip(info.project.name !== "js-off", "the visitor without script");
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/de/programm");
  const event = await firstEventPath(page);
  await page.locator(`a.card-link[href="${event.path}"]`).click();
  await expect(page).toHaveURL(event.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(asked).not.toContain("/sw.js");
  expect(context.serviceWorkers()).toEqual([]);
});

test.describe("a new version", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a service worker needs script");

  let server: OwnServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test("takes over without reloading open pages, loads the next page whole, and drops the older assets once their pages are gone", async ({ page }) => {
    test.slow(); // two servers of its own, one after the other
    const port = await freePort();
    server = await startOwnServer({ SERVICE_WORKER_VERSION: "offline-e2e-one" }, { port });
    const origin = server.url;
    await gotoHydrated(page, `${origin}/de/programm`);
    await controlled(page);
    await expect.poll(() => cacheNames(page)).toContain(assetsCache("offline-e2e-one"));
    await expect.poll(() => savedPages(page)).toEqual(["/de/programm"]);
    const event = await firstEventPath(page);

    // The deploy: the same address, a new version.
    await server.stop();
    server = await startOwnServer({ SERVICE_WORKER_VERSION: "offline-e2e-two" }, { port });
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const replaced = page.evaluate(async () => {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
      // The page changes hands when the new worker starts activating; its caches are sorted out once it is activated.
      const worker = navigator.serviceWorker.controller!;
      if (worker.state !== "activated") await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve(undefined)));
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await replaced;
    // The open page is not reloaded, and its version's assets stay for it.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await cacheNames(page)).toContain(assetsCache("offline-e2e-one"));

    // Its next navigation loads a whole document of the new version.
    await page.locator(`a.card-link[href="${event.path}"]`).click();
    await expect(page).toHaveURL(`${origin}${event.path}`);
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
    // With the older version's page gone its assets go; the saved pages stay.
    await expect.poll(() => cacheNames(page)).not.toContain(assetsCache("offline-e2e-one"));
    await expect.poll(() => cacheNames(page)).toContain(assetsCache("offline-e2e-two"));
    await expect.poll(() => savedPages(page)).toEqual(["/de/programm", event.path].sort());
  });
});
