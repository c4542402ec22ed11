import { expect, test } from "./support/fixtures";

// The foundation (shell, pages, API, login) as a visitor meets it, with JavaScript on and off.

test.describe("locales, routes and redirects", () => {
  test("a redirect rule answers 301 before any route", async ({ request }) => {
    const response = await request.get("/de/alt-programm", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/de/programm");
  });

  test("a visitor asking for a page version gets the page itself (301)", async ({ request, page }) => {
    const response = await request.get("/de/festival/ueber-uns?version_id=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/de/festival/ueber-uns");
    await page.goto("/de/festival/ueber-uns?version_id=1");
    await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
  });

  test("the language switch leads to the page's sibling in the other language", async ({ page }) => {
    await page.goto("/de/festival/ueber-uns");
    await expect(page.getByRole("heading", { level: 1, name: "Ein Festival für junge Leserinnen und Leser" })).toBeVisible();
    await page.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/festival\/about-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "A festival for young readers" })).toBeVisible();
    await page.getByRole("navigation", { name: "Choose language" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the legal pages exist in both languages", async ({ page }) => {
    for (const [path, heading] of [
      ["/de/agb", "Allgemeine Geschäftsbedingungen"],
      ["/en/terms", "Terms and conditions"],
      ["/de/datenschutz", "Datenschutzerklärung"],
      ["/en/privacy", "Privacy policy"],
      ["/de/impressum", "Impressum"],
      ["/en/imprint", "Imprint"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("pages carry title suffix, description, canonical and hreflang", async ({ page }) => {
    await page.goto("/de/festival/ueber-uns");
    await expect(page).toHaveTitle(/Über uns \| Lesezeichen/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/festival\/ueber-uns$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/festival\/about-us$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/.+\.jpg$/);
  });
});

test.describe("states and errors", () => {
  test("an offline page is 404 for visitors", async ({ page }) => {
    const response = await page.goto("/de/festival/archiv-2019");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden" })).toBeVisible();
    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test("/de/404 is the not-found page", async ({ page }) => {
    const response = await page.goto("/en/404");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });

  test("an editor logs in without script, sees offline pages and logs out", async ({ page }) => {
    await page.goto("/de/login");
    await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
    await page.getByLabel("Passwort").fill("falsch");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort sind nicht korrekt.");
    await page.getByLabel("Passwort").fill("festival");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByText("Rita Redaktion")).toBeVisible();

    const offline = await page.goto("/de/festival/archiv-2019");
    expect(offline?.status()).toBe(200);
    await expect(page.getByText("Diese Seite ist offline und nur für die Redaktion sichtbar.")).toBeVisible();

    await page.getByText("Rita Redaktion").click();
    await page.getByRole("link", { name: "Mein Profil" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await expect(page.getByText("redaktion@example.org")).toBeVisible();
    await page.getByRole("banner").getByText("Rita Redaktion").click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("link", { name: "Anmelden", exact: true })).toBeVisible();
    expect((await page.goto("/de/festival/archiv-2019"))?.status()).toBe(404);
    await page.goto("/de/user/profile");
    await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fde%2Fuser%2Fprofile$/);
  });
});

test.describe("server", () => {
  test("every inline script that runs carries the response's CSP nonce, and the policy is enforced", async ({ request }) => {
    const response = await request.get("/de");
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self'");
    expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(([, attributes]) => attributes!);
    const dataBlocks = inline.filter((attributes) => attributes.includes('type="application/ld+json"'));
    const scripts = inline.filter((attributes) => !dataBlocks.includes(attributes));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // A data block never runs, so the policy asks no nonce of it: one per-answer value fewer.
    expect(dataBlocks.length).toBeGreaterThan(0);
    for (const attributes of dataBlocks) expect(attributes).not.toContain("nonce=");
  });

  test("an idle connection stays open longer than a proxy's or a browser's own idle limit", async ({ request }) => {
    // The client closes an idle connection first; a server that closes it while the client sends on it
    // makes that request fail (ECONNRESET). Proxies and browsers commonly keep one for 60 s.
    const response = await request.get("/healthcheck");
    const timeout = Number(/timeout=(\d+)/.exec(response.headers()["keep-alive"] ?? "")?.[1]);
    expect(timeout).toBeGreaterThan(60);
  });

  test("a script without the nonce does not run", async ({ page, browserName }) => {
    test.skip(test.info().project.name === "js-off", "needs script to observe");
    expect(browserName).toBe("chromium");
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await page.goto("/de");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.appendChild(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("anonymous pages can sit in a CDN; personal answers cannot", async ({ request }) => {
    const anonymous = await request.get("/de/festival/ueber-uns");
    expect(anonymous.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+/);
    const details = await request.get("/api/user-details/");
    expect(details.headers()["cache-control"]).toBe("private, no-store");
    const login = await request.get("/de/login");
    expect(login.headers()["cache-control"]).toBe("private, no-store");
  });

  test("security headers and compression are on, build assets are immutable", async ({ request }) => {
    const response = await request.get("/de", { headers: { "Accept-Encoding": "gzip" } });
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["content-encoding"]).toBe("gzip");
    const css = /href="(\/build\/assets\/[^"]+\.css)"/.exec(await response.text())?.[1];
    expect(css).toBeTruthy();
    const asset = await request.get(css!);
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });

  test("bad API input answers 4xx with a message", async ({ request }) => {
    const bad = await request.get("/api/breaking-news/?lang=xx");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatch(/lang/);
    const noCsrf = await request.post("/api/dashboard-error-log/", { data: { url: "/de/x" } });
    expect(noCsrf.status()).toBe(403);
  });

  test("the JSON API answers the spec's shapes", async ({ request }) => {
    const settings = await (await request.get("/pageeditor-api/settings")).json();
    expect(settings).toMatchObject({ status: "ok", data: { is_site_online: true, is_shop_online: true } });
    const news = await (await request.get("/api/breaking-news/")).json();
    expect(news[0]).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String), text: expect.any(String) }));
    const nav = await (await request.get("/en/pageeditor-api/nav")).json();
    expect(nav.menu[0]).toEqual(expect.objectContaining({ menu_name: expect.any(String), url: expect.any(String), children: expect.any(Array) }));
    const page = await (await request.get("/en/pageeditor-api/page/reading-summer")).json();
    expect(page.urls).toEqual({ de: "/de/lesesommer", en: "/en/reading-summer" });
  });
});
