import { describe, expect, it } from "vitest";
import { offlinePageMatcher, offlinePageRules, patternRegExp, shouldKeepPage, type PageAnswer } from "./offline-pages";

const kindOf = offlinePageMatcher(offlinePageRules());

describe("offlinePageRules", () => {
  it("finds the programme, the event, the Merkliste and the confirmation under every webshop prefix in the route table", () => {
    const rules = offlinePageRules();
    expect(rules).toEqual(
      expect.arrayContaining([
        { kind: "programme", pattern: "/de/programm" },
        { kind: "programme", pattern: "/en/events" },
        { kind: "event", pattern: "/de/programm/:slug/:id" },
        { kind: "event", pattern: "/en/events/:slug/:id" },
        { kind: "favourites", pattern: "/de/merkliste" },
        { kind: "favourites", pattern: "/en/favourites" },
        { kind: "confirmation", pattern: "/webshop/confirmation" },
        { kind: "confirmation", pattern: "/testshop/confirmation" },
        { kind: "confirmation", pattern: "/eventim.webshop/confirmation" },
        { kind: "confirmation", pattern: "/test.webshop/confirmation" },
        { kind: "confirmation", pattern: "/eventim-template/confirmation" },
      ]),
    );
    expect(rules.filter((rule) => rule.kind === "confirmation")).toHaveLength(5);
  });
});

describe("the kind of a path", () => {
  it("keeps the programme, events, the Merkliste and confirmations", () => {
    expect(kindOf("/de/programm")).toBe("programme");
    expect(kindOf("/en/events/")).toBe("programme");
    expect(kindOf("/de/programm/die-fuechsin-die-buecher-frass/5")).toBe("event");
    expect(kindOf("/en/events/the-vixen/5")).toBe("event");
    expect(kindOf("/DE/Programm/x/5")).toBe("event"); // Remix matches without regard to case
    expect(kindOf("/de/merkliste")).toBe("favourites");
    expect(kindOf("/en/favourites")).toBe("favourites");
    expect(kindOf("/webshop/confirmation")).toBe("confirmation");
    expect(kindOf("/testshop/confirmation")).toBe("confirmation");
  });

  it("keeps nothing of the back office, login, the editor, the API or any other page", () => {
    for (const path of [
      "/cms-hub",
      "/cms-hub/events/1",
      "/de/login",
      "/en/login",
      "/de/pageeditor-api/user",
      "/de/pageeditor-api/pages/1/publish/",
      "/api/shop-cart/",
      "/de/api/events/",
      "/de/programm/x/5/kalender.ics",
      "/de/merkliste/kalender.ics",
      "/de/programm/x",
      "/de/programm/x/5/y",
      "/webshop/cart",
      "/webshop",
      "/de",
      "/de/produktionen",
      "/de/user/profile",
      "/sw.js",
    ]) {
      expect(kindOf(path), path).toBeNull();
    }
  });

  it("reads optional segments and splats as Remix does", () => {
    expect(patternRegExp("/de/series/:slug?/:id").test("/de/series/7")).toBe(true);
    expect(patternRegExp("/de/series/:slug?/:id").test("/de/series/name/7")).toBe(true);
    expect(patternRegExp("/webshop/*").test("/webshop/a/b")).toBe(true);
    expect(patternRegExp("/de/merkliste").test("/de/merkliste")).toBe(true);
    expect(patternRegExp("/de/merkliste").test("/de/merklisteX")).toBe(false);
    expect(patternRegExp("/a.b").test("/aXb")).toBe(false);
  });

});

describe("shouldKeepPage", () => {
  const page: PageAnswer = { status: 200, type: "basic", redirected: false, contentType: "text/html; charset=utf-8", cacheControl: "public, max-age=0, s-maxage=60" };

  it("keeps a public page as the server sends it to anyone, and to a visitor with a cart", () => {
    expect(shouldKeepPage("event", page)).toBe(true);
    expect(shouldKeepPage("programme", { ...page, cacheControl: "private, max-age=0" })).toBe(true);
  });

  it("keeps no public page that is marked no-store (an editor's, one that set a cookie)", () => {
    expect(shouldKeepPage("event", { ...page, cacheControl: "private, no-store" })).toBe(false);
  });

  it("keeps the visitor's own confirmation and Merkliste although they are no-store", () => {
    expect(shouldKeepPage("confirmation", { ...page, cacheControl: "private, no-store" })).toBe(true);
    expect(shouldKeepPage("favourites", { ...page, cacheControl: "private, no-store" })).toBe(true);
  });

  it("keeps no error, redirect, opaque answer or anything but HTML", () => {
    expect(shouldKeepPage("event", { ...page, status: 404 })).toBe(false);
    expect(shouldKeepPage("event", { ...page, status: 503 })).toBe(false);
    expect(shouldKeepPage("confirmation", { ...page, redirected: true })).toBe(false);
    expect(shouldKeepPage("event", { ...page, status: 0, type: "opaqueredirect" })).toBe(false);
    expect(shouldKeepPage("event", { ...page, contentType: "application/json" })).toBe(false);
    expect(shouldKeepPage("event", { ...page, contentType: null })).toBe(false);
  });
});
