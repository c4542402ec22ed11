import { describe, expect, it } from "vitest";
import { FORM_FIELD_TYPES as T, initialFieldValue, takesList } from "./form-field-types";

describe("a form field's initial value", () => {
  it("is null for a file field, whatever its default", () => {
    expect(initialFieldValue({ fieldType: T.file, default: "x.pdf" })).toBeNull();
  });

  it("is a list for multi-selects and checkbox groups: the default as the single item, or empty", () => {
    expect(initialFieldValue({ fieldType: T.multiselect, default: "a,b" })).toEqual(["a,b"]);
    expect(initialFieldValue({ fieldType: T.checkboxes, default: null })).toEqual([]);
    expect(initialFieldValue({ fieldType: T.checkboxes, default: "" })).toEqual([]);
    expect(takesList(T.checkboxes)).toBe(true);
    expect(takesList(T.select)).toBe(false);
  });

  it("is the default for every other type, empty without one", () => {
    expect(initialFieldValue({ fieldType: T.select, default: "karten" })).toBe("karten");
    expect(initialFieldValue({ fieldType: T.text, default: null })).toBe("");
    expect(initialFieldValue({ fieldType: T.hidden, default: "website" })).toBe("website");
  });
});
