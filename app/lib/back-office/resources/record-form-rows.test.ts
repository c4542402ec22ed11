import { describe, expect, it } from "vitest";
import { fieldErrors } from "../validation";
import { formStartValues, readRecordForm, recordSchema, typedValues } from "./record-form";
import type { FieldSpec } from "./types";

const label = () => "";
const fields: FieldSpec[] = [
  { name: "lat", kind: "decimal", min: -90, max: 90, label },
  {
    name: "persons",
    kind: "rows",
    label,
    rows: {
      blank: 2,
      fields: [
        { name: "person_id", kind: "select", required: true, options: "persons", label },
        { name: "role", kind: "text", localized: true, label },
        { name: "sort", kind: "number", fallback: 0, label },
      ],
    },
  },
];
const spec = { fields };

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("inline rows and decimals", () => {
  it("keeps filled rows in order, drops empty and removed ones, reads decimals with point or comma", () => {
    const posted = form([
      ["lat", "48,3069"],
      ["persons.0.person_id", "7"], ["persons.0.role_de", "Autorin"], ["persons.0.role_en", ""], ["persons.0.sort", "2"],
      ["persons.1.person_id", "8"], ["persons.1.role_de", "Weg"], ["persons.1._remove", "1"],
      ["persons.2.person_id", ""], ["persons.2.role_de", ""], ["persons.2.role_en", ""], ["persons.2.sort", ""],
      ["persons.3.person_id", "9"], ["persons.3.sort", ""],
    ]);
    const values = recordSchema(spec).parse(readRecordForm(spec, posted));
    expect(values).toEqual({
      lat: 48.3069,
      persons: [
        { person_id: 7, role_de: "Autorin", role_en: "", sort: 2 },
        { person_id: 9, role_de: "", role_en: "", sort: 0 },
      ],
    });
  });

  it("names a row's error by the row's index in the form, and shows what was typed again", () => {
    const posted = form([["lat", "north"], ["persons.0.person_id", "7"], ["persons.1.person_id", ""], ["persons.1.role_de", "Lektor"]]);
    const raw = readRecordForm(spec, posted);
    const result = recordSchema(spec).safeParse(raw);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ lat: ["number"], "persons.1.person_id": ["required"] });
    expect(typedValues(spec, raw)).toMatchObject({ lat: "north", "persons.1.role_de": "Lektor", "persons.0.person_id": "7" });
  });

  it("starts an edit form with the stored rows under their form names", () => {
    const values = formStartValues(spec, { id: 1, lat: 48.5, persons: [{ person_id: 3, role_de: "Regie", role_en: "Director", sort: 1 }] });
    expect(values).toEqual({ lat: "48.5", "persons.0.person_id": "3", "persons.0.role_de": "Regie", "persons.0.role_en": "Director", "persons.0.sort": "1" });
  });
});

describe("a new record's form", () => {
  it("starts with the fields' initial values, an edit form with the stored ones", () => {
    const fresh: FieldSpec[] = [
      { name: "language", kind: "text", initial: "de", label },
      { name: "is_online", kind: "checkbox", initial: 1, label },
      { name: "title", kind: "text", label },
    ];
    expect(formStartValues({ fields: fresh }, null)).toEqual({ language: "de", is_online: "1", title: "" });
    expect(formStartValues({ fields: fresh }, { id: 4, language: "en", is_online: 0, title: "X" })).toEqual({ language: "en", is_online: "", title: "X" });
  });
});
