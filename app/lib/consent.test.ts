import { describe, expect, it } from "vitest";
import { consentFrom, parseConsent, serializeConsent, shouldShowConsent } from "./consent";

describe("consent", () => {
  it("round-trips through the cookie value", () => {
    const consent = consentFrom({ tracking: true });
    expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(parseConsent("garbage")).toBeNull();
    expect(parseConsent(encodeURIComponent(JSON.stringify({ v: 2 })))).toBeNull();
  });

  it("marks a choice without optional categories as declined", () => {
    expect(consentFrom({}).declined).toBe(true);
    expect(consentFrom({ external_media: true }).declined).toBe(false);
  });

  it("shows the manager without a choice, but never on legal pages", () => {
    expect(shouldShowConsent(null, "/de", null)).toBe(true);
    for (const path of ["/de/impressum", "/de/datenschutz", "/de/agb", "/en/imprint", "/en/privacy", "/en/terms"]) {
      expect(shouldShowConsent(null, path, null)).toBe(false);
    }
  });

  it("shows it again after a legal page only when consent was declined", () => {
    const declined = consentFrom({});
    const accepted = consentFrom({ tracking: true, marketing: true, external_media: true });
    expect(shouldShowConsent(declined, "/de", "http://site/de/impressum")).toBe(true);
    expect(shouldShowConsent(declined, "/de", "http://site/de/programm")).toBe(false);
    expect(shouldShowConsent(accepted, "/de", "http://site/de/impressum")).toBe(false);
  });
});
