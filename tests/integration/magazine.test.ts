/**
 * The magazine and its JSON API: list paging, category and tag pages,
 * the topics page, article pages with the canonical 301, 404s for bad URLs, 400s for bad API values.
 * Runs per engine (see support/test-db.ts).
 */
import { describe, expect, it } from "vitest";
import { loader as articleLoader } from "~/routes/article";
import { loader as categoriesApi } from "~/routes/api/article-categories";
import { loader as articlesApi } from "~/routes/api/articles";
import { loader as teaserApi } from "~/routes/api/articles-teaser";
import { loader as categoryLoader } from "~/routes/magazine-category";
import { loader as magazineLoader } from "~/routes/magazine";
import { loader as tagLoader } from "~/routes/magazine-tag";
import { loader as tagsLoader } from "~/routes/magazine-tags";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Data<L extends (...args: never[]) => unknown> = Awaited<ReturnType<L>>;
interface Paged {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; title: string; url: string; published_at: string; category: { id: number; name: string; slug: string } | null }[];
}

describe.each(createTestDatabases())("magazine on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  const categoryId = async (slug: string) => (await t.db.selectFrom("article_categories").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const tagId = async (slug: string) => (await t.db.selectFrom("article_tags").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

  it("lists 12 articles per page, newest first, with the magazine headline and categories", async () => {
    const first = await settle<Data<typeof magazineLoader>>(() => magazineLoader(loaderArgs("/de/mediathek-de")));
    expect(first.status).toBe(200);
    expect(first.data.frame.headline).toBe("Mediathek");
    expect(first.data.frame.categories.map((c) => c.name)).toEqual(["Interviews", "Hinter den Kulissen", "Leseempfehlungen", "Festival-News"]);
    expect(first.data.articles).toHaveLength(12);
    expect(first.data.pages).toBe(2);
    expect(first.data.articles[0].title).toBe("Das Programm ist da!");
    const dates = first.data.articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.articles[0].url).toMatch(/^\/de\/mediathek-de\/das-programm-ist-da\/\d+$/);
    expect(first.data.articles[0].publishedLabel).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zä]+\.? \d{4}$/);

    const second = await settle<Data<typeof magazineLoader>>(() => magazineLoader(loaderArgs("/de/mediathek-de?page=2")));
    expect(second.data.articles).toHaveLength(4);
    expect(second.data.articles.map((a) => a.id)).not.toContain(first.data.articles[0].id);

    const en = await settle<Data<typeof magazineLoader>>(() => magazineLoader(loaderArgs("/en/mediathek-en")));
    expect(en.data.frame.headline).toBe("Magazine");
    expect(en.data.articles[0].title).toBe("The programme is here!");
    expect(en.data.articles[0].publishedLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it.each(["0", "-1", "abc", "1.5", "3", "99999999999"])("answers 404 for ?page=%s", async (page) => {
    const res = await settle(() => magazineLoader(loaderArgs(`/de/mediathek-de?page=${page}`)));
    expect(res.status).toBe(404);
  });

  it("filters a category and redirects a stale category slug", async () => {
    const id = await categoryId("interviews");
    const res = await settle<Data<typeof categoryLoader>>(() => categoryLoader(loaderArgs(`/de/mediathek-de/categories/interviews/${id}`, { params: { category: "interviews", id: String(id) } })));
    expect(res.status).toBe(200);
    expect(res.data.category.name).toBe("Interviews");
    expect(res.data.articles).toHaveLength(4);
    expect(res.data.pages).toBe(1);

    const stale = await settle(() => categoryLoader(loaderArgs(`/de/mediathek-de/categories/old/${id}`, { params: { category: "old", id: String(id) } })));
    expect(stale.status).toBe(301);
    expect(stale.location).toBe(`/de/mediathek-de/categories/interviews/${id}`);

    for (const bad of ["x", "0", "999999"]) {
      const missing = await settle(() => categoryLoader(loaderArgs(`/de/mediathek-de/categories/interviews/${bad}`, { params: { category: "interviews", id: bad } })));
      expect(missing.status, bad).toBe(404);
    }
  });

  it("lists every topic with counts and the articles of one tag", async () => {
    const tags = await settle<Data<typeof tagsLoader>>(() => tagsLoader(loaderArgs("/en/mediathek-en/tags")));
    expect(tags.data.tags).toHaveLength(8);
    expect(tags.data.tags.find((tag) => tag.slug === "familie")).toMatchObject({ name: "Family", count: 7 });

    const id = await tagId("comic");
    const tag = await settle<Data<typeof tagLoader>>(() => tagLoader(loaderArgs(`/en/mediathek-en/tags/comic/${id}`, { params: { tag: "comic", id: String(id) } })));
    expect(tag.status).toBe(200);
    expect(tag.data.title).toBe("#Comics");
    expect(tag.data.articles.map((a) => a.title)).toEqual(["Comics that reluctant readers love"]);

    const stale = await settle(() => tagLoader(loaderArgs(`/en/mediathek-en/tags/x/${id}`, { params: { tag: "x", id: String(id) } })));
    expect(stale.status).toBe(301);
    expect(stale.location).toBe(`/en/mediathek-en/tags/comic/${id}`);
    const missing = await settle(() => tagLoader(loaderArgs("/en/mediathek-en/tags/comic/12345", { params: { tag: "comic", id: "12345" } })));
    expect(missing.status).toBe(404);
  });

  it("shows an article with author, tags, related articles and the other locale's URL", async () => {
    const row = await t.db.selectFrom("articles").select(["id", "slug_de", "slug_en", "category_id"]).where("title_de", "=", "Comics, die Lesemuffel lieben").executeTakeFirstOrThrow();
    const path = `/de/mediathek-de/${row.slug_de}/${row.id}`;
    const res = await settle<Data<typeof articleLoader>>(() => articleLoader(loaderArgs(path, { params: { slug: row.slug_de, id: String(row.id) } })));
    expect(res.status).toBe(200);
    const { article, related, alternates } = res.data;
    expect(article.title).toBe("Comics, die Lesemuffel lieben");
    expect(article.author).toEqual({ name: "Paul Wimmer", url: expect.stringMatching(/^\/de\/ensemble\/[a-z-]+\/\d+$/) });
    expect(article.category?.name).toBe("Leseempfehlungen");
    expect(article.tags.map((tag) => tag.name)).toEqual(["Schule", "Comic"]);
    expect(article.body).toContain("Lesen light");
    expect(article.image).not.toBeNull();
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.id)).not.toContain(row.id);
    expect(alternates).toEqual({ de: path, en: `/en/mediathek-en/${row.slug_en}/${row.id}` });
    expect(res.data.meta.image).toMatch(/^\/media\/.+\.jpg$/);

    // An offline author is named but not linked.
    const author = await t.db.selectFrom("persons").select("id").where("last_name", "=", "Wimmer").executeTakeFirstOrThrow();
    await t.db.updateTable("persons").set({ is_online: 0 }).where("id", "=", author.id).execute();
    try {
      const offline = await settle<Data<typeof articleLoader>>(() => articleLoader(loaderArgs(path, { params: { slug: row.slug_de, id: String(row.id) } })));
      expect(offline.data.article.author).toEqual({ name: "Paul Wimmer", url: null });
    } finally {
      await t.db.updateTable("persons").set({ is_online: 1 }).where("id", "=", author.id).execute();
    }
  });

  it("redirects a stale slug with 301 and answers 404 for unknown, offline and malformed ids", async () => {
    const row = await t.db.selectFrom("articles").select(["id", "slug_de", "slug_en"]).orderBy("id").executeTakeFirstOrThrow();
    const stale = await settle(() => articleLoader(loaderArgs(`/en/mediathek-en/old-slug/${row.id}`, { params: { slug: "old-slug", id: String(row.id) } })));
    expect(stale.status).toBe(301);
    expect(stale.location).toBe(`/en/mediathek-en/${row.slug_en}/${row.id}`);

    for (const id of ["999999", "abc", "0"]) {
      const res = await settle(() => articleLoader(loaderArgs(`/de/mediathek-de/x/${id}`, { params: { slug: "x", id } })));
      expect(res.status, id).toBe(404);
    }
    await t.db.updateTable("articles").set({ is_online: 0 }).where("id", "=", row.id).execute();
    try {
      const offline = await settle(() => articleLoader(loaderArgs(`/de/mediathek-de/${row.slug_de}/${row.id}`, { params: { slug: row.slug_de, id: String(row.id) } })));
      expect(offline.status).toBe(404);
    } finally {
      await t.db.updateTable("articles").set({ is_online: 1 }).where("id", "=", row.id).execute();
    }
  });

  it("answers the paged articles API with next/previous and a category filter", async () => {
    const first = await settle<Paged>(() => articlesApi(loaderArgs("/de/api/articles/")));
    expect(first.status).toBe(200);
    expect(Object.keys(first.data).sort()).toEqual(["count", "next", "previous", "results"]);
    expect(first.data.count).toBe(16);
    expect(first.data.results).toHaveLength(12);
    expect(first.data.previous).toBeNull();
    expect(first.data.next).toBe("http://localhost/de/api/articles/?page=2");
    const second = await settle<Paged>(() => articlesApi(loaderArgs(first.data.next!)));
    expect(second.data.results).toHaveLength(4);
    expect(second.data.next).toBeNull();
    expect(second.data.previous).toBe("http://localhost/de/api/articles/?page=1");

    const id = await categoryId("festival-news");
    const filtered = await settle<Paged>(() => articlesApi(loaderArgs(`/en/api/articles/?category=${id}`)));
    expect(filtered.data.count).toBe(4);
    expect(filtered.data.results.every((a) => a.category?.slug === "festival-news")).toBe(true);
    expect(filtered.data.results[0]).toMatchObject({ title: "The programme is here!", url: expect.stringMatching(/^\/en\/mediathek-en\//) });
  });

  it.each(["page=abc", "page=0", "category=news", "category=-2", "category=99999"])("answers 400 for ?%s", async (query) => {
    const res = await settle<{ error: string }>(() => articlesApi(loaderArgs(`/de/api/articles/?${query}`)));
    expect(res.status).toBe(400);
    expect(res.data.error).toMatch(/\w/);
  });

  it("answers 404 for a page beyond the last one", async () => {
    const res = await settle(() => articlesApi(loaderArgs("/de/api/articles/?page=3")));
    expect(res.status).toBe(404);
  });

  it("answers the newest article as teaser and the categories list", async () => {
    const teaser = await settle<Paged["results"][number]>(() => teaserApi(loaderArgs("/de/api/articles-teaser/")));
    expect(teaser.status).toBe(200);
    expect(teaser.data.title).toBe("Das Programm ist da!");

    const categories = await settle<unknown[]>(() => categoriesApi(loaderArgs("/api/article-categories/?lang=en")));
    expect(categories.data).toEqual([
      { id: expect.any(Number), name: "Interviews", slug: "interviews" },
      { id: expect.any(Number), name: "Behind the scenes", slug: "hinter-den-kulissen" },
      { id: expect.any(Number), name: "Reading tips", slug: "leseempfehlungen" },
      { id: expect.any(Number), name: "Festival news", slug: "festival-news" },
    ]);
    const bad = await settle(() => categoriesApi(loaderArgs("/api/article-categories/?lang=fr")));
    expect(bad.status).toBe(400);
  });
});
