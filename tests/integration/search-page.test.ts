/**
 * The search page loader (`/de/search/{category?}/{page?}?q=`): hits with counts per
 * category, the "All" pages in the category place, event dates as in the programme, no search
 * without q, reported 404s for bad categories and pages, page 1 without its segment.
 * Runs per engine (see support/test-db.ts). The search itself is tested in search.test.ts.
 */
import { describe, expect, it } from "vitest";
import { SEARCH_CATEGORIES } from "~/lib/search";
import { loader } from "~/routes/search";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Data = Awaited<ReturnType<typeof loader>>;
type Params = { category?: string; page?: string };
const run = (path: string, params: Params = {}) => settle<Data>(() => loader(loaderArgs(path, { params })));

describe.each(createTestDatabases())("search page on $name", (engine) => {
  setupDatabase(engine, { seed: true });

  it("finds 'Bücher' for 'Buecher', with counts per category and formatted event dates", async () => {
    const res = await run("/de/search?q=Buecher");
    expect(res.status).toBe(200);
    expect(res.data.q).toBe("Buecher");
    expect(res.data.category).toBeNull();
    const { counts, hits } = res.data.search!;
    expect(Object.keys(counts).sort()).toEqual([...SEARCH_CATEGORIES].sort());
    expect(hits.map((h) => h.title)).toContain("Die Füchsin, die Bücher fraß");
    const event = hits.find((h) => h.category === "events")!;
    expect(event.dateLabel).toMatch(/^\w+, \d{1,2}\. \w+ 20\d\d, \d\d:\d\d Uhr$/);
    expect(hits.filter((h) => h.category !== "events").every((h) => h.dateLabel === null)).toBe(true);
    expect(res.data.alternates).toEqual({ de: "/de/search?q=Buecher", en: "/en/search?q=Buecher" });
  });

  it("pages a category and 'All' (whose page number stands in the category place)", async () => {
    const first = await run("/de/search/events?q=Theater", { category: "events" });
    const events = first.data.search!.counts.events;
    expect(events).toBeGreaterThan(10);
    expect(first.data.search!.hits).toHaveLength(10);
    expect(first.data.pages).toBe(Math.ceil(events / 10));
    const second = await run("/de/search/events/2?q=Theater", { category: "events", page: "2" });
    expect(second.data.page).toBe(2);
    expect(second.data.search!.hits.every((h) => h.category === "events")).toBe(true);
    const all = await run("/de/search/2?q=Theater", { category: "2" });
    expect(all.status).toBe(200);
    expect(all.data.category).toBeNull();
    expect(all.data.page).toBe(2);
    expect(all.data.meta.path).toBe("/de/search/2?q=Theater");
  });

  it("does not search without q (or with blanks only)", async () => {
    for (const path of ["/de/search", "/de/search?q=", "/de/search?q=%20%20"]) {
      const res = await run(path);
      expect(res.status, path).toBe(200);
      expect(res.data.q, path).toBeNull();
      expect(res.data.search, path).toBeNull();
    }
  });

  it("answers 404 for an unknown category, a bad page and a page beyond the last", async () => {
    const cases: [string, Params][] = [
      ["/de/search/unknown?q=Theater", { category: "unknown" }],
      ["/de/search/events/0?q=Theater", { category: "events", page: "0" }],
      ["/de/search/events/abc?q=Theater", { category: "events", page: "abc" }],
      ["/de/search/events/99?q=Theater", { category: "events", page: "99" }],
      ["/de/search/99?q=Theater", { category: "99" }],
      ["/de/search/events/2?q=Quokkaflausch", { category: "events", page: "2" }],
    ];
    for (const [path, params] of cases) expect((await run(path, params)).status, path).toBe(404);
  });

  it("sends page 1 to the address without the page segment", async () => {
    const res = await run("/de/search/persons/1?q=Festival", { category: "persons", page: "1" });
    expect(res.status).toBe(301);
    expect(res.location).toBe("/de/search/persons?q=Festival");
  });
});
