import { describe, expect, it } from "vitest";
import { pageCacheKey, type PageRequest } from "./page-cache.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const base: PageRequest = { method: "GET", url: "http://localhost/de/programm", cookie: null, referer: null, userAgent: CHROME };
const key = (change: Partial<PageRequest>) => pageCacheKey({ ...base, ...change })?.key ?? null;
const secrets = (cookie: string) => pageCacheKey({ ...base, cookie })?.secrets;

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

  it("bypasses for an editor's session, whatever else comes along", () => {
    expect(key({ cookie: "festival-session=abc" })).toBeNull();
    expect(key({ cookie: "__Host-festival-session=abc" })).toBeNull();
    expect(key({ cookie: "_ga=GA1.1.1; festival-session=abc; cartAmount=2" })).toBeNull();
  });

  it("ignores cookies no page reads: analytics and advertising, the CSRF token, the cart page's address", () => {
    const foreign = [
      "_ga=GA1.1.1234567890.1700000000",
      "_gid=GA1.1.987654321.1700000000",
      "_fbp=fb.1.1700000000000.1234567890",
      "hubspotutk=5f0c8a4e2b1d4c6f8a9b0c1d2e3f4a5b",
      "_ga_ABC123=GS1.1.1700000000.1.0.1700000000.0.0.0",
      "csrftoken=AbCdEfGhIjKlMnOpQrStUvWxYz012345.c2lnbmF0dXJl",
      "__Host-csrftoken=AbCdEfGhIjKlMnOpQrStUvWxYz012345.c2lnbmF0dXJl",
      "cartUrl=%2Fwebshop%2Fcart%2F",
      "cartExpires=2026-11-27T10%3A00%3A00.000Z",
      "festival-order=0123456789abcdef0123456789abcdef",
      // The notice layer's dismissals are applied by /notice.css and an inline script, not by the page.
      "festival-notice=noscript",
      "festival-notice=noscript.limited",
      "somethingelse=1",
    ];
    expect(key({})).not.toBeNull();
    for (const cookie of foreign) expect(key({ cookie }), cookie).toBe(key({}));
    expect(key({ cookie: foreign.join("; ") })).toBe(key({}));
    expect(key({ cookie: `${foreign[0]}; festival-consent=declined; ${foreign[3]}` })).toBe(key({ cookie: "festival-consent=declined" }));
  });

  it("keys on the header's ticket count as the header shows it (few values), not on the raw cookie", () => {
    const two = key({ cookie: "cartAmount=2" });
    expect(two).not.toBeNull();
    expect(two).not.toBe(key({}));
    expect(key({ cookie: "cartAmount=3" })).not.toBe(two);
    expect(key({ cookie: "_ga=GA1.1.1; cartAmount=2; _gid=GA1.1.2" })).toBe(two);
    expect(key({ cookie: "cartAmount=2tickets" })).toBe(two);
    for (const nothing of ["cartAmount=0", "cartAmount=-4", "cartAmount=abc", "cartAmount="]) expect(key({ cookie: nothing }), nothing).toBe(key({}));
    expect(key({ cookie: "cartAmount=1; cartAmount=5" })).toBeNull();
  });

  it("keys on holding a cart (the event page confirms a booking only to a cart holder), never on the cart's token", () => {
    const cart = key({ cookie: "festival-cart=0123456789abcdef0123456789abcdef" });
    expect(cart).not.toBe(key({}));
    expect(key({ cookie: "festival-cart=fedcba9876543210fedcba9876543210" })).toBe(cart);
    expect(cart).not.toContain("0123456789abcdef");
  });

  it("hands on the values of ignored cookies that could be a token (a shared page must not contain them)", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345.c2lnbmF0dXJl";
    const cart = "0123456789abcdef0123456789abcdef";
    expect(secrets(`csrftoken=${token}; festival-cart=${cart}; cartAmount=2; _gid=GA1; cartUrl=%2Fwebshop%2Fcart%2F`)).toEqual([token, cart]);
    expect(secrets("")).toEqual([]);
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

  it("keys on the Merkliste as the page reads it: its sorted unique ids, never the raw value", () => {
    const two = key({ cookie: "festival-merkliste=12.40" });
    expect(two).not.toBeNull();
    expect(two).not.toBe(key({}));
    expect(key({ cookie: "festival-merkliste=40.12.40" })).toBe(two);
    expect(key({ cookie: "_ga=GA1.1.1; festival-merkliste=40.abc.12; csrftoken=AbCdEfGhIjKlMnOpQrStUvWxYz012345.sig" })).toBe(two);
    expect(key({ cookie: "festival-merkliste=12" })).not.toBe(two);
    expect(key({ cookie: "festival-merkliste=12.40.41" })).not.toBe(two);
    for (const nothing of ["festival-merkliste=", "festival-merkliste=abc", "festival-merkliste=0.-3", `festival-merkliste=${"9".repeat(1200)}`]) {
      expect(key({ cookie: nothing }), nothing).toBe(key({}));
    }
    expect(key({ cookie: "festival-merkliste=1; festival-merkliste=2" })).toBeNull();
  });

  it("hashes a long Merkliste, and a long one is no secret of the page", () => {
    const ids = Array.from({ length: 100 }, (_, i) => 1000 + i);
    const long = key({ cookie: `festival-merkliste=${ids.join(".")}` })!;
    expect(long).not.toContain("1000.1001");
    expect(long).toMatch(/sha256:[\w-]{43}/);
    expect(key({ cookie: `festival-merkliste=${[...ids].reverse().join(".")}` })).toBe(long);
    expect(key({ cookie: `festival-merkliste=${ids.slice(1).join(".")}` })).not.toBe(long);
    expect(secrets(`festival-merkliste=${ids.join(".")}`)).toEqual([]);
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
