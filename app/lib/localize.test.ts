import { describe, expect, it } from "vitest";
import { localized, localizeFields } from "./localize";

describe("localizeFields", () => {
  const fields = {
    headline: { de: "Willkommen", en: "Welcome" },
    subline: { de: "Nur Deutsch", en: "" },
    items: [{ text: { de: "Eins", en: "One" } }],
    level: 3,
    content: { root: { children: [], type: "root" } },
  };

  it("picks the English value", () => {
    expect(localizeFields(fields, "en")).toEqual({
      headline: "Welcome",
      subline: "Nur Deutsch",
      items: [{ text: "One" }],
      level: 3,
      content: { root: { children: [], type: "root" } },
    });
  });

  it("picks the German value", () => {
    expect(localizeFields(fields, "de")).toMatchObject({ headline: "Willkommen", items: [{ text: "Eins" }] });
  });
});

describe("localized", () => {
  it("gives English on English pages and German on German pages", () => {
    expect(localized("en", "Karten", "Tickets")).toBe("Tickets");
    expect(localized("de", "Karten", "Tickets")).toBe("Karten");
  });

  it("falls back to German when the English text is null or empty, never from German to English", () => {
    expect(localized("en", "Karten", "")).toBe("Karten");
    expect(localized("en", "Karten", null)).toBe("Karten");
    expect(localized("de", "", "Tickets")).toBe("");
    expect(localized("de", null, "Tickets")).toBeNull();
    expect(localized("en", null, "")).toBeNull();
  });
});
