import { describe, expect, it } from "vitest";
import { applyFieldOperation, blankField, choiceLines, FormSchema, parseChoiceLines, readFormPost } from "./form-schema";

const field = (label: string) => ({ ...blankField(), label_de: label });

describe("the form editor's schema", () => {
  it("reads choices one per line and writes them back", () => {
    const choices = parseChoiceLines("a | Eins | One\n\n  Zwei Drei  \nb|Bee");
    expect(choices).toEqual([
      { value: "a", de: "Eins", en: "One" },
      { value: "zwei-drei", de: "Zwei Drei", en: "" },
      { value: "b", de: "Bee", en: "" },
    ]);
    expect(choiceLines(choices)).toBe("a | Eins | One\nzwei-drei | Zwei Drei\nb | Bee");
  });

  it("adds, moves and removes fields of the unsaved list; an unknown operation is none", () => {
    const fields = [field("A"), field("B"), field("C")];
    expect(applyFieldOperation(fields, "add")!.map((f) => f.label_de)).toEqual(["A", "B", "C", ""]);
    expect(applyFieldOperation(fields, "up:2")!.map((f) => f.label_de)).toEqual(["A", "C", "B"]);
    expect(applyFieldOperation(fields, "down:0")!.map((f) => f.label_de)).toEqual(["B", "A", "C"]);
    expect(applyFieldOperation(fields, "up:0")!.map((f) => f.label_de)).toEqual(["A", "B", "C"]);
    expect(applyFieldOperation(fields, "remove:1")!.map((f) => f.label_de)).toEqual(["A", "C"]);
    expect(applyFieldOperation(fields, "remove:7")).toBeNull();
    expect(applyFieldOperation(fields, "drop")).toBeNull();
  });

  it("reads the posted fields in their order and makes slugs from titles and labels", () => {
    const post = new FormData();
    post.set("title_de", "Preisrätsel");
    post.set("fields.1.label_de", "Zweites");
    post.set("fields.1.field_type", "1");
    post.set("fields.0.label_de", "Erstes Feld");
    post.set("fields.0.field_type", "1");
    const parsed = FormSchema.parse(readFormPost(post));
    expect(parsed.slug).toBe("preisraetsel");
    expect(parsed.fields.map((f) => f.slug)).toEqual(["erstes-feld", "zweites"]);
    expect(parsed.notify_email).toBeNull();
  });

  it("refuses the reserved email2, the confirmation type and choice fields without choices, and repeated slugs", () => {
    const result = FormSchema.safeParse({
      title_de: "X",
      fields: [
        { ...field("C"), slug: "email2" },
        { ...field("D"), field_type: "14" },
        { ...field("E"), field_type: "4", choices: "" },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
    expect(paths.sort()).toEqual(["fields.0.slug", "fields.1.field_type", "fields.2.choices"]);
    // Repeated slugs are checked across the fields, once each field is valid on its own.
    const repeated = FormSchema.safeParse({ title_de: "X", fields: [{ ...field("A"), slug: "a" }, { ...field("B"), slug: "a" }] });
    expect(repeated.success ? [] : repeated.error.issues.map((i) => i.path.join("."))).toEqual(["fields.1.slug"]);
  });
});
