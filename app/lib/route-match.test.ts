import { describe, expect, it } from "vitest";
import { routeIdsOf } from "./route-match";

// The browser asks which routes serve a link's path to know whether it can prefetch the page yet.
describe("routeIdsOf", () => {
  it("names the routes that serve a path, outermost first, with the locale's ids", () => {
    expect(routeIdsOf("/de/programm")).toEqual(["root", "layout.de", "events.de"]);
    expect(routeIdsOf("/en/events/reading/12")).toEqual(["root", "layout.en", "event.en"]);
    expect(routeIdsOf("/de")).toEqual(["root", "layout.de", "home.de"]);
  });

  it("prefers a route of its own over a parameter or the content pages' catch-all, as the server does", () => {
    expect(routeIdsOf("/de/mediathek-de/tags")).toEqual(["root", "layout.de", "magazine-tags.de"]);
    expect(routeIdsOf("/de/mediathek-de/lesen/4")).toEqual(["root", "layout.de", "article.de"]);
    expect(routeIdsOf("/de/festival/geschichte")).toEqual(["root", "layout.de", "cms-page.de"]);
  });

  it("knows no route for a path outside the locales and the site's own prefixes", () => {
    expect(routeIdsOf("/nirgends/x")).toBeNull();
  });
});
