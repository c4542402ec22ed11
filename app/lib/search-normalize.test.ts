import { describe, expect, it } from "vitest";
import { fold, german2, indexStems, indexWords, normalizeWord, prefixKey, wordsWithOffsets } from "./search-normalize";

describe("german2", () => {
  it("reads ae, oe, ue as umlauts", () => {
    expect(german2("fuechsin")).toBe("füchsin");
    expect(german2("woerter")).toBe("wörter");
    expect(german2("maerchen")).toBe("märchen");
  });

  it("keeps ue after q and u between vowels", () => {
    expect(german2("quelle")).toBe("quelle");
    expect(german2("feuer")).toBe("feuer");
    expect(german2("bauen")).toBe("bauen");
    expect(german2("abenteuer")).toBe("abenteuer");
  });
});

describe("normalizeWord", () => {
  it("folds ß and accents", () => {
    expect(fold("straße")).toBe("strasse");
    expect(fold("café")).toBe("cafe");
    expect(normalizeWord("Größe", "de")).toBe("grosse");
  });

  it("drops German stop words, also when spelled without umlaut", () => {
    expect(normalizeWord("die", "de")).toBeNull();
    expect(normalizeWord("für", "de")).toBeNull();
    expect(normalizeWord("fuer", "de")).toBeNull();
    expect(normalizeWord("die", "en")).toBe("die");
  });

  it("drops single letters but keeps single digits", () => {
    expect(normalizeWord("s", "en")).toBeNull();
    expect(normalizeWord("3", "de")).toBe("3");
  });
});

describe("indexStems", () => {
  it("makes ü, ue and u one term, and ß and ss one term", () => {
    expect(indexStems("Füchsin", "de")).toEqual(indexStems("Fuechsin", "de"));
    expect(indexStems("Füchsin", "de")).toEqual(indexStems("Fuchsin", "de"));
    expect(indexStems("Straße", "de")).toEqual(indexStems("Strasse", "de"));
  });

  it("stems German words and leaves English ones", () => {
    expect(indexStems("Die Lesungen der Kinder", "de")).toEqual(["lesung", "kind"]);
    expect(indexStems("The Readings", "en")).toEqual(["the", "readings"]);
  });

  it("splits at anything but letters and digits", () => {
    expect(indexWords("Live-Zeichnen, 3D & Co.", "de")).toEqual(["live", "zeichnen", "3d", "co"]);
  });
});

describe("prefixKey and wordsWithOffsets", () => {
  it("spells umlauts out so that typed ue matches ü", () => {
    expect(prefixKey("Die Füchsin, die Bücher fraß")).toBe("die fuechsin die buecher frass");
    expect(prefixKey("  Über-uns ")).toBe("ueber uns");
  });

  it("gives offsets into the original text", () => {
    expect(wordsWithOffsets("Oma, Opa")).toEqual([
      { word: "oma", start: 0, end: 3 },
      { word: "opa", start: 5, end: 8 },
    ]);
  });
});
