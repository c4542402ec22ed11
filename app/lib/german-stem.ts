/**
 * The Snowball German stemmer (https://snowballstem.org/algorithms/german/stemmer.html), the same
 * algorithm PostgreSQL's `german` text-search configuration runs. SQLite has no stemmer, so the
 * search index stems in JavaScript there; tests/integration/search.test.ts checks on PostgreSQL that
 * both give the same stems for every word of the demo data (docs/decisions/0010-search.md).
 *
 * Input: one lower-case word. ß, ä, ö, ü are handled (ß → ss; umlauts lose their dots at the end).
 */

const VOWELS = new Set("aeiouyäöü");
const S_ENDING = new Set("bdfghklmnrt");
const ST_ENDING = new Set("bdfghklmnt");

const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c);

/** u and y between vowels are consonants here; they are marked U and Y while the stemmer runs. */
function markConsonantUY(chars: string[]): void {
  for (let i = 1; i < chars.length - 1; i++) {
    const c = chars[i];
    if ((c === "u" || c === "y") && isVowel(chars[i - 1]) && isVowel(chars[i + 1])) chars[i] = c.toUpperCase();
  }
}

/** The start of the region after the first non-vowel that follows a vowel, searching from `from`. */
function regionAfter(chars: string[], from: number): number {
  for (let i = from + 1; i < chars.length; i++) {
    if (isVowel(chars[i - 1]) && !isVowel(chars[i])) return i + 1;
  }
  return chars.length;
}

/** The longest of `suffixes` that `word` ends with. */
function longestSuffix(word: string, suffixes: readonly string[]): string | null {
  let best: string | null = null;
  for (const s of suffixes) if (word.endsWith(s) && (best === null || s.length > best.length)) best = s;
  return best;
}

const STEP1 = ["em", "ern", "er", "e", "en", "es", "s"] as const;
const STEP2 = ["en", "er", "est", "st"] as const;
const STEP3 = ["end", "ung", "ig", "ik", "isch", "lich", "heit", "keit"] as const;

export function germanStem(input: string): string {
  const chars = [...input.replace(/ß/g, "ss")];
  markConsonantUY(chars);
  let word = chars.join("");
  // R1 starts at least 3 letters in; R2 is the same rule applied again inside R1.
  const p1 = chars.length < 3 ? chars.length : Math.max(3, regionAfter(chars, 0));
  const p2 = p1 >= chars.length ? chars.length : regionAfter(chars, regionAfter(chars, 0));
  const at = (suffix: string) => word.length - suffix.length;
  const cut = (n: number) => (word = word.slice(0, word.length - n));

  const s1 = longestSuffix(word, STEP1);
  if (s1 && at(s1) >= p1) {
    if (s1 === "s") {
      if (S_ENDING.has(word[at(s1) - 1] ?? "")) cut(1);
    } else {
      cut(s1.length);
      if ((s1 === "e" || s1 === "en" || s1 === "es") && word.endsWith("niss")) cut(1);
    }
  }

  const s2 = longestSuffix(word, STEP2);
  if (s2 && at(s2) >= p1) {
    if (s2 !== "st") cut(s2.length);
    else if (ST_ENDING.has(word[at(s2) - 1] ?? "") && at(s2) - 1 >= 3) cut(2);
  }

  const s3 = longestSuffix(word, STEP3);
  if (s3 && at(s3) >= p2) {
    if (s3 === "end" || s3 === "ung") {
      cut(3);
      if (word.endsWith("ig") && word[at("ig") - 1] !== "e" && at("ig") >= p2) cut(2);
    } else if (s3 === "ig" || s3 === "ik" || s3 === "isch") {
      if (word[at(s3) - 1] !== "e") cut(s3.length);
    } else if (s3 === "lich" || s3 === "heit") {
      cut(4);
      if ((word.endsWith("er") || word.endsWith("en")) && at("er") >= p1) cut(2);
    } else {
      cut(4); // keit
      const s = longestSuffix(word, ["lich", "ig"]);
      if (s && at(s) >= p2) cut(s.length);
    }
  }

  return word.replace(/U/g, "u").replace(/Y/g, "y").replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u");
}
