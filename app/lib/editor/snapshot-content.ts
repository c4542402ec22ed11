/**
 * What a page's snapshot (app/lib/types/page-snapshot.ts) holds as content: its sections as the page
 * renders them, whether two snapshots hold the same content, and a short count of what changed.
 * Content is sections and modules as data: ids of kept rows are stable, so they count; timestamps,
 * revisions and the page's own row (edited live in the admin, never drafted) do not.
 */
import type { Locale } from "~/lib/routes";
import type { SectionRecord } from "~/lib/types/page-sections";
import type { DiffLine, PageSnapshot, SnapshotModule, SnapshotSection } from "~/lib/types/page-snapshot";

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

function parseClasses(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map((entry) => (typeof entry === "string" ? entry : "")) : [];
  } catch {
    return [];
  }
}

/** The snapshot's sections as the page renders them (the shape of `getPageSections`). */
export function snapshotSections(snapshot: PageSnapshot): SectionRecord[] {
  return [...snapshot.sections].sort(bySort).map((section) => ({
    id: section.id,
    slug: section.slug,
    parentId: section.parent_id,
    layout: section.layout,
    classes: section.classes,
    columnClasses: parseClasses(section.column_classes),
    revision: 0,
    modules: [...section.modules]
      .sort((a, b) => a.column_index - b.column_index || bySort(a, b))
      .map((m) => ({ id: m.id, type: m.type, columnIndex: m.column_index, fields: m.fields, onlineFrom: m.online_from, onlineTo: m.online_to })),
  }));
}

function moduleContent(m: SnapshotModule) {
  return [m.id, m.type, m.column_index, m.sort, m.fields, m.online_from, m.online_to];
}

function sectionContent(s: SnapshotSection) {
  return [s.id, s.slug, s.parent_id, s.layout, s.classes, s.column_classes, s.content_type, s.object_id, s.sort, [...s.modules].sort(bySort).map(moduleContent)];
}

/** The snapshot's content as one comparable text. */
export function contentKey(snapshot: PageSnapshot): string {
  return JSON.stringify([...snapshot.sections].sort(bySort).map(sectionContent));
}

export function sameContent(a: PageSnapshot, b: PageSnapshot): boolean {
  return contentKey(a) === contentKey(b);
}

const LOCALES: Locale[] = ["de", "en"];

function modulesById(snapshot: PageSnapshot): Map<number, SnapshotModule> {
  return new Map(snapshot.sections.flatMap((s) => s.modules.map((m) => [m.id, m] as const)));
}

/** The locales whose texts differ in a field value; a value that is no {de, en} pair counts for both. */
function fieldLocales(before: unknown, after: unknown): Locale[] {
  const pair = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && ("de" in v || "en" in v);
  if (pair(before) && pair(after)) return LOCALES.filter((l) => JSON.stringify(before[l]) !== JSON.stringify(after[l]));
  return JSON.stringify(before) === JSON.stringify(after) ? [] : LOCALES;
}

export interface ChangeCount {
  sectionsAdded: number;
  sectionsRemoved: number;
  sectionsChanged: number;
  modulesAdded: number;
  modulesRemoved: number;
  modulesChanged: number;
  /** The locales whose texts changed; structure (anything but a text of one locale) counts for both. */
  locales: Locale[];
}

/** What changed from one snapshot to the next, counted. */
export function countChanges(before: PageSnapshot, after: PageSnapshot): ChangeCount {
  const oldSections = new Map(before.sections.map((s) => [s.id, s]));
  const newSections = new Map(after.sections.map((s) => [s.id, s]));
  const oldModules = modulesById(before);
  const newModules = modulesById(after);
  const locales = new Set<Locale>();
  const count: ChangeCount = { sectionsAdded: 0, sectionsRemoved: 0, sectionsChanged: 0, modulesAdded: 0, modulesRemoved: 0, modulesChanged: 0, locales: [] };
  const structure = () => LOCALES.forEach((l) => locales.add(l));
  for (const [id, section] of newSections) {
    const old = oldSections.get(id);
    if (!old) {
      count.sectionsAdded++;
      structure();
    } else if (JSON.stringify(sectionContent({ ...old, modules: [] })) !== JSON.stringify(sectionContent({ ...section, modules: [] }))) {
      count.sectionsChanged++;
      structure();
    }
  }
  for (const id of oldSections.keys()) {
    if (!newSections.has(id)) {
      count.sectionsRemoved++;
      structure();
    }
  }
  for (const [id, module] of newModules) {
    const old = oldModules.get(id);
    if (!old) {
      count.modulesAdded++;
      structure();
      continue;
    }
    const moved = old.section_id !== module.section_id || old.column_index !== module.column_index || old.sort !== module.sort || old.type !== module.type;
    const windowChanged = old.online_from !== module.online_from || old.online_to !== module.online_to;
    const keys = new Set([...Object.keys(old.fields), ...Object.keys(module.fields)]);
    const fieldChanges = [...keys].flatMap((key) => fieldLocales(old.fields[key], module.fields[key]));
    if (moved || windowChanged) structure();
    fieldChanges.forEach((l) => locales.add(l));
    if (moved || windowChanged || fieldChanges.length > 0) count.modulesChanged++;
  }
  for (const id of oldModules.keys()) {
    if (!newModules.has(id)) {
      count.modulesRemoved++;
      structure();
    }
  }
  count.locales = LOCALES.filter((l) => locales.has(l));
  return count;
}

/** The count as a short English line for the history ("3 modules changed, 1 section added"). */
export function countSummary(count: ChangeCount): string {
  const part = (n: number, noun: string, verb: string) => (n > 0 ? `${n} ${noun}${n === 1 ? "" : "s"} ${verb}` : null);
  const parts = [
    part(count.modulesChanged, "module", "changed"), part(count.modulesAdded, "module", "added"), part(count.modulesRemoved, "module", "removed"),
    part(count.sectionsChanged, "section", "changed"), part(count.sectionsAdded, "section", "added"), part(count.sectionsRemoved, "section", "removed"),
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(", ") : "no changes";
}

/** A summary and the touched locales from a readable comparison's lines (see app/lib/editor/version-diff.ts). */
export function linesSummary(lines: DiffLine[]): { summary: string; locales: Locale[] } {
  const counts = new Map<string, number>();
  const locales = new Set<Locale>();
  for (const line of lines) {
    const [noun, verb] = LINE_LABELS[line.kind];
    const label = `${noun}|${verb}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
    if (line.kind === "field-changed" && line.locale) locales.add(line.locale);
    else LOCALES.forEach((l) => locales.add(l));
  }
  const summary = [...counts].map(([label, n]) => {
    const [noun, verb] = label.split("|");
    return `${n} ${noun}${n === 1 ? "" : "s"} ${verb}`;
  }).join(", ");
  return { summary, locales: LOCALES.filter((l) => locales.has(l)) };
}

const LINE_LABELS: Record<DiffLine["kind"], [noun: string, verb: string]> = {
  "section-added": ["section", "added"], "section-removed": ["section", "removed"], "section-moved": ["section", "moved"], "layout-changed": ["layout", "changed"],
  "module-added": ["module", "added"], "module-removed": ["module", "removed"], "module-moved": ["module", "moved"],
  "field-changed": ["field", "changed"], "window-changed": ["time window", "changed"],
};
