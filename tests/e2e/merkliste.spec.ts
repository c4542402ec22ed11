import type { APIRequestContext, Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// The Merkliste (docs/decisions/0066-merkliste.md), with JavaScript on (the hearts turn in place) and
// off (plain forms, 303 back to the heart), on a desktop and on a 390 px phone.

const banner = (page: Page) => page.getByRole("banner");
const favouritesLink = (page: Page) => banner(page).getByRole("link", { name: /^Merkliste/ });
const heart = (scope: Locator) => scope.locator("button.favourite-toggle");
const js = () => test.info().project.use.javaScriptEnabled !== false;

/** Clicks a heart; with script the page must not load again (the toggle goes through a fetcher). */
async function toggle(page: Page, button: Locator, pressed: boolean) {
  if (js()) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", String(pressed));
  if (js()) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
}

/** The header's count as a screen reader hears it, and as the badge shows it. */
async function expectCount(page: Page, count: number) {
  const words = count === 0 ? "Merkliste" : count === 1 ? "Merkliste, 1 Veranstaltung auf der Merkliste" : `Merkliste, ${count} Veranstaltungen auf der Merkliste`;
  await expect(favouritesLink(page)).toHaveAccessibleName(words);
  if (count === 0) await expect(banner(page).locator("[data-favourites-count]")).toHaveCount(0);
  else await expect(banner(page).locator("[data-favourites-count]")).toHaveText(String(count));
}

async function calendarSummaries(request: APIRequestContext, url: string): Promise<string[]> {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(res.headers()["cache-control"]).toBe("private, no-cache");
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).summary);
}

for (const [name, viewport] of [["desktop", { width: 1280, height: 900 }], ["390 px phone", { width: 390, height: 844 }]] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("marks events from the programme and an event page, counts them in the header, lists them by day, removes one, and puts them into a calendar file", async ({ page }) => {
      await gotoHydrated(page, "/de/programm");
      await expectCount(page, 0);
      const rows = page.locator("#programme-list .programme-event");
      // The first event, the first of another day, and one more: the Merkliste lists them by day.
      const days = await page.locator("#programme-list .programme-day").evaluateAll((sections) =>
        sections.map((section) => ({ day: section.querySelector("h2")!.textContent!, count: section.querySelectorAll(".programme-event").length })),
      );
      expect(days.length).toBeGreaterThan(1);
      const indexes = [0, days[0]!.count, days[0]!.count > 1 ? 1 : days[0]!.count + 1];
      const picked = await Promise.all(
        indexes.map(async (index) => {
          const row = rows.nth(index);
          const title = (await row.getByRole("heading", { level: 3 }).textContent())!;
          const day = (await row.evaluate((element) => element.closest("section")!.querySelector("h2")!.textContent))!;
          const id = Number(await row.locator('input[name="event"]').getAttribute("value"));
          return { index, row, title, day, id };
        }),
      );
      const [first, second, third] = picked as [(typeof picked)[0], (typeof picked)[0], (typeof picked)[0]];
      await expect(heart(first.row)).toHaveAccessibleName(`Auf die Merkliste: ${first.title}`);
      await toggle(page, heart(first.row), true);
      await expect(heart(first.row)).toHaveAccessibleName(`Von der Merkliste nehmen: ${first.title}`);
      await expectCount(page, 1);
      if (!js()) await expect(page).toHaveURL(/\/de\/programm#merken-\d+$/);
      await toggle(page, heart(second.row), true);
      await expectCount(page, 2);

      // The third from its own page, with the keyboard.
      await third.row.getByRole("heading", { level: 3 }).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.title);
      if (js()) await expect(page.locator("html")).toHaveClass(/\bjs\b/);
      const button = page.getByRole("button", { name: "Auf die Merkliste" });
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await page.getByRole("link", { name: "In den Kalender" }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(button).toBeFocused();
      await expect(button).toHaveCSS("outline-style", "solid");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Von der Merkliste nehmen" })).toHaveAttribute("aria-pressed", "true");
      await expectCount(page, 3);

      // The Merkliste: by day, each with its time, place, link and booking state.
      await favouritesLink(page).click();
      await expect(page).toHaveURL(/\/de\/merkliste$/);
      await expect(page.getByRole("heading", { level: 1, name: "Merkliste" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "auf der Merkliste" })).toHaveText("3 Veranstaltungen auf der Merkliste");
      await expect(page).toHaveTitle(/^Merkliste \| /);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      /** The sections the page should show for these events: their days in order, their titles in programme order. */
      const byDay = (events: typeof picked) => {
        const sorted = [...events].sort((x, y) => x.index - y.index);
        return [...new Set(sorted.map((e) => e.day))].map((day) => ({ day, titles: sorted.filter((e) => e.day === day).map((e) => e.title) }));
      };
      const shown = () =>
        page.locator(".favourite-day").evaluateAll((sections) =>
          sections.map((section) => ({ day: section.querySelector("h2")!.textContent!, titles: [...section.querySelectorAll("h3")].map((h) => h.textContent!) })),
        );
      expect(await shown()).toEqual(byDay(picked));
      for (const row of await page.locator(".favourite-event").all()) {
        await expect(row.locator(".favourite-event__time")).toHaveText(/^\d{2}:\d{2} Uhr/);
        await expect(row.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/de\/programm\/[^/]+\/\d+$/);
        await expect(row).toContainText(/Karten erhältlich|nur noch \d+ Plätze|nur noch 1 Platz|Ausverkauft|Abgesagt|Kein Kartenverkauf/);
      }
      const calendar = page.getByRole("link", { name: "Alle in den Kalender" });
      await expect(calendar).toHaveAttribute("href", "/de/merkliste/kalender.ics");
      // The page shows a press at once; the cookie the calendar reads comes with the press's answer.
      const calendarTitles = () => calendarSummaries(page.request, "/de/merkliste/kalender.ics").then((titles) => titles.sort());
      await expect.poll(calendarTitles).toEqual(picked.map((e) => e.title).sort());

      // Remove one: the list, the count and the calendar follow.
      const removed = page.locator(`#merken-${second.id}`);
      await expect(removed.getByRole("button")).toHaveAccessibleName("Von der Merkliste nehmen");
      await removed.getByRole("button").click();
      await expect(removed).toHaveCount(0);
      await expectCount(page, 2);
      await expect(page.getByRole("status").filter({ hasText: "auf der Merkliste" })).toHaveText("2 Veranstaltungen auf der Merkliste");
      // The count follows the press at once; the list, when the page's data comes again.
      await expect.poll(shown).toEqual(byDay([first, third]));
      await expect.poll(calendarTitles).toEqual([first.title, third.title].sort());

      // The programme remembers: the first heart pressed, the second not.
      await gotoHydrated(page, "/de/programm");
      await expect(heart(rows.nth(first.index))).toHaveAttribute("aria-pressed", "true");
      await expect(heart(rows.nth(second.index))).toHaveAttribute("aria-pressed", "false");
    });
  });
}

