import { db } from "~/db/db.server";
import { memoArgsUntilChange } from "~/db/memo.server";
import type { Page as PageRow } from "~/db/schema";
import { localized } from "~/lib/localize";
import type { Locale } from "~/lib/routes";
import type { SectionRecord } from "~/lib/types/page-sections";
import { snapshotSections } from "~/lib/editor/snapshot-content";
import { findPublishedSnapshot, parseVersionSnapshot } from "./page-versions.server";

export interface PageSummary {
  id: number;
  urls: Record<Locale, string>;
  title: string;
  headline: string;
  metaTitle: string;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  ogImageId: number | null;
  ogType: string;
  contentType: string;
  isOnline: boolean;
  isClickable: boolean;
  isLandingPage: boolean;
  inMenu: boolean;
  inFooter: boolean;
  parentId: number | null;
}

export function pagePath(locale: Locale, url: string): string {
  return url ? `/${locale}/${url}` : `/${locale}`;
}

function toSummary(row: PageRow, locale: Locale): PageSummary {
  const text = (key: "title" | "headline" | "meta_title" | "meta_description" | "og_title" | "og_description") =>
    localized(locale, row[`${key}_de`], row[`${key}_en`]);
  return {
    id: row.id,
    urls: { de: pagePath("de", row.url_de), en: pagePath("en", row.url_en) },
    title: text("title"),
    headline: text("headline") || text("title"),
    metaTitle: text("meta_title") || text("title"),
    metaDescription: text("meta_description"),
    ogTitle: text("og_title") || text("meta_title") || text("title"),
    ogDescription: text("og_description") || text("meta_description"),
    ogImageId: row.og_image_id,
    ogType: row.og_type,
    contentType: row.content_type,
    isOnline: row.is_online === 1,
    isClickable: row.is_clickable === 1,
    isLandingPage: row.is_landing_page === 1,
    inMenu: row.in_menu === 1,
    inFooter: row.in_footer === 1,
    parentId: row.parent_id,
  };
}

async function readPageByPath(locale: Locale, path: string): Promise<PageSummary | undefined> {
  const column = locale === "en" ? "url_en" : "url_de";
  const row = await db().selectFrom("pages").selectAll().where(column, "=", path).executeTakeFirst();
  return row ? toSummary(row, locale) : undefined;
}

/**
 * The page whose URL in this locale is `path` (below the locale prefix, no slashes around), kept
 * until the content changes: the programme, the magazine and the catalogue's lists read their page's
 * headline and meta texts on every render. Keys are addresses visitors choose, hence bounded.
 * Callers share what it answers and change nothing of it.
 */
export const findPageByPath: (locale: Locale, path: string) => Promise<PageSummary | undefined> = memoArgsUntilChange(readPageByPath, 500);

/** The chain of ancestors, root first (for the breadcrumb). */
export async function findPageAncestors(locale: Locale, page: PageSummary): Promise<PageSummary[]> {
  const chain: PageSummary[] = [];
  let parentId = page.parentId;
  while (parentId !== null && chain.length < 10) {
    const row = await db().selectFrom("pages").selectAll().where("id", "=", parentId).executeTakeFirst();
    if (!row) break;
    const summary = toSummary(row, locale);
    chain.unshift(summary);
    parentId = summary.parentId;
  }
  return chain;
}

function parseJsonSafe(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

/** A page as a visitor's request reads it: with its ancestors (the breadcrumb) and its published sections. */
export interface PublishedPage {
  page: PageSummary;
  ancestors: PageSummary[];
  sections: SectionRecord[];
}

/**
 * The page whose URL in this locale is `path`, with its ancestors and published sections. Kept until
 * the content changes: a render the page cache cannot answer reads the page no more. Keys are
 * addresses visitors choose, hence bounded. Callers share what it answers and change nothing of it.
 */
export const findPublishedPage: (locale: Locale, path: string) => Promise<PublishedPage | undefined> = memoArgsUntilChange(readPublishedPage, 500);

async function readPublishedPage(locale: Locale, path: string): Promise<PublishedPage | undefined> {
  const page = await readPageByPath(locale, path);
  if (!page) return undefined;
  const [ancestors, sections] = await Promise.all([findPageAncestors(locale, page), getPublishedSections(page.id)]);
  return { page, ancestors, sections };
}

/**
 * What visitors see of a page: its published version's sections, or its rows when it has no
 * published version yet (never edited since drafts exist).
 */
export async function getPublishedSections(pageId: number): Promise<SectionRecord[]> {
  const snapshot = await findPublishedSnapshot(pageId);
  return snapshot ? snapshotSections(snapshot) : getPageSections(pageId);
}

/** A version's sections (undefined when the page has no such version). */
export async function getVersionSections(pageId: number, versionId: number): Promise<SectionRecord[] | undefined> {
  const version = await db().selectFrom("page_versions").select("snapshot").where("page_id", "=", pageId).where("id", "=", versionId).executeTakeFirst();
  const snapshot = version ? parseVersionSnapshot(version) : null;
  return snapshot ? snapshotSections(snapshot) : undefined;
}

/** A page's draft: its sections in order, each with its modules (two queries, whatever the size). */
export async function getPageSections(pageId: number): Promise<SectionRecord[]> {
  const sections = await db()
    .selectFrom("container_sections")
    .selectAll()
    .where("page_id", "=", pageId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  if (sections.length === 0) return [];
  const modules = await db()
    .selectFrom("modules")
    .selectAll()
    .where(
      "section_id",
      "in",
      sections.map((s) => s.id),
    )
    .orderBy("column_index")
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return sections.map((section) => ({
    id: section.id,
    slug: section.slug,
    parentId: section.parent_id,
    layout: section.layout,
    classes: section.classes,
    columnClasses: (parseJsonSafe(section.column_classes, []) as string[]) ?? [],
    revision: section.revision,
    modules: modules
      .filter((m) => m.section_id === section.id)
      .map((m) => ({
        id: m.id,
        type: m.type,
        columnIndex: m.column_index,
        fields: parseJsonSafe(m.fields, {}),
        onlineFrom: m.online_from,
        onlineTo: m.online_to,
      })),
  }));
}

export async function findSectionBySlug(slug: string) {
  return db().selectFrom("container_sections").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** A saved version of a page (editors only), as stored. */
export async function findPageVersion(pageId: number, versionId: number) {
  const row = await db()
    .selectFrom("page_versions")
    .select(["id", "version", "snapshot", "created_at"])
    .where("page_id", "=", pageId)
    .where("id", "=", versionId)
    .executeTakeFirst();
  return row ? { ...row, snapshot: parseJsonSafe(row.snapshot, null) } : undefined;
}
