/**
 * A readable comparison of two states of a page (two versions, or a version and the draft): sections
 * added, removed, moved, re-laid out; modules added, removed, moved; fields changed (per locale for
 * translatable ones) and time windows changed. Pure: the history panel, the no-script history page
 * and a publish's summary use it alike.
 *
 * Sections and modules are the same across both states when their id is; a section whose id is gone
 * but whose slug is still there (a restore may give sections new ids) is the same section. Moves are
 * reported only for what changed order relative to the rest (the longest run kept in order stays
 * put), so adding a section does not "move" every section after it.
 */
import { isRecord } from "~/lib/is-record";
import { parseRichText, richTextToPlain } from "~/lib/rich-text";
import type { Locale } from "~/lib/routes";
import type { DiffLine, PageSnapshot, SnapshotModule, SnapshotSection } from "~/lib/types/page-snapshot";
import { isLocalePair } from "./localized-field";

/** How long a shown value or module excerpt may be before it is cut with "…". */
export const EXCERPT_LENGTH = 60;

/** Fields derived from another field (an image's stored metadata): their change is the other field's. */
const DERIVED_FIELDS = new Set(["image_obj", "image_thumbnails"]);

/** The fields whose text names a module, most telling first. */
const MAIN_TEXT_FIELDS = ["headline", "content", "title", "link_text", "question", "text", "author", "html_code", "embed", "video_url", "file"];

const DIFF_LOCALES: readonly Locale[] = ["de", "en"];

/** `text` in one line, cut to `max` characters with "…". */
export function shorten(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A value as text: a rich text as its plain text, a pair as its German text, a list as its items' texts. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    const rich = parseRichText(value);
    return rich ? richTextToPlain(rich) : value;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(" · ");
  if (parseRichText(value)) return richTextToPlain(value);
  if (isLocalePair(value)) return valueText(value.de) || valueText(value.en);
  if (isRecord(value)) return recordTexts(value).join(" · ");
  return "";
}

/** A record's texts, its main texts first (a list item: its question before its answer). */
function recordTexts(record: Record<string, unknown>): string[] {
  const names = [...MAIN_TEXT_FIELDS.filter((name) => name in record), ...Object.keys(record).filter((name) => !MAIN_TEXT_FIELDS.includes(name))];
  return names.map((name) => valueText(record[name])).filter(Boolean);
}

/** A value reduced to what a reader sees: rich text as plain text, empty values alike, keys in order. */
function comparable(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return parseRichText(value) ? richTextToPlain(value) : value;
  if (Array.isArray(value)) return value.map(comparable);
  if (parseRichText(value)) return richTextToPlain(value);
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, comparable(value[key])] as const)
      .filter(([, v]) => v !== null);
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/** A module's excerpt: the first of its main texts (or of its first item's), shortened. */
export function moduleExcerpt(module: Pick<SnapshotModule, "fields">): string {
  const fields = isRecord(module.fields) ? module.fields : {};
  for (const name of MAIN_TEXT_FIELDS) {
    const text = valueText(fields[name]);
    if (text) return shorten(text, 40);
  }
  const first: unknown = Array.isArray(fields.children) ? fields.children[0] : undefined;
  return isRecord(first) ? shorten(recordTexts(first)[0] ?? "", 40) : "";
}

/** A section as the comparison names it: its slug, else its number. */
export const sectionName = (section: Pick<SnapshotSection, "slug" | "id">): string => section.slug || `#${section.id}`;

/** A module's place as `DiffLine.from`/`to` of a move: section, column and position (both from 1). */
export const modulePlace = (section: string, column: number, position: number): string => `${section}:${column + 1}:${position + 1}`;

export function parseModulePlace(place: string): { section: string; column: number; position: number } | null {
  const match = /^(.*):(\d+):(\d+)$/.exec(place);
  return match ? { section: match[1], column: Number(match[2]), position: Number(match[3]) } : null;
}

/** An online window as `DiffLine.before`/`after`: ISO 8601 interval `from/to`, a side empty when open. */
export const windowValue = (from: string | null, to: string | null): string => `${from ?? ""}/${to ?? ""}`;

export function parseWindowValue(value: string): { from: string | null; to: string | null } {
  const [from = "", to = ""] = value.split("/");
  return { from: from || null, to: to || null };
}