test.describe("while an answer is slow", () => {
  // Playwright slows only requests no service worker answers or passes on.
  test.use({ serviceWorkers: "block" });

  test("a heart pressed while the answer to the one before is still on its way keeps both", async ({ page }) => {
    test.skip(!js(), "with script the presses overlap; without, each press loads a page");
    await gotoHydrated(page, "/de/programm");
    // The first press's answer (and the cookie it brings) is slow, as on a phone in a crowded venue.
    let presses = 0;
    await page.route("**/de/merkliste*", async (route) => {
      if (route.request().method() !== "POST" || presses++ > 0) return route.continue();
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // By now the page may have given up on this answer; then it is dropped.
      await route.fulfill({ response }).catch(() => undefined);
    });
    const hearts = page.locator("#programme-list .programme-event button.favourite-toggle");
    for (const index of [0, 1, 2]) {
      await hearts.nth(index).click();
      await expect(hearts.nth(index)).toHaveAttribute("aria-pressed", "true");
    }
    await expectCount(page, 3);
    await page.waitForTimeout(2_000);
    await gotoHydrated(page, "/de/programm");
    await expectCount(page, 3);
    expect(await hearts.evaluateAll((buttons) => buttons.slice(0, 4).map((button) => button.getAttribute("aria-pressed")))).toEqual(["true", "true", "true", "false"]);
  });

  test("the empty Merkliste points to the programme, in both languages", async ({ page }) => {
    await page.goto("/de/merkliste");
    await expect(page.getByText("Ihre Merkliste ist noch leer.")).toBeVisible();
    await page.getByRole("link", { name: "Zum Programm" }).click();
    await expect(page).toHaveURL(/\/de\/programm$/);
    await page.goto("/en/favourites");
    await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
    await expect(page.getByText("You have no favourites yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "To the programme" })).toHaveAttribute("href", "/en/events");
    await expect(banner(page).getByRole("link", { name: /^Favourites/ })).toHaveAttribute("href", "/en/favourites");
  });
});

test.describe("with a server of its own", () => {
  // What the server answers is checked here: the service worker would answer its saved copy of the
  // Merkliste when the busy server takes longer than 3 s (offline.spec.ts checks that).
  test.use({ serviceWorkers: "block" });
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(async () => server?.stop());

  /** Online events that start ten minutes from now or later, earliest first: the programme lists what has not begun. */
  const upcoming = (limit: number) =>
    server.sqlite
      .prepare("SELECT e.id, e.date_start FROM events e JOIN productions p ON p.id = e.production_id WHERE e.is_online = 1 AND p.is_online = 1 AND e.date_start > ? AND e.is_cancelled = 0 ORDER BY e.date_start, e.id LIMIT ?")
      .all(new Date(Date.now() + 10 * 60_000).toISOString(), limit) as { id: number; date_start: string }[];

  test("an event that is over drops out of the page and the count, and out of the cookie at the next change", async ({ page, context }) => {
    const [gone, stays, other] = upcoming(3).map((row) => row.id);
    await context.addCookies([{ name: "festival-merkliste", value: [gone, stays].join("."), url: server.url }]);
    await page.goto(`${server.url}/de/merkliste`);
    await expectCount(page, 2);
    await expect(page.locator(".favourite-event")).toHaveCount(2);

    // Moved into the past behind the server's back.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    server.sqlite.prepare("UPDATE events SET date_start = ?, date_end = NULL WHERE id = ?").run(yesterday, gone);
    await page.goto(`${server.url}/de/merkliste`);
    await expect(page.locator(".favourite-event")).toHaveCount(1);
    await expectCount(page, 1);
    expect(await calendarSummaries(page.request, `${server.url}/de/merkliste/kalender.ics`)).toHaveLength(1);

    // Still in the cookie until the visitor changes the list: then it is gone.
    const value = async () => (await context.cookies(server.url)).find((c) => c.name === "festival-merkliste")?.value;
    expect(await value()).toBe([gone, stays].join("."));
    await page.goto(`${server.url}/de/programm/-/${other}`);
    await expect(page.getByRole("button", { name: "Auf die Merkliste" })).toBeVisible();
    await toggle(page, page.locator(".catalogue-actions .favourite-toggle"), true);
    await expectCount(page, 2);
    // With script the count changes at once (optimistic); the cookie comes with the server's answer.
    await expect.poll(value).toBe([stays, other].sort((a, b) => a - b).join("."));
    // Its own page offers no heart any more.
    await page.goto(`${server.url}/de/programm/-/${gone}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".favourite-toggle")).toHaveCount(0);
    // A form that still names it is told so on the Merkliste page (404), with the way back; nothing changes.
    const refused = await page.request.post(`${server.url}/de/merkliste`, {
      form: { intent: "add", event: String(gone), returnTo: "/de/programm" },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(404);
    const html = await refused.text();
    expect(html).toContain("Diese Veranstaltung gibt es nicht oder sie ist schon vorbei.");
    expect(html).toContain('<a href="/de/programm"');
    expect(await value()).toBe([stays, other].sort((a, b) => a - b).join("."));
  });

  test("the page cache never shows a visitor another one's hearts or count, and the cookieless programme stays a hit", async ({ playwright }, info) => {
    test.skip(info.project.name === "js-off", "server behaviour, checked once (with JavaScript on)");
    const [a, b, c] = upcoming(3).map((row) => row.id);
    const path = "/de/programm?probe=merkliste";
    const request = await playwright.request.newContext({ baseURL: server.url });
    const get = async (list: string | null) => {
      const res = await request.get(path, { headers: { Cookie: list === null ? "" : `festival-merkliste=${list}; _ga=GA1.1.1234567890.1700000000` } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      const pressed = [...html.matchAll(/name="event" value="(\d+)"\/><input type="hidden" name="returnTo" value="[^"]*"\/><button type="submit" class="favourite-toggle" aria-pressed="true"/g)].map((m) => Number(m[1]));
      const count = /data-favourites-count="true">(\d+)</.exec(html)?.[1] ?? null;
      return { cache: res.headers()["x-page-cache"], control: res.headers()["cache-control"], pressed: pressed.sort((x, y) => x - y), count };
    };
    try {
      expect(await get(null)).toMatchObject({ cache: "miss", pressed: [], count: null });
      expect(await get(null)).toEqual({ cache: "hit", control: "public, max-age=0, s-maxage=60, stale-while-revalidate=300", pressed: [], count: null });

      const one = await get(`${a}`);
      expect(one).toEqual({ cache: "miss", control: "private, max-age=0", pressed: [a], count: "1" });
      const two = await get(`${c}.${b}`);
      expect(two).toMatchObject({ cache: "miss", pressed: [b, c], count: "2" });
      // The same list written otherwise (order, a repeat, a stray value) is the same page, from the cache.
      expect(await get(`${b}.${c}.${b}.x`)).toMatchObject({ cache: "hit", pressed: [b, c], count: "2" });
      expect(await get(`${a}`)).toMatchObject({ cache: "hit", pressed: [a], count: "1" });
      // And the visitor without a list still gets the stored cookieless page: no hearts, no count.
      expect(await get(null)).toMatchObject({ cache: "hit", pressed: [], count: null });
      expect(await get("")).toMatchObject({ cache: "hit", pressed: [], count: null });

      // The Merkliste and its calendar are each visitor's own: never stored, never shared.
      for (const url of ["/de/merkliste", "/de/merkliste/kalender.ics"]) {
        for (let i = 0; i < 2; i++) {
          const res = await request.get(url, { headers: { Cookie: `festival-merkliste=${a}` } });
          expect(res.headers()["cache-control"], url).toBe("private, no-cache");
          expect(res.headers()["x-page-cache"], url).not.toBe("hit");
        }
      }
    } finally {
      await request.dispose();
    }
  });
});
