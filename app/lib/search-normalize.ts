/**
 * How text becomes search terms, the same for the index and the query (docs/decisions/0010-search.md):
 *
 * 1. lower case, split into words of letters and digits;
 * 2. German only: the Snowball "german2" step — ae, oe, ue written for ä, ö, ü become the umlaut
 *    (not ue after q, not u between vowels: "Feuer", "Quelle" stay), then the stop words go;
 * 3. ß → ss, umlauts and other accents lose their marks ("Füchsin" → "fuchsin");
 * 4. German only: the Snowball German stemmer ("Lesungen" → "lesung").
 *
 * Steps 1–3 run in JavaScript on both engines; PostgreSQL gets the words of step 3 and stems them
 * with its `german` configuration, SQLite gets step 4 from app/lib/german-stem.ts. English text is
 * not stemmed (PostgreSQL's `simple` configuration), so both engines agree without a second stemmer.
 */
import { germanStem } from "./german-stem";
import { GERMAN_STOP_WORDS } from "./german-stopwords";
import type { Locale } from "./routes";

const WORD = /[\p{L}\p{N}]+/gu;
const VOWELS = new Set("aeiouyäöü");
const UMLAUT_PAIRS: Record<string, string> = { ae: "ä", oe: "ö", ue: "ü" };
/** Words longer than this are not words (hashes, pasted URLs). */
const MAX_WORD = 60;

/** The lower-case words of a text with their offsets. */
export function wordsWithOffsets(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index!, end: m.index! + m[0].length }));
}

/** Snowball german2's pre-step: ae/oe/ue → ä/ö/ü, except ue after q and u between two vowels. */
export function german2(word: string): string {
  const chars = [...word];
  // The u (and y) between vowels is a consonant ("Feuer", "bauen"): marked upper case meanwhile.
  for (let i = 1; i < chars.length - 1; i++) {
    const c = chars[i]!;
    if ((c === "u" || c === "y") && VOWELS.has(chars[i - 1]!) && VOWELS.has(chars[i + 1]!)) chars[i] = c.toUpperCase();
  }
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const pair = chars[i]! + (chars[i + 1] ?? "");
    if (pair === "qu") {
      out += pair;
      i++;
    } else if (UMLAUT_PAIRS[pair]) {
      out += UMLAUT_PAIRS[pair];
      i++;
    } else {
      out += chars[i];
    }
  }
  return out.replace(/U/g, "u").replace(/Y/g, "y");
}

/** ß → ss; umlauts and accents lose their marks. */
export function fold(word: string): string {
  return word.replace(/ß/g, "ss").normalize("NFKD").replace(/\p{M}/gu, "");
}

const STOP = new Set(GERMAN_STOP_WORDS.flatMap((w) => [w, fold(w)]));

/** One word after steps 2–3, or null when it is not searched for (stop word, too short or long). */
export function normalizeWord(word: string, locale: Locale): string | null {
  if (word.length > MAX_WORD) return null;
  let w = word.toLowerCase();
  if (locale === "de") {
    w = german2(w);
    if (STOP.has(w)) return null;
  }
  w = fold(w);
  if (locale === "de" && STOP.has(w)) return null;
  // Single letters carry no meaning alone; single digits do ("ab 3").
  if (w.length < 2 && !/\d/.test(w)) return null;
  return w;
}

/** Steps 1–3: the words PostgreSQL's configuration receives. */
export function indexWords(text: string, locale: Locale): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const w = normalizeWord(m[0], locale);
    if (w !== null) out.push(w);
  }
  return out;
}

/** Step 4 for one normalised word. */
export function stemWord(word: string, locale: Locale): string {
  return locale === "de" ? germanStem(word) : word;
}

/**
 * Remembers the answers of a string function (the same words recur in every search's excerpts), at
 * most `max` of them: then it starts afresh.
 */
export function remembered<T>(fn: (value: string) => T, max = 20_000): (value: string) => T {
  const cache = new Map<string, T>();
  return (value) => {
    if (cache.has(value)) return cache.get(value)!;
    const result = fn(value);
    if (cache.size >= max) cache.clear();
    cache.set(value, result);
    return result;
  };
}

const terms: Record<Locale, (word: string) => string | null> = {
  de: remembered((word) => {
    const w = normalizeWord(word, "de");
    return w === null ? null : germanStem(w);
  }),
  en: remembered((word) => normalizeWord(word, "en")),
};

/** Steps 2–4 for one word of a text: the term it is indexed as, or null (remembered). */
export function termOf(word: string, locale: Locale): string | null {
  return terms[locale](word);
}

/** Steps 1–4: the terms SQLite's FTS5 table holds. */
export function indexStems(text: string, locale: Locale): string[] {
  return indexWords(text, locale).map((w) => stemWord(w, locale));
}

/**
 * A case- and spelling-insensitive key for "the title starts with what was typed": lower case,
 * ä/ö/ü → ae/oe/ue, ß → ss, other accents dropped, runs of non-letters → one space.
 */
export const prefixKey = remembered(spellOut);

function spellOut(text: string): string {
  const spelled = text.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue");
  return fold(spelled).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}
