import { describe, expect, it } from "vitest";
import { applyCacheControl } from "./cache-control.server";

function cacheControl(cookie: string | null, init: { method?: string; status?: number; setCookie?: boolean } = {}): string | null {
  const request = new Request("http://localhost/de/programm", { method: init.method ?? "GET", headers: cookie ? { Cookie: cookie } : {} });
  const headers = new Headers(init.setCookie ? { "Set-Cookie": "csrftoken=x; Path=/" } : {});
  applyCacheControl(request, init.status ?? 200, headers);
  return headers.get("Cache-Control");
}

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

describe("applyCacheControl", () => {
  it("lets a CDN share a page whose request carried only cookies no page reads", () => {
    expect(cacheControl(null)).toBe(PUBLIC);
    expect(cacheControl("_ga=GA1.1.1234567890.1700000000; _gid=GA1.1.1; _fbp=fb.1.1; hubspotutk=5f0c8a4e2b1d4c6f8a9b0c1d2e3f4a5b")).toBe(PUBLIC);
    expect(cacheControl("csrftoken=AbCdEfGhIjKlMnOpQrStUvWxYz012345.sig; cartAmount=0")).toBe(PUBLIC);
  });

  it("keeps a page shaped by preferences or a cart private (the server's cache keys on them)", () => {
    expect(cacheControl("festival-consent=declined")).toBe("private, max-age=0");
    expect(cacheControl("_ga=GA1.1.1; cartAmount=2")).toBe("private, max-age=0");
    expect(cacheControl("festival-cart=0123456789abcdef0123456789abcdef")).toBe("private, max-age=0");
    expect(cacheControl("festival-merkliste=12.40")).toBe("private, max-age=0");
    expect(cacheControl("festival-merkliste=abc")).toBe(PUBLIC);
  });

  it("stores nothing for an editor's session, a Set-Cookie answer, a write or a server error", () => {
    expect(cacheControl("festival-session=abc; _ga=GA1.1.1")).toBe("private, no-store");
    expect(cacheControl(null, { setCookie: true })).toBe("private, no-store");
    expect(cacheControl(null, { method: "POST" })).toBe("private, no-store");
    expect(cacheControl("_ga=GA1.1.1", { status: 500 })).toBe("private, no-store");
  });
});
