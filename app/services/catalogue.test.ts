import { describe, expect, it } from "vitest";
import { ensureCanonical, orderSections } from "./catalogue.server";

const KNOWN = ["tickets", "description", "persons", "venue", "gallery"] as const;

describe("orderSections", () => {
  it("follows the design settings' order and appends known keys it leaves out", () => {
    expect(orderSections(["gallery", "tickets"], KNOWN)).toEqual(["gallery", "tickets", "description", "persons", "venue"]);
  });

  it("ignores unknown and repeated keys", () => {
    expect(orderSections(["map", "venue", "venue", "description"], KNOWN)).toEqual(["venue", "description", "tickets", "persons", "gallery"]);
    expect(orderSections([], KNOWN)).toEqual([...KNOWN]);
  });
});

describe("ensureCanonical", () => {
  const request = (path: string) => new Request(`http://localhost${path}`);

  it("passes the canonical path (with or without a trailing slash)", () => {
    expect(() => ensureCanonical(request("/de/ensemble/lena-hofbauer/1"), "/de/ensemble/lena-hofbauer/1")).not.toThrow();
    expect(() => ensureCanonical(request("/de/ensemble/lena-hofbauer/1/"), "/de/ensemble/lena-hofbauer/1")).not.toThrow();
  });

  it("throws a 301 to the canonical path, keeping the query", () => {
    try {
      ensureCanonical(request("/de/ensemble/alt/1?x=1"), "/de/ensemble/lena-hofbauer/1");
      expect.unreachable();
    } catch (error) {
      const response = error as Response;
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe("/de/ensemble/lena-hofbauer/1?x=1");
    }
  });
});
