/** Venues, people, taxonomies, series, seasons, productions, events and event teasers. */
import type { Kysely } from "kysely";
import { createTable, dropTables, flag, index, localized, ref, sort, timestamps } from "./columns";

/** slug + name per locale + sort: the lookup tables share this shape. */
async function named(db: Kysely<any>, table: string, extra: (tb: any) => any = (tb) => tb): Promise<void> {
  await createTable(db, table)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call((tb) => localized(tb, "name"))
    .$call(sort)
    .$call(extra)
    .execute();
}

async function link(db: Kysely<any>, table: string, left: [string, string], right: [string, string]): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(left[0], "integer", (c) => c.notNull().references(`${left[1]}.id`).onDelete("cascade"))
    .addColumn(right[0], "integer", (c) => c.notNull().references(`${right[1]}.id`).onDelete("cascade"))
    .addPrimaryKeyConstraint(`${table}_pkey`, [left[0], right[0]])
    .execute();
  // The primary key serves lookups by the left column; this one serves the reverse direction.
  await index(db, table, [right[0], left[0]]);
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "venues")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("street", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("zip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lat", "double precision")
    .addColumn("lng", "double precision")
    .$call((tb) => localized(tb, "description"))
    .addColumn("phone", "text")
    .addColumn("website", "text")
    .$call((tb) => ref(tb, "image_id", "images", "set null"))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call(sort)
    .execute();

  await createTable(db, "rooms")
    .$call((tb) => ref(tb, "venue_id", "venues", "cascade"))
    .$call((tb) => localized(tb, "name"))
    .$call((tb) => flag(tb, "show_in_filter", 1))
    .$call(sort)
    .execute();
  await index(db, "rooms", ["venue_id"]);

  await createTable(db, "persons")
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call((tb) => localized(tb, "role"))
    .$call((tb) => localized(tb, "biography"))
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("website", "text")
    .$call((tb) => ref(tb, "image_id", "images", "set null"))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call(sort)
    .execute();
  await index(db, "persons", ["last_name", "first_name"]);

  await named(db, "person_categories");
  await link(db, "person_category_links", ["person_id", "persons"], ["category_id", "person_categories"]);
  await named(db, "genres");
  await named(db, "exhibition_types");
  await named(db, "event_tags", (tb) => flag(tb, "show_in_filter", 0));
  await named(db, "production_tags", (tb) => flag(tb, "show_in_filter", 0));
  await named(db, "seasons", (tb) => tb.addColumn("date_from", "text").addColumn("date_to", "text"));

  await createTable(db, "series")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call((tb) => localized(tb, "name"))
    .$call((tb) => localized(tb, "text"))
    .$call((tb) => flag(tb, "show_in_filter", 1))
    .$call((tb) => flag(tb, "is_subscription", 0))
    .$call((tb) => ref(tb, "image_id", "images", "set null"))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call(sort)
    .execute();

  await createTable(db, "productions")
    .$call((tb) => localized(tb, "title"))
    .$call((tb) => localized(tb, "subtitle"))
    .$call((tb) => localized(tb, "slug"))
    .$call((tb) => localized(tb, "teaser"))
    .$call((tb) => localized(tb, "text"))
    .$call((tb) => ref(tb, "exhibition_type_id", "exhibition_types", "set null"))
    .$call((tb) => ref(tb, "genre_id", "genres", "set null"))
    .$call((tb) => ref(tb, "season_id", "seasons", "set null"))
    .addColumn("age_from", "integer")
    .addColumn("age_to", "integer")
    .addColumn("duration_minutes", "integer")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("de"))
    .$call((tb) => ref(tb, "image_id", "images", "set null"))
    .$call((tb) => flag(tb, "show_sticky_tickets", 1))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call((tb) => timestamps(db, tb))
    .execute();
  await index(db, "productions", ["season_id"]);
  await index(db, "productions", ["exhibition_type_id"]);
  await index(db, "productions", ["genre_id"]);

  await link(db, "production_tag_links", ["production_id", "productions"], ["tag_id", "production_tags"]);

  await createTable(db, "production_persons")
    .$call((tb) => ref(tb, "production_id", "productions", "cascade"))
    .$call((tb) => ref(tb, "person_id", "persons", "cascade"))
    .$call((tb) => localized(tb, "role"))
    .$call(sort)
    .execute();
  await index(db, "production_persons", ["production_id", "sort"]);
  await index(db, "production_persons", ["person_id"]);

  await createTable(db, "events")
    .$call((tb) => ref(tb, "production_id", "productions", "cascade"))
    .$call((tb) => ref(tb, "room_id", "rooms", "set null"))
    .$call((tb) => ref(tb, "series_id", "series", "set null"))
    .addColumn("date_start", "text", (c) => c.notNull())
    .addColumn("date_end", "text")
    .addColumn("event_type", "text", (c) => c.notNull().defaultTo("reading"))
    .$call((tb) => localized(tb, "title", { nullable: true }))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call((tb) => flag(tb, "is_cancelled", 0))
    .$call((tb) => flag(tb, "is_sold_out", 0))
    .addColumn("id_jet", "integer", (c) => c.notNull().unique())
    .addColumn("ticket_url", "text")
    .$call((tb) => timestamps(db, tb))
    .execute();
  await index(db, "events", ["date_start"]);
  await index(db, "events", ["room_id", "date_start"]);
  await index(db, "events", ["series_id", "date_start"]);
  await index(db, "events", ["production_id", "date_start"]);
  await index(db, "events", ["event_type"]);

  await link(db, "event_tag_links", ["event_id", "events"], ["tag_id", "event_tags"]);

  await createTable(db, "teasers")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .$call((tb) => localized(tb, "headline"))
    .$call((tb) => localized(tb, "preline"))
    .$call((tb) => localized(tb, "subline"))
    .$call((tb) => localized(tb, "link_text"))
    .addColumn("link_url", "text")
    .$call((tb) => ref(tb, "image_id", "images", "set null"))
    .$call((tb) => flag(tb, "is_online", 1))
    .execute();
  await index(db, "teasers", ["position"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    "teasers", "event_tag_links", "events", "production_persons", "production_tag_links", "productions",
    "series", "seasons", "production_tags", "event_tags", "exhibition_types", "genres", "person_category_links",
    "person_categories", "persons", "rooms", "venues",
  ]);
}
