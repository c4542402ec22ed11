import { describe, expect, it } from "vitest";
import { localizedText, withLocalizedField } from "./localized-field";

describe("translatable fields in the editor", () => {
  it("writes one locale and keeps the other", () => {
    expect(withLocalizedField({ content: { de: "Hallo", en: "Hello" }, level: 2 }, "content", "Hi", "en")).toEqual({ content: { de: "Hallo", en: "Hi" }, level: 2 });
    expect(withLocalizedField({ content: "Hallo" }, "content", "Servus", "de")).toEqual({ content: "Servus" });
    expect(withLocalizedField({ content: "Hallo" }, "content", "Hi", "en")).toEqual({ content: { de: "Hallo", en: "Hi" } });
  });

  it("reads the locale's text with the page's fallback", () => {
    expect(localizedText({ de: "Hallo", en: "" }, "en")).toBe("Hallo");
    expect(localizedText({ de: "Hallo", en: "Hello" }, "en")).toBe("Hello");
    expect(localizedText(null, "de")).toBe("");
  });
});
