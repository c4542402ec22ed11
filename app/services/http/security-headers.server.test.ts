import { describe, expect, it } from "vitest";
import { consentFrom, serializeConsent } from "~/lib/consent";
import { consentsToTracking } from "./preference-cookies.server";
import { contentSecurityPolicy } from "./security-headers.server";

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
