/**
 * What the search finds for each entity and locale: a title, a plain-text body and what a hit needs
 * to show and link. Only what a visitor can see is indexed: offline rows, unclickable pages and
 * modules outside their online window are left out (docs/decisions/0010-search.md).
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { isRecord } from "~/lib/is-record";
import { localized, localizeFields } from "~/lib/localize";
import { richTextToPlain } from "~/lib/rich-text";
import type { Locale } from "~/lib/routes";
import { LOCALES } from "~/lib/routes";
import type { SearchCategory } from "~/lib/search";
import { isInWindow } from "~/lib/time-window";
import type { SearchDocumentInput } from "~/models/search-index.server";
import * as sources from "~/models/search-sources.server";
import { pruneExpiredItems } from "./module-data.server";

type Executor = Kysely<DB>;
type Doc = Omit<SearchDocumentInput, "category" | "refId" | "locale">;

const lines = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim()).filter(Boolean).join("\n");
const NO_DOC: Doc = { title: "", body: "", slug: "", date: null, imageId: null, visibleFrom: null, visibleUntil: null, staleAt: null };

/** Keys of module fields whose strings visitors read. */
const TEXT_KEYS = new Set(["headline", "preline", "subline", "content", "text", "title", "question", "answer", "author", "link_text", "button_text", "caption", "description"]);

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function collectText(value: unknown, out: string[], key: string | null): void {
  if (typeof value === "string") {
    if (key === "html_code") out.push(htmlToText(value));
    else if (key && TEXT_KEYS.has(key)) out.push(value.trimStart().startsWith("{") ? richTextToPlain(value) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, out, key);
  } else if (isRecord(value)) {
    if ("root" in value) out.push(richTextToPlain(value));
    else for (const [k, v] of Object.entries(value)) collectText(v, out, k);
  }
}

/** Every `online_from`/`online_to` instant at any depth of the fields. */
function collectWindowEdges(value: unknown, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v) => collectWindowEdges(v, out));
  else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "online_from" || k === "online_to") && typeof v === "string") out.push(v);
      else collectWindowEdges(v, out);
    }
  }
}

type ModuleRow = Awaited<ReturnType<typeof sources.ownedModules>>[number];

/**
 * The visible text of some modules now, and when that changes next (the earliest window edge after
 * now), so that the index can be refreshed then.
 */
