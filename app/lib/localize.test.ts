import { describe, expect, it } from "vitest";
import { localizeFields } from "./localize";

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
