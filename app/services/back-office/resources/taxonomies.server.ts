import { eventTagsSpec, exhibitionTypesSpec, personCategoriesSpec, productionTagsSpec, seasonsSpec } from "~/lib/back-office/resources/taxonomies";
import type { ResourceSpec } from "~/lib/back-office/resources/types";
import type { ResourceStore } from "./store.server";

function named(spec: ResourceSpec, table: string, usedBy: ResourceStore["usedBy"]): ResourceStore {
  return { spec, table, searchColumns: ["name_de", "name_en", "slug"], usedBy, label: (row) => String(row.name_de || row.slug) };
}

// A tag or category still linked to a record is not deleted, like a genre still referred to.
export const personCategories = named(personCategoriesSpec, "person_categories", [{ table: "person_category_links", column: "category_id" }]);
export const exhibitionTypes = named(exhibitionTypesSpec, "exhibition_types", [{ table: "productions", column: "exhibition_type_id" }]);
export const eventTags = named(eventTagsSpec, "event_tags", [{ table: "event_tag_links", column: "tag_id" }]);
export const productionTags = named(productionTagsSpec, "production_tags", [{ table: "production_tag_links", column: "tag_id" }]);
export const seasons = named(seasonsSpec, "seasons", [{ table: "productions", column: "season_id" }]);
