import { describe, expect, it } from "vitest";
import { pageCacheKey, type PageRequest } from "./page-cache.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const base: PageRequest = { method: "GET", url: "http://localhost/de/programm", cookie: null, referer: null, userAgent: CHROME };
const key = (change: Partial<PageRequest>) => pageCacheKey({ ...base, ...change });

describe("pageCacheKey", () => {
  it("gives the same key to the same anonymous request, another to another URL or host", () => {
    expect(key({})).not.toBeNull();
    expect(key({})).toBe(key({}));
    expect(key({ url: "http://localhost/de/programm?page=2" })).not.toBe(key({}));
    expect(key({ url: "http://example.org/de/programm" })).not.toBe(key({}));
  });

  it("treats HEAD like GET and never caches other methods", () => {
    expect(key({ method: "HEAD" })).toBe(key({}));
    expect(key({ method: "POST" })).toBeNull();
    expect(key({ method: "DELETE" })).toBeNull();
  });

  it("keeps personal and unknown cookies out", () => {
    expect(key({ cookie: "festival-session=abc" })).toBeNull();
    expect(key({ cookie: "__Host-festival-session=abc" })).toBeNull();
    expect(key({ cookie: "csrftoken=x.y" })).toBeNull();
    expect(key({ cookie: "cartAmount=2" })).toBeNull();
    expect(key({ cookie: "festival-consent=declined; somethingelse=1" })).toBeNull();
  });

  it("keeps a request out that sends a preference cookie twice (the page and the key could read it differently)", () => {
    expect(key({ cookie: "festival-consent=a; festival-consent=b" })).toBeNull();
    expect(key({ cookie: "festival-alert=1; festival-consent=a; festival-alert=2" })).toBeNull();
  });

  it("keys on the preference cookies' values", () => {
    const declined = key({ cookie: "festival-consent=declined" });
    expect(declined).not.toBeNull();
    expect(declined).not.toBe(key({}));
    expect(key({ cookie: "festival-consent=all" })).not.toBe(declined);
    expect(key({ cookie: "festival-alert=3; festival-consent=declined" })).not.toBe(declined);
    expect(key({ cookie: "festival-alert=3; festival-consent=declined" })).toBe(key({ cookie: "festival-consent=declined; festival-alert=3" }));
  });

  it("tells a return from a legal page apart, but only when it matters (a consent cookie)", () => {
    const cookie = "festival-consent=declined";
    expect(key({ cookie, referer: "http://localhost/de/datenschutz" })).not.toBe(key({ cookie }));
    expect(key({ cookie, referer: "http://localhost/de/mediathek-de" })).toBe(key({ cookie }));
    expect(key({ referer: "http://localhost/de/datenschutz" })).toBe(key({}));
  });

  it("keeps bots (who get the whole document at once) apart from browsers", () => {
    expect(key({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).not.toBe(key({}));
  });
});
