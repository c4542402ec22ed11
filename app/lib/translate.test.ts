import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { translate } from "./translate";

describe("translate", () => {
  it("looks up nested keys per locale", () => {
    expect(translate(de, "errors.notFoundTitle")).toBe("Diese Seite konnte nicht gefunden werden");
    expect(translate(en, "errors.notFoundTitle")).toBe("This page could not be found");
  });

  it("fills placeholders", () => {
    expect(translate(de, "shell.cartWithAmount", { count: 3 })).toBe("Warenkorb, 3 Tickets");
  });

  it("shows an unknown key as itself", () => {
    expect(translate(de, "nav.nothing" as "nav.home")).toBe("nav.nothing");
  });

  it("has the same keys in both locales", () => {
    const keys = (o: object, p = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "string" ? [`${p}${k}`] : keys(v as object, `${p}${k}.`)));
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });
});
