import { describe, expect, it } from "vitest";
import type { FieldDescriptor } from "~/lib/modules/forms";
import { postedValues } from "./form-choices";
import { inputValue, listIndexes, otherLocaleText } from "./form-values";

const text: FieldDescriptor = { name: "headline", kind: "text", localized: true };

describe("form values", () => {
  it("shows stored values in the page's locale; a single value is German", () => {
    const fields = { headline: { de: "Hallo", en: "Hello" }, children: [{ headline: "Eins" }], online_from: "2026-12-01T17:30:00Z", image: { id: 4 }, sticky: true };
    expect(inputValue({ fields, locale: "en" }, "headline", text)).toBe("Hello");
    expect(inputValue({ fields, locale: "de" }, "children.0.headline", text)).toBe("Eins");
    expect(inputValue({ fields, locale: "en" }, "children.0.headline", text)).toBe("");
    expect(otherLocaleText({ fields, locale: "en" }, "children.0.headline")).toBe("Eins");
    expect(inputValue({ fields, locale: "de" }, "online_from", { name: "online_from", kind: "datetime" })).toBe("2026-12-01T18:30");
    expect(inputValue({ fields, locale: "de" }, "image", { name: "image", kind: "image" })).toBe("4");
    expect(inputValue({ fields, locale: "de" }, "sticky", { name: "sticky", kind: "flag" })).toBe("1");
  });

  it("shows what was posted instead, and counts its list items", () => {
    const form = new FormData();
    form.append("headline", "Neu");
    form.append("children.0.headline", "A");
    form.append("children.4.headline", "B");
    form.append("image.upload", new File(["x"], "x.jpg"));
    const posted = postedValues(form);
    expect(posted).toEqual({ headline: "Neu", "children.0.headline": "A", "children.4.headline": "B" });
    expect(inputValue({ posted, locale: "de" }, "headline", text)).toBe("Neu");
    expect(listIndexes({ posted, locale: "de" }, "children")).toEqual({ items: [0, 4], fresh: 5 });
    expect(listIndexes({ fields: { children: [{}, {}] }, locale: "de" }, "children")).toEqual({ items: [0, 1], fresh: 2 });
    expect(listIndexes({ fields: {}, locale: "de" }, "children")).toEqual({ items: [], fresh: 0 });
  });
});
