/** Magazine (articles, categories, tags) and the form builder (forms, fields, entries). */
import type { Kysely } from "kysely";
import { createTable, dropTables, flag, index, localized, ref, sort, timestamp, timestamps } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["article_categories", "article_tags"]) {
    await createTable(db, table)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .$call((tb) => localized(tb, "name"))
      .$call(sort)
      .execute();
  }

  await createTable(db, "articles")
    .$call((tb) => localized(tb, "title"))
    .$call((tb) => localized(tb, "slug"))
    .$call((tb) => localized(tb, "teaser"))
    .$call((tb) => localized(tb, "body"))
    .$call((tb) => ref(tb, "category_id", "article_categories", "set null"))
    .$call((tb) => ref(tb, "image_id", "images", "set null"))
    .$call((tb) => ref(tb, "author_id", "persons", "set null"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .$call((tb) => flag(tb, "is_highlight", 0))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call((tb) => timestamps(db, tb))
    .execute();
  await index(db, "articles", ["published_at"]);
  await index(db, "articles", ["category_id", "published_at"]);
  await index(db, "articles", ["author_id"]);

  await db.schema
    .createTable("article_tag_links")
    .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("article_tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("article_tag_links_pkey", ["article_id", "tag_id"])
    .execute();
  await index(db, "article_tag_links", ["tag_id", "article_id"]);

  await createTable(db, "forms")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call((tb) => localized(tb, "title"))
    .$call((tb) => localized(tb, "intro"))
    .$call((tb) => localized(tb, "success_text"))
    .addColumn("notify_email", "text")
    .$call((tb) => flag(tb, "is_online", 1))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();

  await createTable(db, "form_fields")
    .$call((tb) => ref(tb, "form_id", "forms", "cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .$call((tb) => localized(tb, "label"))
    .$call((tb) => localized(tb, "help_text"))
    .$call((tb) => localized(tb, "placeholder_text"))
    .addColumn("field_type", "integer", (c) => c.notNull())
    .$call((tb) => flag(tb, "required", 0))
    .$call((tb) => flag(tb, "visible", 1))
    .addColumn("choices", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("default_value", "text")
    .$call(sort)
    .execute();
  await index(db, "form_fields", ["form_id", "slug"], true);

  await createTable(db, "form_entries")
    .$call((tb) => ref(tb, "form_id", "forms", "cascade"))
    .addColumn("field_values", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("de"))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "form_entries", ["form_id", "created_at"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    "form_entries", "form_fields", "forms", "article_tag_links", "articles", "article_tags", "article_categories",
  ]);
}
