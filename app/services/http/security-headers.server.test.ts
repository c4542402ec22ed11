import { describe, expect, it } from "vitest";
import { consentFrom, serializeConsent } from "~/lib/consent";
import { consentsToTracking } from "./preference-cookies.server";
import { contentSecurityPolicy, freshNonce } from "./security-headers.server";

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("contentSecurityPolicy", () => {
  it("allows the tag manager nowhere without consent to tracking", () => {
    const policy = contentSecurityPolicy("n0nce", { dev: false, tracking: false });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy).not.toContain("googletagmanager");
    expect(policy).not.toContain("google-analytics");
  });

  it("allows the tag manager's script (and what it sends) with consent to tracking", () => {
    const policy = contentSecurityPolicy("n0nce", { dev: false, tracking: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "https://www.googletagmanager.com"]);
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("puts each answer's own nonce in both places, whatever policy of another kind came before", () => {
    contentSecurityPolicy("first", { dev: false, tracking: false });
    const withReports = contentSecurityPolicy("second", { dev: false, tracking: false, reportOrigin: "https://o1.ingest.sentry.io" });
    expect(directive(withReports, "script-src")).toEqual(["'self'", "'nonce-second'"]);
    expect(directive(withReports, "style-src")).toEqual(["'self'", "'nonce-second'"]);
    expect(directive(withReports, "connect-src")).toContain("https://o1.ingest.sentry.io");
    const plain = contentSecurityPolicy("third", { dev: false, tracking: false });
    expect(plain).not.toContain("first");
    expect(plain).not.toContain("sentry.io/");
    expect(directive(plain, "connect-src")).not.toContain("https://o1.ingest.sentry.io");
  });

  it("allows the site's own service worker and no other", () => {
    const policy = contentSecurityPolicy("n0nce", { dev: false, tracking: true });
    expect(directive(policy, "worker-src")).toEqual(["'self'"]);
  });
});

describe("consentsToTracking", () => {
  const cookie = (choice: Parameters<typeof consentFrom>[0]) => `festival-consent=${serializeConsent(consentFrom(choice))}`;

  it("is true only for a consent cookie that says yes to tracking", () => {
    expect(consentsToTracking(null)).toBe(false);
    expect(consentsToTracking("")).toBe(false);
    expect(consentsToTracking("festival-consent=garbage")).toBe(false);
    expect(consentsToTracking(cookie({}))).toBe(false);
    expect(consentsToTracking(cookie({ marketing: true, external_media: true }))).toBe(false);
    expect(consentsToTracking(cookie({ tracking: true }))).toBe(true);
    expect(consentsToTracking(`other=1; ${cookie({ tracking: true })}`)).toBe(true);
    expect(consentsToTracking(`x-festival-consent=1; ${cookie({ tracking: true })}`)).toBe(true);
  });
});

describe("freshNonce", () => {
  it("gives 16 random bytes, never the same twice, also across draws of the pool", () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
