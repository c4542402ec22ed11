import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Production settings, before the modules read (and keep) the environment.
vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("SESSION_SECRET", "csrf-unit-test-secret-0123456789");
vi.stubEnv("INSECURE_COOKIES", "");
const { assertCsrf, csrfToken } = await import("./csrf.server");

const ORIGIN = "https://festival.example";

function post(cookie: string, token: string): Request {
  return new Request(`${ORIGIN}/api/shop/cart/`, { method: "POST", headers: { Cookie: cookie, "X-CSRFToken": token, Origin: ORIGIN } });
}

const refused = (request: Request) => {
  try {
    assertCsrf(request);
    return false;
  } catch (error) {
    return error instanceof Response && error.status === 403;
  }
};

describe("the CSRF cookie in production", () => {
  beforeAll(() => vi.spyOn(console, "warn").mockImplementation(() => undefined));
  afterAll(() => vi.unstubAllEnvs());

  it("is set as __Host-csrftoken: Secure, for the whole site, no Domain", () => {
    const { setCookie } = csrfToken(new Request(`${ORIGIN}/api/csrf/`));
    expect(setCookie).toMatch(/^__Host-csrftoken=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("is read under that name only", () => {
    const { token } = csrfToken(new Request(`${ORIGIN}/api/csrf/`));
    expect(csrfToken(new Request(ORIGIN, { headers: { Cookie: `__Host-csrftoken=${token}` } })).setCookie).toBeNull();
    expect(csrfToken(new Request(ORIGIN, { headers: { Cookie: `csrftoken=${token}` } })).setCookie).not.toBeNull();
    expect(refused(post(`__Host-csrftoken=${token}`, token))).toBe(false);
    // A token planted without the prefix (say by a sibling subdomain) does not count.
    expect(refused(post(`csrftoken=${token}`, token))).toBe(true);
  });

  it("keeps the plain name where cookies are not Secure (INSECURE_COOKIES=1, local tests)", async () => {
    // The environment is read once per process: a fresh copy of the modules reads it again.
    vi.stubEnv("INSECURE_COOKIES", "1");
    vi.resetModules();
    try {
      const insecure = await import("./csrf.server");
      const { token, setCookie } = insecure.csrfToken(new Request("http://localhost/api/csrf/"));
      expect(setCookie).toMatch(/^csrftoken=/);
      expect(setCookie).not.toMatch(/Secure/);
      expect(() => insecure.assertCsrf(post(`csrftoken=${token}`, token))).not.toThrow();
    } finally {
      vi.stubEnv("INSECURE_COOKIES", "");
      vi.resetModules();
    }
  });
});
