import { expect, it } from "vitest";
import { RESOURCES } from "~/lib/back-office/resources";
import { fieldColumns } from "~/lib/back-office/resources/record-form";
import { allStores, storeFor } from "./index.server";

it("serves every described record kind with a store of the same description, and no other", () => {
  expect(allStores().map((store) => store.spec.key).sort()).toEqual(RESOURCES.map((spec) => spec.key).sort());
  for (const spec of RESOURCES) expect(storeFor(spec.key)?.spec).toBe(spec);
});

it("keeps every kind's list, filters and slugs pointing at fields and columns it has", () => {
  for (const spec of RESOURCES) {
    const columns = new Set(spec.fields.flatMap(fieldColumns));
    expect(spec.columns.length, spec.key).toBeGreaterThan(0);
    for (const field of spec.fields) if (field.kind === "slug" && field.from) expect(spec.fields.some((f) => f.name === field.from), `${spec.key}.${field.name}`).toBe(true);
    for (const field of spec.fields) if ((field.kind === "select" || field.kind === "multi-select") && !field.options) expect(columns.has(field.name), `${spec.key}.${field.name}`).toBe(true);
    expect(spec.columns.some((c) => c.name === spec.defaultSort.column && c.sortable), `${spec.key} sorts by a sortable column`).toBe(true);
  }
});
