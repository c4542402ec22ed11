import { describe, expect, it } from "vitest";
import { fixedT } from "./i18n.server";

describe("fixedT", () => {
  it("translates in the locale asked for", async () => {
    expect((await fixedT("de"))("programme.allDates")).toBe("Alle Termine");
    expect((await fixedT("en"))("programme.allDates")).toBe("All dates");
  });

  it("makes each locale's translator once for the process", async () => {
    expect(fixedT("de")).toBe(fixedT("de"));
    expect(await fixedT("de")).toBe(await fixedT("de"));
    expect(await fixedT("en")).not.toBe(await fixedT("de"));
  });
});
