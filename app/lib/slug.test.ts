import { expect, it } from "vitest";
import { slugify } from "./slug";

it("transliterates umlauts and joins words with hyphens", () => {
  expect(slugify("Große Bühne: Märchen für Öhrchen!")).toBe("grosse-buehne-maerchen-fuer-oehrchen");
  expect(slugify("  Élodie & Co.  ")).toBe("elodie-co");
  expect(slugify("x".repeat(130)).length).toBe(120);
});
