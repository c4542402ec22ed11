/**
 * Site search (docs/decisions/0010-search.md) on the seeded demo festival: German
 * spelling rules and stems, ranking, categories and paging, what is not found, the index following
 * content changes through the triggers, and the JSON API. Runs per engine (see support/test-db.ts).
 */
import { sql, type CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { indexStems, indexWords } from "~/lib/search-normalize";
import { GIN_INDEXES, insertDocuments } from "~/models/search-index.server";
import { findSearchPage, findTitlesStartingWith, findTopHits, rankedHitsStatement, searchPageStatement, titlesStartingWith } from "~/models/search.server";
import { SEARCH_CATEGORIES, type SearchCategory, type SearchResults } from "~/lib/search";
import { loader as allApi } from "~/routes/api/search-all";
import { loader as autocompleteApi } from "~/routes/api/search-autocomplete";
import { loader as eventsApi } from "~/routes/api/search-events";
import { loader as othersApi } from "~/routes/api/search-others";
import { autocompleteSuggestions, rebuildSearchIndex, searchSite } from "~/services/search.server";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

interface Paged {
  count: number;
  next: string | null;
  previous: string | null;
  results: SearchResults["results"];
  counts: Record<SearchCategory, number>;
}

describe.each(createTestDatabases())("search on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  const search = (q: string, category: SearchCategory | null = null, page = 1, locale: "de" | "en" = "de") =>
    searchSite({ locale, q, category, page });
  /** Every hit over all pages. */
  const everything = async (q: string, category: SearchCategory | null = null) => {
    const hits: SearchResults["results"] = [];
    for (let page = 1; ; page++) {
      const { results } = await search(q, category, page);
      if (results.length === 0) return hits;
      hits.push(...results);
    }
  };
  const keys = (hits: SearchResults["results"]) => hits.map((h) => `${h.category}:${h.id}`).sort();
  const productionId = async (title: string) =>
    (await t.db.selectFrom("productions").select("id").where("title_de", "=", title).executeTakeFirstOrThrow()).id;

  it("finds the seeded content, with URL, excerpt, image and the event's date", async () => {
    const found = await search("Füchsin");
    expect(found.query).toBe("Füchsin");
    const id = await productionId("Die Füchsin, die Bücher fraß");
    const production = found.results.find((h) => h.category === "productions");
    expect(production).toMatchObject({ id, title: "Die Füchsin, die Bücher fraß", url: `/de/produktionen/die-fuechsin-die-buecher-frass/${id}`, date: null });
    expect(production?.image).toMatch(/^\/media\/.+\.jpg$/);
    expect(production?.excerpt).toContain("Füchsin");
    const event = found.results.find((h) => h.category === "events");
    expect(event?.url).toMatch(/^\/de\/programm\/die-fuechsin-die-buecher-frass\/\d+$/);
    expect(event?.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(found.counts.persons).toBeGreaterThan(0); // Marie Fuchs draws a vixen: her biography
  });

  it("matches ü, ue and u alike, and ß and ss", async () => {
    const umlaut = keys(await everything("Füchsin"));
    expect(umlaut.length).toBeGreaterThan(1);
    expect(keys(await everything("Fuechsin"))).toEqual(umlaut);
    expect(keys(await everything("fuchsin"))).toEqual(umlaut);
    const sharp = await search("Weiß", "persons");
    expect(sharp.results.map((h) => h.title)).toContain("Barbara Weiß");
    expect(keys(await everything("Weiss", "persons"))).toEqual(keys(sharp.results));
    expect((await search("Strassenbahnlinien")).count).toBeGreaterThan(0);
    expect(keys(await everything("Strassenbahnlinien"))).toEqual(keys(await everything("Straßenbahnlinien")));
  });

  it("matches word forms by their stem and ignores stop words", async () => {
    const singular = await search("Lesung");
    expect(singular.count).toBeGreaterThan(10);
    expect(keys(await everything("Lesungen"))).toEqual(keys(await everything("Lesung")));
    expect(keys(await everything("die Bücher"))).toEqual(keys(await everything("Buch")));
    expect((await search("und die der")).count).toBe(0);
  });

  it("ranks title hits first, the production before its dates", async () => {
    const hits = await everything("Krokodil");
    const inTitle = hits.map((h) => h.title.includes("Krokodil"));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.lastIndexOf(true)).toBeLessThan(inTitle.indexOf(false));
    expect(hits[0]).toMatchObject({ category: "productions", title: "Krokodil im Kinderzimmer" });
    const events = hits.filter((h) => h.category === "events" && h.title === "Krokodil im Kinderzimmer").map((h) => h.date!);
    expect(events).toEqual([...events].sort());
  });

  it("filters by category, counts every category and pages by ten", async () => {
    const all = await search("Lesung");
    expect(all.count).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    const events = await search("Lesung", "events");
    expect(events.counts).toEqual(all.counts);
    expect(events.count).toBe(all.counts.events);
    expect(events.results.every((h) => h.category === "events")).toBe(true);

    expect(all.results).toHaveLength(10);
    const pages = Math.ceil(all.count / 10);
    const hits = await everything("Lesung");
    expect(hits).toHaveLength(all.count);
    expect(new Set(keys(hits)).size).toBe(all.count);
    const beyond = await search("Lesung", null, pages + 1);
    expect(beyond).toMatchObject({ count: all.count, page: pages + 1, results: [] });
    expect((await search("   ")).results).toEqual([]);
  });

  it("pages one order across title hits, categories and ranks: each category's pages hold its hits among all, in the same order", async () => {
    const inOrder = (hits: SearchResults["results"]) => hits.map((h) => `${h.category}:${h.id}:${h.date ?? ""}`);
    for (const q of ["Lesung", "Kinder", "Theater"]) {
      const all = await everything(q);
      expect(all.length).toBeGreaterThan(10);
      for (const category of SEARCH_CATEGORIES) {
        expect(inOrder(await everything(q, category))).toEqual(inOrder(all.filter((h) => h.category === category)));
      }
    }
  });

  it("finds nothing offline, past, unpublished or outside its online window", async () => {
    expect((await everything("Archiv")).filter((h) => h.title === "Archiv 2019")).toEqual([]); // page offline
    expect((await everything("überarbeitet")).length).toBe(0);
    expect((await everything("Festival", "pages")).map((h) => h.url)).not.toContain("/de/festival"); // not clickable
    expect((await search("Frühbucher")).count).toBe(0); // module window has closed
    expect((await search("Wortgewitter", "events")).count).toBe(1); // the second date is offline
    const past = await search("Sternenfänger");
    expect(past.counts).toMatchObject({ productions: 1, events: 0 }); // last year's dates are over

    const article = await t.db.selectFrom("articles").select("id").where("title_de", "=", "Drei Fragen an Katharina Lang").executeTakeFirstOrThrow();
    expect((await search("Drei Fragen an Katharina Lang", "articles")).results.map((h) => h.id)).toEqual([article.id]);
    await t.db.updateTable("articles").set({ is_online: 0 }).where("id", "=", article.id).execute();
    expect((await search("Drei Fragen an Katharina Lang", "articles")).count).toBe(0);
    await t.db.updateTable("articles").set({ is_online: 1, published_at: new Date(Date.now() + 86_400_000).toISOString() }).where("id", "=", article.id).execute();
    expect((await search("Drei Fragen an Katharina Lang", "articles")).count).toBe(0); // published tomorrow
  });

  it("follows updates of titles, people, venues and page modules", async () => {
    const id = await productionId("Die Füchsin, die Bücher fraß");
    await t.db.updateTable("productions").set({ title_de: "Die Zauberflöte der Füchse" }).where("id", "=", id).execute();
    const renamed = await search("Zauberflöte");
    expect(renamed.results[0]).toMatchObject({ category: "productions", id, title: "Die Zauberflöte der Füchse" });
    expect(renamed.counts.events).toBeGreaterThan(0); // events take the production's title
    expect((await search("fraß")).counts).toMatchObject({ productions: 0, events: 0, articles: 1 }); // an article quotes the old title

    await t.db.updateTable("persons").set({ last_name: "Quarkmeyer" }).where("last_name", "=", "Hofbauer").execute();
    const person = await search("Quarkmeyer");
    expect(person.counts.persons).toBe(1);
    expect(person.counts.productions).toBeGreaterThanOrEqual(2); // credited on two productions

    await t.db.updateTable("venues").set({ name: "Zauberschloss am Fluss" }).where("slug", "=", "theater-an-der-donau").execute();
    expect((await search("Zauberschloss", "events")).count).toBeGreaterThan(0);

    const page = await t.db.selectFrom("pages").select("id").where("url_de", "=", "kontakt").executeTakeFirstOrThrow();
    const section = await t.db.selectFrom("container_sections").select("id").where("page_id", "=", page.id).executeTakeFirstOrThrow();
    await t.db.insertInto("modules").values({ section_id: section.id, type: "headline", fields: JSON.stringify({ content: { de: "Sprechstunde im Leuchtturmzimmer", en: "Office hours" } }) }).execute();
    expect((await search("Leuchtturmzimmer")).results.map((h) => h.url)).toEqual(["/de/kontakt"]);
  });

  it("follows deletions, also through cascades", async () => {
    const id = await productionId("Warum fliegen Hummeln?");
    const before = await search("Hummeln");
    expect(before.counts.events).toBeGreaterThan(1);
    const event = before.results.find((h) => h.category === "events")!;
    await t.db.deleteFrom("events").where("id", "=", event.id).execute();
    const after = await search("Hummeln");
    expect(after.counts.events).toBe(before.counts.events - 1);
    expect(after.results.map((h) => `${h.category}:${h.id}`)).not.toContain(`events:${event.id}`);
    await t.db.deleteFrom("productions").where("id", "=", id).execute();
    expect((await search("Hummeln")).counts).toMatchObject({ productions: 0, events: 0 });
    const page = await t.db.selectFrom("pages").select("id").where("url_de", "=", "presse").executeTakeFirstOrThrow();
    await t.db.deleteFrom("pages").where("id", "=", page.id).execute();
    expect((await search("Pressemitteilungen")).count).toBe(0);
  });

  it("stays consistent under concurrent searches and after a rebuild", async () => {
    await t.db.updateTable("productions").set({ subtitle_de: "Ein Abenteuerroman mit Flaschenpost" }).where("title_de", "=", "Das Geheimnis der Donauinsel").execute();
    const answers = await Promise.all(Array.from({ length: 5 }, () => search("Flaschenpost")));
    for (const answer of answers) expect(answer.counts).toEqual(answers[0]!.counts);
    expect(answers[0]!.counts.productions).toBe(1);
    const { rows } = await sql<{ n: number }>`select count(*) as n from (select category, ref_id, locale from search_documents group by category, ref_id, locale having count(*) > 1) d`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(0);
    const counts = (await search("Lesung")).counts;
    await rebuildSearchIndex();
    expect((await search("Lesung")).counts).toEqual(counts);
  });

  it.runIf(engine.name === "postgres")("leaves no pending entries in the GIN index after indexing, so a search reads the index alone", async () => {
    await rebuildSearchIndex();
    await t.db.updateTable("productions").set({ subtitle_de: "Eine Reise mit dem Heißluftballon" }).where("title_de", "=", "Das Geheimnis der Donauinsel").execute();
    expect((await search("Heißluftballon")).counts.productions).toBe(1);
    // The number of pending pages it had to merge: none, after the rebuild and after a change.
    const { rows } = await sql<{ merged: number }>`select gin_clean_pending_list('search_documents_vector_de_idx'::regclass) as merged`.execute(t.db);
    expect(Number(rows[0]!.merged)).toBe(0);
  });

  it("looks at the index's queue again only when the content has changed", async () => {
    await search("Lesung"); // drains whatever earlier tests left, and finds nothing more waiting
    const production = await t.db.selectFrom("productions").select("id").where("title_de", "=", "Das Geheimnis der Donauinsel").executeTakeFirstOrThrow();
    // The queue is bookkeeping: writing it alone moves no data version, as a content change does.
    await t.db.insertInto("search_queue").values({ category: "productions", ref_id: production.id }).execute();
    const queued = async () => Number((await sql<{ n: number }>`select count(*) as n from search_queue`.execute(t.db)).rows[0]!.n);
    await search("Lesung");
    expect(await queued()).toBe(1); // unchanged content: the search did not look at the queue
    await t.db.updateTable("productions").set({ subtitle_de: "Ein Rätsel um eine Leuchtboje" }).where("id", "=", production.id).execute();
    expect((await search("Leuchtboje")).counts.productions).toBe(1);
    expect(await queued()).toBe(0);
  });

  it("leaves no pending entries in PostgreSQL's full-text indexes after a build", async () => {
    if (engine.name === "sqlite") return; // FTS5 has no pending list
    await rebuildSearchIndex();
    for (const index of GIN_INDEXES) {
      // Pages it still had to merge: none, when the drain merged them.
      const merged = (await sql<{ pages: string }>`select gin_clean_pending_list(${index}::regclass)::text as pages`.execute(t.db)).rows[0]!.pages;
      expect(Number(merged), index).toBe(0);
    }
  });

  it("renews the planner's statistics of the documents after building them in bulk", async () => {
    const documents = async () => Number((await sql<{ n: number }>`select count(*) as n from search_documents`.execute(t.db)).rows[0]!.n);
    if (engine.name === "sqlite") {
      // SQLite: the first figure of an index's statistics row is the rows it has seen.
      const seen = async () =>
        Number((await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'search_documents' and idx is not null limit 1`.execute(t.db)).rows[0]?.stat.split(" ")[0] ?? -1);
      await rebuildSearchIndex();
      expect(await seen()).toBe(await documents());
      return;
    }
    const lastAnalyze = async () =>
      (await sql<{ at: string | null }>`select pg_stat_get_last_analyze_time('search_documents'::regclass)::text as at`.execute(t.db)).rows[0]!.at;
    const before = await lastAnalyze();
    await rebuildSearchIndex();
    const after = await lastAnalyze();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    // A drain of one production's documents leaves them as they are.
    await t.db.updateTable("productions").set({ subtitle_de: "Mit einer Flaschenpost" }).where("title_de", "=", "Das Geheimnis der Donauinsel").execute();
    await search("Flaschenpost");
    expect(await lastAnalyze()).toBe(after);
  });

  it("shows a module when its online window opens", async () => {
    const page = await t.db.selectFrom("pages").select("id").where("url_de", "=", "schulen").executeTakeFirstOrThrow();
    const section = await t.db.selectFrom("container_sections").select("id").where("page_id", "=", page.id).executeTakeFirstOrThrow();
    const opens = new Date(Date.now() + 1500).toISOString();
    await t.db.insertInto("modules").values({ section_id: section.id, type: "headline", online_from: opens, fields: JSON.stringify({ content: { de: "Klassenfahrtbonus", en: "" } }) }).execute();
    expect((await search("Klassenfahrtbonus")).count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await search("Klassenfahrtbonus")).results.map((h) => h.url)).toEqual(["/de/schulen"]);
  });

  it("searches English documents in English", async () => {
    const found = await search("Vixen", null, 1, "en");
    expect(found.results[0]).toMatchObject({ category: "productions", title: "The Vixen Who Ate Books" });
    expect(found.results[0]!.url).toMatch(/^\/en\/productions\/the-vixen-who-ate-books\/\d+$/);
    expect((await search("Vixen")).count).toBe(0);
  });

  it("suggests titles and words for what is typed", async () => {
    const les = await autocompleteSuggestions({ locale: "de", q: "les" });
    expect(les.length).toBeGreaterThan(2);
    expect(les.length).toBeLessThanOrEqual(8);
    expect(les[0]!.toLowerCase().startsWith("les")).toBe(true);
    expect(les.some((s) => /^Lesung/.test(s))).toBe(true);
    expect((await autocompleteSuggestions({ locale: "de", q: "kro" }))[0]).toBe("Krokodil im Kinderzimmer");
    expect((await autocompleteSuggestions({ locale: "de", q: "fuech" })).some((s) => s.startsWith("Füchs"))).toBe(true);
    expect(await autocompleteSuggestions({ locale: "de", q: "  " })).toEqual([]);
  });

  it("suggests the titles whose spelled-out key starts with the typed key, the key itself and titles in any script among them", async () => {
    const now = new Date().toISOString();
    const titles = ["Lesezeichen", "Lesezeichenž", "Lesezeichen日本", "Lesezeichem", "Lesezeichf"];
    const page = (title: string, i: number) => ({ category: "pages" as const, refId: 90_000 + i, locale: "de" as const, title, body: "", slug: "", date: null, imageId: null, visibleFrom: null, visibleUntil: null, staleAt: null });
    await insertDocuments(t.db, titles.map(page));
    const found = await findTitlesStartingWith("de", "lesezeichen", now, 50);
    expect(found.filter((title) => title.startsWith("Lesezeiche")).sort()).toEqual(["Lesezeichen", "Lesezeichenž", "Lesezeichen日本"]);
  });

  /**
   * PostgreSQL: the plan a named statement keeps (one made for every value of its parameters), asked
   * with scans priced out: the test database is small enough for a scan to win on cost alone.
   */
  const keptPlan = (query: CompiledQuery) =>
    t.db.transaction().execute(async (trx) => {
      await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql.raw(`prepare kept as ${query.sql}`).execute(trx);
      const values = sql.join(query.parameters.map((value) => sql.lit(value)));
      const { rows } = await sql<{ "QUERY PLAN": string }>`explain execute kept(${values})`.execute(trx);
      await sql`deallocate kept`.execute(trx);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });

  it.runIf(engine.name === "postgres")("finds a search's matches in its locale's index alone, in the plan its named statement keeps", async () => {
    const now = new Date().toISOString();
    for (const locale of ["de", "en"] as const) {
      const plan = await keptPlan(searchPageStatement({ locale, words: ["lesung"], now }, null, 0, 10).compile(t.db));
      expect(plan).toContain(`search_documents_vector_${locale}_idx`);
      // Not intersected with an index of every document of the locale.
      expect(plan).not.toMatch(/BitmapAnd|title_key_idx/);
    }
  });

  it.runIf(engine.name === "postgres")("ranks a tab's matches as it finds them and reads again only the rows its page shows", async () => {
    // More upcoming events match than the page of two shows (how many follows the clock), in two groups
    // (the word in the title or not); a statement that ranks after reading would read every one again.
    expect((await search("Lesung", "events")).count).toBeGreaterThan(2);
    const q = { locale: "de" as const, words: ["lesung"], now: new Date().toISOString() };
    const query = searchPageStatement(q, ["events"], 0, 2).compile(t.db);
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>({ ...query, sql: `explain analyze ${query.sql}` });
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    const reads = [...plan.matchAll(/Index Scan using search_documents_pkey[^\n]*loops=(\d+)/g)].map((match) => Number(match[1]));
    expect(reads).toEqual([2]);
  });

  it("gives autocomplete the first hits of the search in result order, title matches first", async () => {
    const now = new Date().toISOString();
    const seen = { titlesOnly: false, mixed: false };
    for (const prefix of ["les", "kro", "bil", "the", "wer"]) {
      for (const limit of [3, 20]) {
        const q = { locale: "de" as const, words: [], prefix, now };
        const top = await findTopHits(q, limit);
        const page = await findSearchPage(q, null, 0, limit);
        expect(top.map((hit) => [hit.category, hit.id, hit.inTitle]), `${prefix}, ${limit}`).toEqual(page.hits.map((hit) => [hit.category, hit.id, hit.inTitle]));
        if (top.length === limit && top.every((hit) => hit.inTitle)) seen.titlesOnly = true;
        if (top.some((hit) => hit.inTitle) && top.some((hit) => !hit.inTitle)) seen.mixed = true;
      }
    }
    // Both ways were taken: title matches filling the list, and other matches after them.
    expect(seen).toEqual({ titlesOnly: true, mixed: true });
  });

  it.runIf(engine.name === "postgres")("finds autocomplete's title matches through its locale's title index and the others through its terms' index, in the plans its named statements keep", async () => {
    const q = { locale: "en" as const, words: [], prefix: "vix", now: new Date().toISOString() };
    const titles = await keptPlan(rankedHitsStatement(q, { scope: true, offset: 0, limit: 20 }).compile(t.db));
    expect(titles).toContain("search_documents_title_vector_en_idx");
    // The other matches, when titles leave room, through the locale's index of all terms.
    const others = await keptPlan(rankedHitsStatement(q, { scope: false, offset: 0, limit: 20 }).compile(t.db));
    expect(others).toContain("search_documents_vector_en_idx");
  });

  it("reads the title suggestions through the title key's index, on PostgreSQL in the plan its named statement keeps", async () => {
    const query = titlesStartingWith("de", "les", new Date().toISOString(), 8).compile();
    let plan: string;
    if (engine.name === "postgres") {
      plan = await keptPlan(query);
    } else {
      const { rows } = await t.db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
      plan = rows.map((row) => row.detail).join("\n");
    }
    // The index is walked for the key, not read whole with the key tested on every entry.
    expect(plan).toMatch(engine.name === "postgres" ? /search_documents_title_key_idx.*\n\s*Index Cond: .*title_key/ : /INDEX search_documents_title_key_idx \(locale=\? AND title_key>/);
  });

  it("answers the JSON API with paged results, and 400 for bad values", async () => {
    const first = await settle<Paged>(() => allApi(loaderArgs("/api/search/?query=Lesung")));
    expect(first.status).toBe(200);
    expect(first.data.results).toHaveLength(10);
    expect(first.data.previous).toBeNull();
    expect(first.data.next).toBe("http://localhost/api/search/?query=Lesung&page=2");
    expect(first.data.count).toBe(Object.values(first.data.counts).reduce((a, b) => a + b, 0));
    expect(Object.keys(first.data.results[0]!).sort()).toEqual(["category", "date", "excerpt", "id", "image", "title", "url"]);

    const events = await settle<Paged>(() => eventsApi(loaderArgs("/api/search/events/?query=Lesung&page=1")));
    expect(events.data.count).toBe(first.data.counts.events);
    expect(events.data.results.every((h) => h.category === "events")).toBe(true);
    const others = await settle<Paged>(() => othersApi(loaderArgs("/api/search/others/?query=Lesung")));
    expect(others.data.count).toBe(first.data.count - first.data.counts.events);
    expect(others.data.results.some((h) => h.category === "events")).toBe(false);
    const english = await settle<Paged>(() => allApi(loaderArgs("/api/search/?query=Vixen&lang=en")));
    expect(english.data.results[0]!.url).toMatch(/^\/en\//);

    for (const bad of ["", "?query=", "?query=%20", "?query=Lesung&page=0", "?query=Lesung&page=abc", "?query=Lesung&lang=fr"]) {
      const res = await settle<{ error: string }>(() => allApi(loaderArgs(`/api/search/${bad}`)));
      expect(res.status, bad).toBe(400);
      expect(res.data.error).toMatch(/query|page|lang/);
    }
    expect((await settle(() => allApi(loaderArgs("/api/search/?query=Lesung&page=99")))).status).toBe(404);

    const suggest = await settle<{ data: string[] }>(() => autocompleteApi(loaderArgs("/api/search/autocomplete/?query=les")));
    expect(suggest.status).toBe(200);
    expect(suggest.data.data.length).toBeGreaterThan(0);
    expect((await settle<{ data: string[] }>(() => autocompleteApi(loaderArgs("/api/search/autocomplete/?query=")))).data).toEqual({ data: [] });
  });

  it.runIf(engine.name === "postgres")("stems every indexed word as PostgreSQL's german configuration does", async () => {
    const docs = await t.db.selectFrom("search_documents").select(["title", "body"]).where("locale", "=", "de").execute();
    const text = docs.map((d) => `${d.title}\n${d.body}`).join("\n");
    const { rows } = await sql<{ lexeme: string }>`select unnest(tsvector_to_array(to_tsvector('german', ${indexWords(text, "de").join(" ")}))) as lexeme`.execute(t.db);
    expect(rows.map((r) => r.lexeme).sort()).toEqual([...new Set(indexStems(text, "de"))].sort());
  });
});
