import type { Locale } from "./routes";
import { stemWord, termOf } from "./search-normalize";

/** Characters of context shown before the first match. */
const LEAD = 60;
const WORD_AT = /[\p{L}\p{N}]+/uy;

/** Spellings a stem's letters may have in the text (the stem is folded: ä → a, ß → ss). */
const SPELLINGS: Record<string, string> = { a: "(?:ae|a|ä)", o: "(?:oe|o|ö)", u: "(?:ue|u|ü)", ss: "(?:ss|ß)" };

/**
 * Where words may start that stem to one of `stems`: a cheap regular expression first, so that
 * only its candidates are stemmed (stemming every word of every hit's text costs more than the query).
 */
function candidates(stems: string[]): RegExp {
  const patterns = stems.map((stem) => stem.replace(/ss|[aou]|[^a-z0-9]/g, (c) => SPELLINGS[c] ?? `\\u{${c.codePointAt(0)!.toString(16)}}`));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join("|")})`, "giu");
}

/**
 * A plain-text excerpt of `text` of at most about `length` characters around the first word that
 * matches one of the (normalised) query words, or its start when none does. Cut at spaces, "…" marks a cut.
 */
export function searchExcerpt(text: string, words: string[], locale: Locale, length = 200): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  const stems = words.map((w) => stemWord(w, locale));
  const wanted = new Set(stems);
  let hit = -1;
  for (const m of stems.length ? clean.matchAll(candidates(stems)) : []) {
    WORD_AT.lastIndex = m.index!;
    const word = WORD_AT.exec(clean)?.[0] ?? "";
    if (wanted.has(termOf(word.toLowerCase(), locale) ?? "")) {
      hit = m.index!;
      break;
    }
  }
  let start = hit > 0 ? Math.max(0, hit - LEAD) : 0;
  if (start > 0) start = clean.indexOf(" ", start) + 1 || start;
  // Near the end, the window ends with the text (starting at the first word that still fits).
  if (clean.length - start < length) start = clean.indexOf(" ", clean.length - length - 1) + 1;
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) end = clean.lastIndexOf(" ", end) > start ? clean.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${clean.slice(start, end).trim()}${end < clean.length ? " …" : ""}`;
}
