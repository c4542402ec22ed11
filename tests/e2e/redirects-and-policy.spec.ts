import http from "node:http";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// Redirect targets and the content security policy are server behaviour: one project is enough.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");

/** A GET with the path exactly as given (Playwright and fetch would resolve "/./" first). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location: string | undefined; cacheControl: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location, cacheControl: res.headers["cache-control"] });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A browser on this site would stay on it following this Location. */
function staysOnSite(location: string | undefined, baseURL: string): boolean {
  return !!location && /^\/[\u0021-\u007e]*$/.test(location) && new URL(location, `${baseURL}/de/login`).origin === new URL(baseURL).origin;
}

async function freshContext(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
}

test("the version_id 301 never sends a visitor to another host", async ({ baseURL }) => {
  for (const [path, expected] of [
    ["/.//evil.example?version_id=1", "/"],
    ["/..//evil.example?version_id=1", "/"],
    ["/de/.//evil.example?version_id=1", "/de//evil.example"],
  ]) {
    const answer = await rawGet(baseURL!, path!);
    expect(answer.status, path).toBe(301);
    expect(answer.location, path).toBe(expected);
    expect(staysOnSite(answer.location, baseURL!), `${path} → ${answer.location}`).toBe(true);
  }
});

test("a login with a hostile or non-Latin-1 redirectTo answers 303 to this site, never 500", async ({ baseURL }) => {
  const cases: [string, string][] = [
    ["/\t/evil.example", "/de"],
    ["/\r\n/evil.example", "/de"],
    ["/de/suche?q=Grüße €", "/de/suche?q=Gr%C3%BC%C3%9Fe%20%E2%82%AC"],
  ];
  for (const [redirectTo, expected] of cases) {
    const api = await freshContext(baseURL!);
    try {
      const html = await (await api.get("/de/login")).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
      expect(csrf).toBeTruthy();
      const res = await api.post("/de/login", {
        form: { csrf: csrf!, email: "redaktion@example.org", password: "festival", redirectTo },
        headers: { Origin: baseURL! },
      });
      expect(res.status(), JSON.stringify(redirectTo)).toBe(303);
      expect(res.headers().location).toBe(expected);
    } finally {
      await api.dispose();
    }
  }
});

test("consent and alert dismissal go back to this site whatever returnTo says", async ({ baseURL }) => {
  const api = await freshContext(baseURL!);
  try {
    for (const returnTo of ["/%09/evil.example", "/\t/evil.example", "/\r\nSet-Cookie: x=1", "/.//evil.example", "/de/veranstaltungsorte/wien-ö"]) {
      const consent = await api.post("/api/consent/", { form: { intent: "decline", returnTo }, headers: { Origin: baseURL! } });
      expect(consent.status(), JSON.stringify(returnTo)).toBe(303);
      expect(staysOnSite(consent.headers().location, baseURL!), consent.headers().location).toBe(true);
      const dismissal = await api.post("/api/alert-dismissal/", { form: { id: "1", returnTo }, headers: { Origin: baseURL! } });
      expect(dismissal.status(), JSON.stringify(returnTo)).toBe(303);
      expect(staysOnSite(dismissal.headers().location, baseURL!), dismissal.headers().location).toBe(true);
    }
  } finally {
    await api.dispose();
  }
});

const consentCookie = (tracking: boolean) =>
  `festival-consent=${encodeURIComponent(JSON.stringify({ v: 1, tracking, marketing: false, external_media: false, declined: !tracking }))}`;
const TAG_MANAGER = "https://www.googletagmanager.com";
const scriptSources = (csp: string | undefined) => /(?:^|; )script-src ([^;]*)/.exec(csp ?? "")?.[1]?.split(" ") ?? [];

test("the tag manager is allowed only in answers to visitors who consented to tracking, cached or not", async ({ request }) => {
  const path = `/de/ensemble?policy-probe=${Date.now()}`;
  const get = (cookie?: string) => request.get(path, { headers: cookie ? { Cookie: cookie } : {} });
  const answers = [
    { who: "no choice", cookie: undefined, tracking: false },
    { who: "declined", cookie: consentCookie(false), tracking: false },
    { who: "consented", cookie: consentCookie(true), tracking: true },
  ];
  for (const round of ["miss", "hit"]) {
    for (const { who, cookie, tracking } of answers) {
      let res = await get(cookie);
      // Another worker's edit may empty the cache meanwhile: ask again until the answer is a hit.
      for (let asked = 1; round === "hit" && asked < 5 && res.headers()["x-page-cache"] !== "hit"; asked++) res = await get(cookie);
      expect(res.status(), who).toBe(200);
      expect(res.headers()["x-page-cache"], `${who}, ${round}`).toBe(round);
      expect(scriptSources(res.headers()["content-security-policy"]).includes(TAG_MANAGER), `${who}, ${round}`).toBe(tracking);
    }
  }
  // The consenting visitor's stored page is not the one the others get: its cookie manager has tracking ticked.
  const trackingTicked = async (cookie?: string) => /<input type="checkbox" name="tracking" checked=""/.test(await (await get(cookie)).text());
  expect(await trackingTicked(consentCookie(true))).toBe(true);
  expect(await trackingTicked(consentCookie(false))).toBe(false);
  expect(await trackingTicked()).toBe(false);
});
