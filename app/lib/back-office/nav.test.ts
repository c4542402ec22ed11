import { describe, expect, it } from "vitest";
import { isCurrentArea, officeNavigation } from "./nav";
import { roleGrants, type UserRole } from "./roles";
import { OFFICE_TEXTS } from "./texts";

const menu = (role: UserRole) =>
  officeNavigation(OFFICE_TEXTS.de, (permission) => roleGrants(role, permission)).flatMap((group) => group.links.map((link) => link.href));

describe("the back office's menu", () => {
  it("shows each role only what it may use", () => {
    expect(menu("box_office")).toEqual(expect.arrayContaining(["/cms-hub/events", "/cms-hub/box-office", "/cms-hub/orders"]));
    expect(menu("box_office")).not.toContain("/cms-hub/users");
    expect(menu("box_office")).not.toContain("/cms-hub/genres");
    expect(menu("editor")).toEqual(expect.arrayContaining(["/cms-hub/events", "/cms-hub/genres", "/cms-hub/forms"]));
    expect(menu("editor")).not.toContain("/cms-hub/orders");
    expect(menu("editor")).not.toContain("/cms-hub/settings");
    expect(menu("admin")).toEqual(expect.arrayContaining(["/cms-hub/users", "/cms-hub/settings", "/cms-hub/audit", "/cms-hub/orders", "/cms-hub/genres"]));
  });

  it("names every link in every interface language", () => {
    for (const texts of Object.values(OFFICE_TEXTS)) {
      for (const group of officeNavigation(texts, () => true)) for (const link of group.links) expect(link.label, link.href).not.toBe("");
    }
  });

  it("marks the link of the area the user is in, and only that one", () => {
    expect(isCurrentArea("/cms-hub/orders", "/cms-hub/orders")).toBe(true);
    expect(isCurrentArea("/cms-hub/orders/12", "/cms-hub/orders")).toBe(true);
    expect(isCurrentArea("/cms-hub/orders/", "/cms-hub/orders")).toBe(true);
    expect(isCurrentArea("/CMS-Hub/Orders", "/cms-hub/orders")).toBe(true);
    expect(isCurrentArea("/cms-hub/orders-export", "/cms-hub/orders")).toBe(false);
    expect(isCurrentArea("/cms-hub/box-office", "/cms-hub/orders")).toBe(false);
    expect(isCurrentArea("/cms-hub", "/cms-hub", { exact: true })).toBe(true);
    expect(isCurrentArea("/cms-hub/orders", "/cms-hub", { exact: true })).toBe(false);
  });
});
