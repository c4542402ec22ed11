import { describe, expect, it } from "vitest";
import { cookieAssignment, cookieValue } from "./browser-cookie";
import { consentFrom, parseConsent, serializeConsent } from "./consent";

describe("browser cookies", () => {
  it("writes a site-wide SameSite=Lax cookie with its lifetime", () => {
    const text = cookieAssignment("festival-alert", "12", { days: 30 });
    expect(text).toMatch(/^festival-alert=12; path=\/; expires=[^;]+ GMT; max-age=2592000; samesite=lax$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(text)![1]!);
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(5_000);
  });

  it("marks the cookie secure only when asked", () => {
    expect(cookieAssignment("a", "1", { days: 1, secure: true })).toMatch(/; secure$/);
    expect(cookieAssignment("a", "1", { days: 1 })).not.toContain("secure");
  });

  it("reads a cookie's raw value from the list, not a similarly named one", () => {
    const consent = serializeConsent(consentFrom({ tracking: true }));
    const cookies = `x-festival-consent=1; festival-consent=${consent}; other=a=b`;
    expect(parseConsent(cookieValue(cookies, "festival-consent"))).toEqual(consentFrom({ tracking: true }));
    expect(cookieValue(cookies, "other")).toBe("a=b");
    expect(cookieValue(cookies, "missing")).toBeUndefined();
    expect(cookieValue("", "festival-consent")).toBeUndefined();
  });
});
