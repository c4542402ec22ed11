import { describe, expect, it } from "vitest";
import { officeRecordHref, officeRecordOfRoute, officeRecordTemplate } from "./record-links";

describe("record links", () => {
  it("leads each record type to its back-office edit page", () => {
    expect(officeRecordHref("event", 7)).toBe("/cms-hub/events/7");
    expect(officeRecordHref("form", 3)).toBe("/cms-hub/forms/3");
    expect(officeRecordHref("article", 5)).toBe("/cms-hub/articles/5");
    expect(officeRecordHref("person", 5)).toBe("/cms-hub/persons/5");
    expect(officeRecordTemplate("series")).toBe("/cms-hub/series/{id}");
    expect(officeRecordTemplate("venue")).toBe("/cms-hub/venues/{id}");
  });

  it("finds the record of a public detail route, and nothing elsewhere", () => {
    expect(officeRecordOfRoute("production.en", { slug: "x", id: "12" })).toBe("/cms-hub/productions/12");
    expect(officeRecordOfRoute("form-page.de", { slug: "x", id: "2" })).toBe("/cms-hub/forms/2");
    expect(officeRecordOfRoute("events.de", { id: "12" })).toBeNull();
    expect(officeRecordOfRoute("event.de", { id: "abc" })).toBeNull();
    expect(officeRecordOfRoute("root", {})).toBeNull();
  });
});
