import { describe, expect, it } from "vitest";
import { germanStem } from "./german-stem";

// Expected stems are PostgreSQL's (`ts_lexize('german_stem', word)`), the reference the index must match.
const CASES: Record<string, string> = {
  aufeinanderfolgenden: "aufeinanderfolg",
  kenntnisse: "kenntnis",
  häuser: "haus",
  lesung: "lesung",
  lesungen: "lesung",
  lesen: "les",
  schönheit: "schonheit",
  freundlichkeit: "freundlich",
  möglichkeit: "moglich",
  verständlich: "verstand",
  befestigung: "befest",
  wichtigsten: "wichtig",
  ältesten: "alt",
  kindern: "kind",
  bücher: "buch",
  größte: "grosst",
  feuer: "feu",
  bauen: "bau",
  abenteuer: "abenteu",
  ewigkeit: "ewig",
  heiligkeit: "heilig",
  geschichten: "geschicht",
  füchsin: "fuchsin",
  aktuell: "aktuell",
  jüngste: "jung",
};

describe("germanStem", () => {
  it.each(Object.entries(CASES))("%s → %s", (word, stem) => {
    expect(germanStem(word)).toBe(stem);
  });

  it("gives singular and plural the same stem", () => {
    expect(germanStem("lesungen")).toBe(germanStem("lesung"));
    expect(germanStem("bücher")).toBe(germanStem("buch"));
  });

  it("leaves short words, numbers and words without a region alone", () => {
    expect(germanStem("ab")).toBe("ab");
    expect(germanStem("2019")).toBe("2019");
    expect(germanStem("")).toBe("");
  });

  it("maps ß to ss and drops umlaut dots", () => {
    expect(germanStem("straße")).toBe(germanStem("strasse"));
    expect(germanStem("füchsin")).toBe(germanStem("fuchsin"));
  });
});
