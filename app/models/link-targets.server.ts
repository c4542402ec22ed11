/**
 * What the editor's link finder searches: pages, events, productions, persons, venues and articles
 * whose title contains the words typed (case-insensitive, either language), with what their addresses
 * need (slugs and page paths). One query per kind, the newest or best known first.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { db } from "~/db/db.server";
import { containsPattern } from "./like-pattern.server";
import type { LinkKind } from "~/lib/editor/form-choices";

export interface LinkTargetRow {
  kind: LinkKind;
  id: number;
  title_de: string;
  title_en: string;
  /** A page's paths below the locale prefix; a record's slugs. */
  path_de: string;
  path_en: string;
  /** An event's start (ISO), else null. */
  date: string | null;
}

/** One of the expressions contains `q` (lower-cased on both sides; ASCII only on SQLite). */
function matches(q: string, expressions: Expression<unknown>[]): Expression<SqlBool> {
  const pattern = containsPattern(q);
  return sql<SqlBool>`(${sql.join(expressions.map((e) => sql`lower(coalesce(${e}, '')) like ${pattern} escape '\\'`), sql` or `)})`;
}

const col = (name: string) => sql.ref(name);

async function pages(q: string, limit: number): Promise<LinkTargetRow[]> {
  const rows = await db().selectFrom("pages")
    .select(["id", "title_de", "title_en", "url_de", "url_en"])
    .where(matches(q, [col("title_de"), col("title_en")]))
    .orderBy("title_de").limit(limit).execute();
  return rows.map((r) => ({ kind: "page", id: r.id, title_de: r.title_de, title_en: r.title_en, path_de: r.url_de, path_en: r.url_en, date: null }));
}

async function productions(q: string, limit: number): Promise<LinkTargetRow[]> {
  const rows = await db().selectFrom("productions")
    .select(["id", "title_de", "title_en", "slug_de", "slug_en"])
    .where(matches(q, [col("title_de"), col("title_en")]))
    .orderBy("title_de").limit(limit).execute();
  return rows.map((r) => ({ kind: "production", id: r.id, title_de: r.title_de, title_en: r.title_en, path_de: r.slug_de, path_en: r.slug_en, date: null }));
}

async function events(q: string, limit: number): Promise<LinkTargetRow[]> {
  const rows = await db().selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .select(["e.id", "e.title_de", "e.title_en", "p.title_de as p_title_de", "p.title_en as p_title_en", "p.slug_de", "p.slug_en", "e.date_start"])
    .where(matches(q, [col("e.title_de"), col("e.title_en"), col("p.title_de"), col("p.title_en")]))
    .orderBy("e.date_start", "desc").limit(limit).execute();
  return rows.map((r) => ({
    kind: "event", id: r.id, title_de: r.title_de || r.p_title_de, title_en: r.title_en || r.p_title_en || r.p_title_de,
    path_de: r.slug_de, path_en: r.slug_en, date: r.date_start,
  }));
}

async function persons(q: string, limit: number): Promise<LinkTargetRow[]> {
  const rows = await db().selectFrom("persons")
    .select(["id", "first_name", "last_name", "slug"])
    .where(matches(q, [sql`${col("first_name")} || ' ' || ${col("last_name")}`]))
    .orderBy("last_name").limit(limit).execute();
  return rows.map((r) => {
    const name = [r.first_name, r.last_name].filter(Boolean).join(" ");
    return { kind: "person", id: r.id, title_de: name, title_en: name, path_de: r.slug, path_en: r.slug, date: null };
  });
}

async function venues(q: string, limit: number): Promise<LinkTargetRow[]> {
  const rows = await db().selectFrom("venues").select(["id", "name", "slug"]).where(matches(q, [col("name")])).orderBy("name").limit(limit).execute();
  return rows.map((r) => ({ kind: "venue", id: r.id, title_de: r.name, title_en: r.name, path_de: r.slug, path_en: r.slug, date: null }));
}

async function articles(q: string, limit: number): Promise<LinkTargetRow[]> {
  const rows = await db().selectFrom("articles")
    .select(["id", "title_de", "title_en", "slug_de", "slug_en"])
    .where(matches(q, [col("title_de"), col("title_en")]))
    .orderBy("published_at", "desc").limit(limit).execute();
  return rows.map((r) => ({ kind: "article", id: r.id, title_de: r.title_de, title_en: r.title_en, path_de: r.slug_de, path_en: r.slug_en, date: null }));
}

const SEARCHES: Record<LinkKind, (q: string, limit: number) => Promise<LinkTargetRow[]>> = { page: pages, event: events, production: productions, person: persons, venue: venues, article: articles };

/** Up to `limit` link targets of `kind` (of every kind when null, each kind's first hits in turn). */
export async function findLinkTargets(q: string, kind: LinkKind | null, limit: number): Promise<LinkTargetRow[]> {
  if (kind) return SEARCHES[kind](q, limit);
  const perKind = await Promise.all(Object.values(SEARCHES).map((search) => search(q, limit)));
  const mixed: LinkTargetRow[] = [];
  for (let i = 0; mixed.length < limit && perKind.some((rows) => i < rows.length); i++) {
    for (const rows of perKind) if (i < rows.length && mixed.length < limit) mixed.push(rows[i]!);
  }
  return mixed;
}

/** Every page: the internal links a form offers without script. */
export async function listPageChoices(): Promise<{ id: number; title_de: string; title_en: string; url_de: string; url_en: string }[]> {
  return db().selectFrom("pages").select(["id", "title_de", "title_en", "url_de", "url_en"]).orderBy("url_de").execute();
}
