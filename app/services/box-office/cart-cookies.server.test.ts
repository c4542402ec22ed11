import { afterAll, describe, expect, it } from "vitest";

// env() reads the environment once per module graph; this file sets the domain before it does.
process.env.COOKIE_DOMAIN = ".lesezeichen.example";
const { cartCookies, clearCartCookies, readCartToken } = await import("./cart-cookies.server");

describe("cart cookies", () => {
  afterAll(() => {
    delete process.env.COOKIE_DOMAIN; // env() has cached it for this file; other files must not see it
  });
  const cart = { cartToken: "abc_DEF-123", ticketsQuantity: 3, expiresAt: "2026-05-04T08:15:00.000Z" };

  it("keeps the token on this host and puts the script-readable ones on COOKIE_DOMAIN, all for 15 minutes", () => {
    expect(cartCookies(cart)).toEqual([
      "festival-cart=abc_DEF-123; Path=/; Max-Age=900; SameSite=Lax; HttpOnly",
      "cartAmount=3; Path=/; Max-Age=900; SameSite=Lax; Domain=.lesezeichen.example",
      "cartUrl=%2Fwebshop%2Fcart; Path=/; Max-Age=900; SameSite=Lax; Domain=.lesezeichen.example",
      "cartExpires=2026-05-04T08%3A15%3A00.000Z; Path=/; Max-Age=900; SameSite=Lax; Domain=.lesezeichen.example",
    ]);
  });

  it("deletes them on the same host and domain", () => {
    expect(clearCartCookies().map((c) => c.replace(/; SameSite=Lax/, ""))).toEqual([
      "festival-cart=; Path=/; Max-Age=0; HttpOnly",
      "cartAmount=; Path=/; Max-Age=0; Domain=.lesezeichen.example",
      "cartUrl=; Path=/; Max-Age=0; Domain=.lesezeichen.example",
      "cartExpires=; Path=/; Max-Age=0; Domain=.lesezeichen.example",
    ]);
  });

  it("reads a well-formed token only", () => {
    const request = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
    expect(readCartToken(request("a=1; festival-cart=abc_DEF-123"))).toBe("abc_DEF-123");
    expect(readCartToken(request("festival-cart=<script>"))).toBeNull();
    expect(readCartToken(request("cartAmount=3"))).toBeNull();
  });
});