/** The items of `order` that are not in its longest increasing run: those that moved. */
function movedItems<T>(order: T[], rank: (item: T) => number): Set<T> {
  const ranks = order.map(rank);
  const length: number[] = [];
  const previous: number[] = [];
  for (let i = 0; i < ranks.length; i++) {
    length[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j++) {
      if (ranks[j] < ranks[i] && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
  }
  let end = -1;
  for (let i = 0; i < ranks.length; i++) if (end < 0 || length[i] > length[end]) end = i;
  const kept = new Set<number>();
  for (let i = end; i >= 0; i = previous[i]) kept.add(i);
  return new Set(order.filter((_, i) => !kept.has(i)));
}

/** Pairs each section of `after` with its section in `before` (by id, else by slug). */
function matchSections(before: SnapshotSection[], after: SnapshotSection[]): Map<SnapshotSection, SnapshotSection> {
  const matched = new Map<SnapshotSection, SnapshotSection>();
  const used = new Set<SnapshotSection>();
  const byId = new Map(before.map((s) => [s.id, s]));
  for (const section of after) {
    const old = byId.get(section.id);
    if (old) {
      matched.set(section, old);
      used.add(old);
    }
  }
  for (const section of after) {
    if (matched.has(section) || !section.slug) continue;
    const old = before.find((s) => !used.has(s) && s.slug === section.slug);
    if (old) {
      matched.set(section, old);
      used.add(old);
    }
  }
  return matched;
}

interface PlacedModule {
  module: SnapshotModule;
  section: SnapshotSection;
  /** Index within its section's column, in order. */
  position: number;
}

/** Every module of the state with its section and position in its column. */
function placedModules(sections: SnapshotSection[]): Map<number, PlacedModule> {
  const placed = new Map<number, PlacedModule>();
  for (const section of sections) {
    const columns = new Map<number, SnapshotModule[]>();
    for (const module of [...section.modules].sort((a, b) => a.sort - b.sort)) {
      const column = columns.get(module.column_index) ?? [];
      placed.set(module.id, { module, section, position: column.length });
      column.push(module);
      columns.set(module.column_index, column);
    }
  }
  return placed;
}

function fieldLines(section: string, before: SnapshotModule, after: SnapshotModule): DiffLine[] {
  const head = { section, module: after.id, type: after.type, label: moduleExcerpt(after) };
  const lines: DiffLine[] = [];
  const names = [...new Set([...Object.keys(before.fields ?? {}), ...Object.keys(after.fields ?? {})])].filter((n) => !DERIVED_FIELDS.has(n));
  for (const field of names) {
    const old = before.fields?.[field];
    const now = after.fields?.[field];
    if (isLocalePair(old) || isLocalePair(now)) {
      for (const locale of DIFF_LOCALES) {
        const a = isLocalePair(old) ? old[locale] : locale === "de" ? old : undefined;
        const b = isLocalePair(now) ? now[locale] : locale === "de" ? now : undefined;
        if (!same(a, b)) lines.push({ kind: "field-changed", ...head, field, locale, before: shorten(valueText(a)), after: shorten(valueText(b)) });
      }
    } else if (!same(old, now)) {
      lines.push({ kind: "field-changed", ...head, field, locale: null, before: shorten(valueText(old)), after: shorten(valueText(now)) });
    }
  }
  if ((before.online_from ?? null) !== (after.online_from ?? null) || (before.online_to ?? null) !== (after.online_to ?? null)) {
    lines.push({ kind: "window-changed", ...head, before: windowValue(before.online_from, before.online_to), after: windowValue(after.online_from, after.online_to) });
  }
  return lines;
}

const moduleHead = (section: string, module: SnapshotModule) => ({ section, module: module.id, type: module.type, label: moduleExcerpt(module) });

/** What changed from `before` to `after`, section by section in the order of `after` (removed sections first). */
export function diffSnapshots(before: PageSnapshot, after: PageSnapshot): DiffLine[] {
  const oldSections = [...before.sections].sort((a, b) => a.sort - b.sort);
  const newSections = [...after.sections].sort((a, b) => a.sort - b.sort);
  const matched = matchSections(oldSections, newSections);
  const kept = new Set(matched.values());
  const lines: DiffLine[] = [];

  for (const old of oldSections) {
    if (!kept.has(old)) lines.push({ kind: "section-removed", section: sectionName(old), modules: old.modules.length });
  }

  const common = newSections.filter((s) => matched.has(s));
  const movedSections = movedItems(common, (s) => oldSections.indexOf(matched.get(s)!));
  const oldPlaced = placedModules(oldSections);
  const newPlaced = placedModules(newSections);
  // A module's old section as the new state knows it (a section matched by slug has a new id).
  const newSectionOf = new Map<SnapshotSection, SnapshotSection>([...matched].map(([now, old]) => [old, now]));

  // Modules that stayed in their section and column but changed order against the others there.
  const movedInColumn = new Set<number>();
  for (const section of common) {
    const columns = new Map<number, PlacedModule[]>();
    for (const placed of newPlaced.values()) {
      if (placed.section !== section) continue;
      const old = oldPlaced.get(placed.module.id);
      if (!old || newSectionOf.get(old.section) !== section || old.module.column_index !== placed.module.column_index) continue;
      const list = columns.get(placed.module.column_index) ?? [];
      list.push(placed);
      columns.set(placed.module.column_index, list);
    }
    for (const list of columns.values()) {
      list.sort((a, b) => a.position - b.position);
      for (const placed of movedItems(list, (p) => oldPlaced.get(p.module.id)!.position)) movedInColumn.add(placed.module.id);
    }
  }

  for (const section of newSections) {
    const name = sectionName(section);
    const old = matched.get(section);
    if (!old) {
      lines.push({ kind: "section-added", section: name, modules: section.modules.length });
      continue;
    }
    if (movedSections.has(section)) {
      lines.push({ kind: "section-moved", section: name, from: oldSections.indexOf(old) + 1, to: newSections.indexOf(section) + 1 });
    }
    if (old.layout !== section.layout) lines.push({ kind: "layout-changed", section: name, from: old.layout, to: section.layout });

    for (const oldModule of [...old.modules].sort((a, b) => a.sort - b.sort)) {
      if (!newPlaced.has(oldModule.id)) lines.push({ kind: "module-removed", ...moduleHead(name, oldModule) });
    }
    for (const placed of [...newPlaced.values()].filter((p) => p.section === section)) {
      const module = placed.module;
      const was = oldPlaced.get(module.id);
      // A module from a removed section counts as added here: its old section is reported removed with its count.
      if (!was || !newSectionOf.has(was.section)) {
        lines.push({ kind: "module-added", ...moduleHead(name, module) });
        continue;
      }
      const oldSection = newSectionOf.get(was.section)!;
      if (oldSection !== section || was.module.column_index !== module.column_index || movedInColumn.has(module.id)) {
        lines.push({
          kind: "module-moved",
          ...moduleHead(name, module),
          from: modulePlace(sectionName(oldSection), was.module.column_index, was.position),
          to: modulePlace(name, module.column_index, placed.position),
        });
      }
      lines.push(...fieldLines(name, was.module, module));
    }
  }
  return lines;
}