export function modulesText(modules: ModuleRow[], locale: Locale, now: Date): { text: string; staleAt: string | null } {
  const out: string[] = [];
  const edges: string[] = [];
  for (const m of modules) {
    let fields: unknown;
    try {
      fields = JSON.parse(m.fields);
    } catch {
      continue;
    }
    edges.push(...[m.online_from, m.online_to].filter((e): e is string => !!e));
    collectWindowEdges(fields, edges);
    const own = (fields && typeof fields === "object" ? fields : {}) as { online_from?: unknown; online_to?: unknown };
    if (!isInWindow(m.online_from, m.online_to, now)) continue;
    if (!isInWindow(String(own.online_from ?? "") || null, String(own.online_to ?? "") || null, now)) continue;
    collectText(pruneExpiredItems(localizeFields(fields, locale), now), out, null);
  }
  const future = edges.map((e) => Date.parse(e)).filter((t) => Number.isFinite(t) && t > now.getTime());
  return { text: lines(...out), staleAt: future.length ? new Date(Math.min(...future)).toISOString() : null };
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

type Builder = (trx: Executor, ids: number[], now: Date) => Promise<Map<number, (locale: Locale) => Doc | null>>;

const builders: Record<SearchCategory, Builder> = {
  async events(trx, ids) {
    const rows = byId(await sources.eventSources(trx, ids));
    return new Map(ids.map((id) => [id, (locale: Locale) => {
      const e = rows.get(id);
      if (!e || e.is_online !== 1 || e.p_is_online !== 1) return null;
      return {
        ...NO_DOC,
        title: localized(locale, e.title_de, e.title_en) || localized(locale, e.p_title_de, e.p_title_en),
        body: lines(localized(locale, e.subtitle_de, e.subtitle_en), localized(locale, e.teaser_de, e.teaser_en),
          richTextToPlain(localized(locale, e.text_de, e.text_en)), localized(locale, e.room_de, e.room_en), e.venue),
        slug: localized(locale, e.slug_de, e.slug_en),
        date: e.date_start,
        imageId: e.image_id,
        // A visitor looks for what is still to come; an event is found until it ends.
        visibleUntil: e.date_end ?? e.date_start,
      };
    }]));
  },

  async productions(trx, ids, now) {
    const rows = byId(await sources.productionSources(trx, ids));
    const credits = groupBy(await sources.productionCredits(trx, ids), (c) => c.production_id);
    const modules = groupBy(await sources.ownedModules(trx, "production", ids), (m) => m.object_id);
    return new Map(ids.map((id) => [id, (locale: Locale) => {
      const p = rows.get(id);
      if (!p || p.is_online !== 1) return null;
      const people = (credits.get(id) ?? []).map((c) => `${c.first_name} ${c.last_name} (${localized(locale, c.role_de, c.role_en)})`);
      const extra = modulesText(modules.get(id) ?? [], locale, now);
      return {
        ...NO_DOC,
        title: localized(locale, p.title_de, p.title_en),
        body: lines(localized(locale, p.subtitle_de, p.subtitle_en), localized(locale, p.teaser_de, p.teaser_en),
          richTextToPlain(localized(locale, p.text_de, p.text_en)), people.join(", "), extra.text),
        slug: localized(locale, p.slug_de, p.slug_en),
        imageId: p.image_id,
        staleAt: extra.staleAt,
      };
    }]));
  },

  async persons(trx, ids) {
    const rows = byId(await sources.personSources(trx, ids));
    return new Map(ids.map((id) => [id, (locale: Locale) => {
      const p = rows.get(id);
      if (!p || p.is_online !== 1) return null;
      return {
        ...NO_DOC,
        title: `${p.first_name} ${p.last_name}`.trim(),
        body: lines(localized(locale, p.role_de, p.role_en), richTextToPlain(localized(locale, p.biography_de, p.biography_en))),
        slug: p.slug,
        imageId: p.image_id,
      };
    }]));
  },

  async articles(trx, ids) {
    const rows = byId(await sources.articleSources(trx, ids));
    return new Map(ids.map((id) => [id, (locale: Locale) => {
      const a = rows.get(id);
      if (!a || a.is_online !== 1) return null;
      return {
        ...NO_DOC,
        title: localized(locale, a.title_de, a.title_en),
        body: lines(localized(locale, a.teaser_de, a.teaser_en), richTextToPlain(localized(locale, a.body_de, a.body_en))),
        slug: localized(locale, a.slug_de, a.slug_en),
        imageId: a.image_id,
        visibleFrom: a.published_at,
      };
    }]));
  },

  async pages(trx, ids, now) {
    const rows = byId(await sources.pageSources(trx, ids));
    const modules = groupBy(await sources.ownedModules(trx, "page", ids), (m) => m.page_id);
    return new Map(ids.map((id) => [id, (locale: Locale) => {
      const p = rows.get(id);
      // An unclickable page only groups others in the menu.
      if (!p || p.is_online !== 1 || p.is_clickable !== 1) return null;
      const title = localized(locale, p.title_de, p.title_en);
      const headline = localized(locale, p.headline_de, p.headline_en);
      const content = modulesText(modules.get(id) ?? [], locale, now);
      return {
        ...NO_DOC,
        title,
        body: lines(headline === title ? "" : headline, localized(locale, p.meta_description_de, p.meta_description_en), content.text),
        slug: locale === "en" ? p.url_en : p.url_de,
        imageId: p.og_image_id,
        staleAt: content.staleAt,
      };
    }]));
  },
};

/** The documents of these entities in both locales (none for what is offline or gone). */
export async function buildDocuments(trx: Executor, category: SearchCategory, ids: number[], now: Date): Promise<SearchDocumentInput[]> {
  const docs = await builders[category](trx, ids, now);
  return [...docs].flatMap(([refId, build]) =>
    LOCALES.flatMap((locale) => {
      const doc = build(locale);
      return doc && doc.title ? [{ ...doc, category, refId, locale }] : [];
    }),
  );
}
