/**
 * The rows the search index is built from, per category, for a set of ids (offline rows included:
 * the indexer decides), plus which events and productions depend on changed rooms, venues,
 * productions and persons.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { snapshotSections } from "~/lib/editor/snapshot-content";
import type { PageSnapshot } from "~/lib/types/page-snapshot";
import { findPublishedSnapshots } from "./page-versions.server";

type Executor = Kysely<DB>;

export async function eventSources(trx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .leftJoin("rooms as r", "r.id", "e.room_id")
    .leftJoin("venues as v", "v.id", "r.venue_id")
    .select([
      "e.id", "e.title_de", "e.title_en", "e.date_start", "e.date_end", "e.is_online",
      "p.title_de as p_title_de", "p.title_en as p_title_en", "p.subtitle_de", "p.subtitle_en", "p.teaser_de", "p.teaser_en",
      "p.text_de", "p.text_en", "p.slug_de", "p.slug_en", "p.image_id", "p.is_online as p_is_online",
      "r.name_de as room_de", "r.name_en as room_en", "v.name as venue",
    ])
    .where("e.id", "in", ids)
    .execute();
}

export async function productionSources(trx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom("productions")
    .select([
      "id", "title_de", "title_en", "subtitle_de", "subtitle_en", "teaser_de", "teaser_en", "text_de", "text_en",
      "slug_de", "slug_en", "image_id", "is_online",
    ])
    .where("id", "in", ids)
    .execute();
}

/** The people credited on the productions (online people only: their names link to their pages). */
export async function productionCredits(trx: Executor, productionIds: number[]) {
  if (productionIds.length === 0) return [];
  return trx
    .selectFrom("production_persons as pp")
    .innerJoin("persons as pe", "pe.id", "pp.person_id")
    .select(["pp.production_id", "pp.role_de", "pp.role_en", "pe.first_name", "pe.last_name"])
    .where("pp.production_id", "in", productionIds)
    .where("pe.is_online", "=", 1)
    .orderBy("pp.sort")
    .execute();
}

export async function personSources(trx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom("persons")
    .select(["id", "first_name", "last_name", "slug", "role_de", "role_en", "biography_de", "biography_en", "image_id", "is_online"])
    .where("id", "in", ids)
    .execute();
}

export async function articleSources(trx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom("articles")
    .select(["id", "title_de", "title_en", "slug_de", "slug_en", "teaser_de", "teaser_en", "body_de", "body_en", "image_id", "published_at", "is_online"])
    .where("id", "in", ids)
    .execute();
}

export async function pageSources(trx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom("pages")
    .select([
      "id", "url_de", "url_en", "title_de", "title_en", "headline_de", "headline_en", "meta_description_de", "meta_description_en",
      "og_image_id", "is_online", "is_clickable",
    ])
    .where("id", "in", ids)
    .execute();
}

/**
 * The modules shown on these pages (`owner: "page"`: the published version's, or the rows of a page
 * that has none yet — drafts are never indexed) or productions (sections attached to a production,
 * live), in page order, with the owner's id.
 */
export async function ownedModules(trx: Executor, owner: "page" | "production", ids: number[]) {
  if (ids.length === 0) return [];
  const published = owner === "page" ? await findPublishedSnapshots(trx, ids) : new Map<number, PageSnapshot>();
  const live = ids.filter((id) => !published.has(id));
  const rows = live.length === 0 ? [] : await trx
    .selectFrom("modules as m")
    .innerJoin("container_sections as s", "s.id", "m.section_id")
    .select(["s.page_id", "s.object_id", "m.type", "m.fields", "m.online_from", "m.online_to"])
    .$if(owner === "page", (qb) => qb.where("s.page_id", "in", live))
    .$if(owner === "production", (qb) => qb.where("s.page_id", "is", null).where("s.content_type", "=", "production").where("s.object_id", "in", live))
    .orderBy("s.sort")
    .orderBy("s.id")
    .orderBy("m.column_index")
    .orderBy("m.sort")
    .orderBy("m.id")
    .execute();
  const fromVersions = [...published].flatMap(([pageId, snapshot]) =>
    snapshotSections(snapshot).flatMap((section) =>
      section.modules.map((m) => ({ page_id: pageId as number | null, object_id: pageId as number | null, type: m.type as (typeof rows)[number]["type"], fields: JSON.stringify(m.fields), online_from: m.onlineFrom, online_to: m.onlineTo })),
    ),
  );
  return [...rows, ...fromVersions];
}

/** Events whose text comes from these productions, rooms or venues. */
export async function dependentEventIds(trx: Executor, by: { productions: number[]; rooms: number[]; venues: number[] }): Promise<number[]> {
  const ids = new Set<number>();
  if (by.productions.length) {
    for (const r of await trx.selectFrom("events").select("id").where("production_id", "in", by.productions).execute()) ids.add(r.id);
  }
  if (by.rooms.length) {
    for (const r of await trx.selectFrom("events").select("id").where("room_id", "in", by.rooms).execute()) ids.add(r.id);
  }
  if (by.venues.length) {
    const rows = await trx.selectFrom("events as e").innerJoin("rooms as r", "r.id", "e.room_id").select("e.id").where("r.venue_id", "in", by.venues).execute();
    for (const r of rows) ids.add(r.id);
  }
  return [...ids];
}

/** Productions that credit these people (their names are in the production's text). */
export async function productionIdsCrediting(trx: Executor, personIds: number[]): Promise<number[]> {
  if (personIds.length === 0) return [];
  const rows = await trx.selectFrom("production_persons").select("production_id").distinct().where("person_id", "in", personIds).execute();
  return rows.map((r) => r.production_id);
}
