import { describe, expect, it } from "vitest";
import { routeIdOf, skeletonKind } from "./skeleton-kind";

describe("skeletonKind", () => {
  it("knows the lists", () => {
    expect(skeletonKind("/de/programm")).toBe("programme");
    expect(skeletonKind("/en/events")).toBe("programme");
    expect(skeletonKind("/de/produktionen")).toBe("list");
    expect(skeletonKind("/en/ensemble")).toBe("list");
    expect(skeletonKind("/de/abonnements")).toBe("list");
    expect(skeletonKind("/de/mediathek-de")).toBe("list");
    expect(skeletonKind("/de/mediathek-de/tags")).toBe("list");
    expect(skeletonKind("/de/mediathek-de/tags/lesen/4")).toBe("list");
    expect(skeletonKind("/en/mediathek-en/categories/news/2")).toBe("list");
    expect(skeletonKind("/de/merkliste")).toBe("list");
    expect(skeletonKind("/en/favourites")).toBe("list");
  });

  it("knows the details", () => {
    expect(skeletonKind("/de/programm/lesung/12")).toBe("detail");
    expect(skeletonKind("/en/productions/the-whale/3")).toBe("detail");
    expect(skeletonKind("/de/ensemble/anna/7")).toBe("detail");
    expect(skeletonKind("/de/venues/saal/1")).toBe("detail");
    expect(skeletonKind("/de/series/5")).toBe("detail");
    expect(skeletonKind("/de/series/minis/5")).toBe("detail");
    expect(skeletonKind("/de/mediathek-de/ein-artikel/9")).toBe("detail");
  });

  it("falls back to the generic page for CMS pages and the rest", () => {
    expect(skeletonKind("/de")).toBe("page");
    expect(skeletonKind("/de/festival/ueber-uns")).toBe("page");
    expect(skeletonKind("/de/impressum")).toBe("page");
    expect(skeletonKind("/cms-hub")).toBe("page");
    expect(routeIdOf("/de/festival/ueber-uns")).toBe("cms-page");
    expect(routeIdOf("/en/terms")).toBe("legal-terms");
  });
});
