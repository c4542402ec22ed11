import { describe, expect, it } from "vitest";
import { searchExcerpt } from "./search-excerpt";

const filler = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(" ");

describe("searchExcerpt", () => {
  it("returns short text as it is", () => {
    expect(searchExcerpt("Kurz  und\nknapp.", ["knapp"], "de")).toBe("Kurz und knapp.");
  });

  it("shows the first match with some text before it, cut at spaces", () => {
    const text = `${filler(40)} Die Lesungen beginnen um 10 Uhr. ${filler(40)}`;
    const excerpt = searchExcerpt(text, ["lesung"], "de", 120);
    expect(excerpt).toMatch(/^… /);
    expect(excerpt).toMatch(/ …$/);
    expect(excerpt).toContain("Lesungen beginnen");
    expect(excerpt.length).toBeLessThanOrEqual(124);
    expect(excerpt.indexOf("Lesungen")).toBeGreaterThan(20);
  });

  it("finds umlaut spellings and starts at the beginning without a match", () => {
    const text = `${filler(30)} Die Füchsin frisst Bücher. ${filler(30)}`;
    expect(searchExcerpt(text, ["fuchsin"], "de", 100)).toContain("Füchsin");
    expect(searchExcerpt(text, ["nichtda"], "de", 100)).toMatch(/^wort0 wort1 .* …$/);
  });

  it("keeps the window full at the end of the text", () => {
    const text = `${filler(40)} Schluss`;
    expect(searchExcerpt(text, ["schluss"], "de", 80)).toMatch(/^… .*Schluss$/);
  });
});

describe("searchExcerpt spellings", () => {
  it("finds the match however the text spells the umlaut, and only whole-word stems", () => {
    const text = (word: string) => `${filler(30)} ${word} ${filler(30)}`;
    expect(searchExcerpt(text("Maedchen"), ["madchen"], "de", 80)).toContain("Maedchen");
    expect(searchExcerpt(text("Straße"), ["strasse"], "de", 80)).toContain("Straße");
    expect(searchExcerpt(text("Theaterstück"), ["theater"], "de", 80)).toMatch(/^wort0 /); // another word
    expect(searchExcerpt(text("Løvland"), ["løvland"], "de", 80)).toContain("Løvland");
    expect(searchExcerpt(text("x"), [], "de", 80)).toMatch(/^wort0 .* …$/);
  });
});
