import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { descriptorKeys, INTERNAL_FIELDS, MODULE_FORMS, type FieldDescriptor } from "./forms";
import { MODULE_SCHEMAS, MODULE_TYPES } from "./registry";

/** The keys of a (possibly refined) zod object schema. */
function schemaKeys(schema: z.ZodTypeAny): string[] {
  let inner = schema;
  while ("_def" in inner && (inner._def as { schema?: z.ZodTypeAny }).schema) inner = (inner._def as { schema: z.ZodTypeAny }).schema;
  return Object.keys((inner as z.AnyZodObject).shape);
}

function itemSchema(schema: z.ZodTypeAny, key: string): z.ZodTypeAny {
  let inner = schema;
  while ((inner._def as { schema?: z.ZodTypeAny }).schema) inner = (inner._def as { schema: z.ZodTypeAny }).schema;
  let field = (inner as z.AnyZodObject).shape[key] as z.ZodTypeAny;
  while ((field._def as { innerType?: z.ZodTypeAny }).innerType) field = (field._def as { innerType: z.ZodTypeAny }).innerType;
  return (field as z.ZodArray<z.ZodTypeAny>).element;
}

const keysOf = (fields: FieldDescriptor[]) => fields.flatMap(descriptorKeys).sort();

describe("module forms", () => {
  it("has a form for every module type", () => {
    expect(Object.keys(MODULE_FORMS).sort()).toEqual([...MODULE_TYPES].sort());
  });

  it.each(MODULE_TYPES)("shows every field of %s (and no other)", (type) => {
    const schema = MODULE_SCHEMAS[type];
    const internal = INTERNAL_FIELDS[type] ?? [];
    expect(keysOf(MODULE_FORMS[type])).toEqual(schemaKeys(schema).filter((key) => !internal.includes(key)).sort());
    for (const list of MODULE_FORMS[type].filter((f: FieldDescriptor) => f.kind === "list")) {
      expect(keysOf(list.item ?? []), `${type}.${list.name}`).toEqual(schemaKeys(itemSchema(schema, list.name)).sort());
    }
  });

  it("marks the required fields and the limits", () => {
    const field = (type: keyof typeof MODULE_FORMS, name: string) => (MODULE_FORMS[type] as FieldDescriptor[]).find((f) => f.name === name);
    expect(field("headline", "content")).toMatchObject({ required: true, localized: true });
    expect(field("headline", "headline_level")).toMatchObject({ kind: "choice", choices: [2, 3, 4, 5, 6], required: true });
    expect(field("fullteaser", "text")).toMatchObject({ maxLength: 3000 });
    expect(field("blogteaserlist", "items")).toMatchObject({ kind: "number", min: 1, max: 8 });
    expect(field("teaserlist", "children")?.item?.find((f) => f.name === "headline")).toMatchObject({ required: true });
    expect(field("text", "content")).toMatchObject({ kind: "richtext", localized: true });
  });
});
