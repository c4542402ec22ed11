/**
 * A comparison's line (`DiffLine`, see ./version-diff.ts) as a sentence in the editor's language:
 * module types, field names and locales by their editor names, times in Berlin time.
 */
import type { DiffLine } from "~/lib/types/page-snapshot";
import { formatBerlin } from "./berlin-time";
import { fillText, type EditorLocale, type EditorTexts } from "./texts";
import { parseModulePlace, parseWindowValue } from "./version-diff";

const named = <T extends Record<string, string>>(names: T, key: string): string => (key in names ? names[key as keyof T] : key);

function moduleName(line: { type: string; label: string }, texts: EditorTexts): string {
  const type = named(texts.moduleTypes, line.type);
  return line.label ? fillText(texts.history.diff.moduleWith, { type, label: line.label }) : fillText(texts.history.diff.module, { type });
}

function placeText(place: string, texts: EditorTexts): string {
  const parsed = parseModulePlace(place);
  return parsed ? fillText(texts.history.diff.place, parsed) : place;
}

function windowText(value: string, texts: EditorTexts, locale: EditorLocale): string {
  const { from, to } = parseWindowValue(value);
  const t = texts.history.diff;
  const time = (iso: string | null) => (iso ? formatBerlin(iso, locale) : t.openEnd);
  return fillText(t.window, { from: time(from), to: time(to) });
}

export function diffLineText(line: DiffLine, texts: EditorTexts, locale: EditorLocale): string {
  const t = texts.history.diff;
  switch (line.kind) {
    case "section-added":
      return fillText(t.sectionAdded, line);
    case "section-removed":
      return fillText(t.sectionRemoved, line);
    case "section-moved":
      return fillText(t.sectionMoved, line);
    case "layout-changed":
      return fillText(t.layoutChanged, { section: line.section, from: named(texts.sections.layouts, line.from), to: named(texts.sections.layouts, line.to) });
    case "module-added":
      return fillText(t.moduleAdded, { module: moduleName(line, texts), section: line.section });
    case "module-removed":
      return fillText(t.moduleRemoved, { module: moduleName(line, texts), section: line.section });
    case "module-moved":
      return fillText(t.moduleMoved, { module: moduleName(line, texts), from: placeText(line.from, texts), to: placeText(line.to, texts) });
    case "field-changed": {
      const values = {
        module: moduleName(line, texts),
        field: named(texts.fields.labels, line.field),
        before: line.before || t.empty,
        after: line.after || t.empty,
      };
      return line.locale ? fillText(t.fieldChangedIn, { ...values, locale: t.locales[line.locale] }) : fillText(t.fieldChanged, values);
    }
    case "window-changed":
      return fillText(t.windowChanged, { module: moduleName(line, texts), before: windowText(line.before, texts, locale), after: windowText(line.after, texts, locale) });
  }
}
