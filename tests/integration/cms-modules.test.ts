/**
 * The CMS page loader on the demo landing page: every page editor module type arrives with the
 * records it refers to, and time-windowed content is gone. Runs per engine (see support/test-db.ts).
 */
import type { KyselyPlugin } from "kysely";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { FORM_FIELD_TYPES } from "~/lib/form-field-types";
import { checkModuleFields, MODULE_TYPES } from "~/lib/modules/registry";
import { festivalStartFor } from "~/db/seed/index";
import { getPageSections } from "~/models/pages.server";
import { loader, type CmsPageData } from "~/routes/cms-page";
import type { ModuleData, ResolvedSection } from "~/lib/types/cms-modules";
import { EVENT_LIST_LIMIT, resolveModuleData } from "~/services/module-data.server";
import { createTestDatabases, loaderArgs, settle, setupDatabase, useDatabase as swapConnection } from "./support/test-db";

type Module = { type: string; fields: Record<string, unknown>; data: ModuleData };

function allModules(sections: ResolvedSection[]): Module[] {
  const out: Module[] = [];
  const walk = (m: Module) => {
    out.push(m);
    m.data.columns?.flat().forEach(walk);
  };
  sections.forEach((s) => s.modules.forEach(walk));
  return out;
}

async function loadPage(path: string) {
  const locale = path.split("/")[1];
  const res = await settle<CmsPageData>(() => loader(loaderArgs(path, { params: { "*": path.slice(locale.length + 2) } })));
  expect(res.status).toBe(200);
  return res.data;
}

const one = (modules: Module[], type: string) => {
  const found = modules.filter((m) => m.type === type);
  expect(found.length, `module ${type}`).toBeGreaterThan(0);
  return found[0];
};

describe.each(createTestDatabases())("CMS modules on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  it("gives the sticky bar the modules marked sticky, in the page's order, each address once", async () => {
    const de = await loadPage("/de/lesesommer");
    const inPage = de.stickyLinks.filter((l) => l.href.startsWith("#"));
    expect(inPage.map((l) => [l.label, l.href])).toEqual([["Programm", "#programm"], ["Mitmachen", "#mitmachen"], ["Hören und Sehen", "#medien"], ["Häufige Fragen", "#faq"]]);
    // The hero's button (while the hero is online) and the link module both lead to the programme: once.
    expect(de.stickyLinks.filter((l) => l.href === "/de/programm")).toHaveLength(1);
    expect((await loadPage("/en/reading-summer")).stickyLinks.find((l) => l.href === "#faq")?.label).toBe("FAQ");
    // Modules not marked sticky give none.
    expect((await loadPage("/de/festival/ueber-uns")).stickyLinks).toEqual([]);
  });

  it("renders every module type on /de/lesesommer with its data resolved", async () => {
    const data = await loadPage("/de/lesesommer");
    const modules = allModules(data.sections);
    const types = new Set(modules.map((m) => m.type));
    expect(MODULE_TYPES.filter((type) => !types.has(type))).toEqual([]);

    // Fields are localised.
    const hero = one(modules, "heromedia");
    expect(hero.fields.headline).toBe("Der Lesesommer ist da!");
    // Images: the hero's, the gallery's four, the logos', nested section's.
    const heroImage = hero.data.images[hero.fields.image as number];
    expect(heroImage).toMatchObject({ name: "heissluftballon", orientation: expect.any(String) });
    expect(heroImage.alt).not.toBe("");
    const gallery = one(modules, "imagelist");
    expect(Object.keys(gallery.data.images)).toHaveLength(4);
    expect(Object.keys(one(modules, "logolist").data.images)).toHaveLength(3);
    expect(Object.values(one(modules, "section").data.images).map((i) => i.name)).toEqual(["mondleser"]);
    for (const type of ["image", "video", "selfhostedvideo", "twocolumns", "fullteaser"]) {
      const module = one(modules, type);
      expect(module.data.images[module.fields.image as number], `${type} image`).toBeDefined();
    }
    const videolist = one(modules, "videolist");
    expect(Object.keys(videolist.data.images)).toHaveLength(2);

    // Venues with names, addresses and links.
    const venue = one(modules, "venue");
    expect(Object.values(venue.data.venues)).toEqual([
      expect.objectContaining({ name: "Kunsthalle Volksgarten", city: "Linz", url: expect.stringMatching(/^\/de\/venues\/kunsthalle-volksgarten\/\d+$/) }),
    ]);
    expect(venue.data.images[Object.values(venue.data.venues)[0].imageId!]).toBeDefined();
    expect(Object.values(one(modules, "venuelist").data.venues).map((v) => v.name).sort()).toEqual([
      "Bibliothek im Hafenviertel",
      "Haus der Geschichten",
      "Theater an der Donau",
    ]);

    // The chosen events, in date order, with venue, room and a link.
    const events = one(modules, "eventlist").data.events!;
    expect(events.map((e) => e.title)).toEqual(["Krokodil im Kinderzimmer", "Die Insel der verlorenen Wörter", "Oma, Opa und das fliegende Sofa"]);
    expect(events.map((e) => e.startsAt)).toEqual([...events.map((e) => e.startsAt)].sort());
    expect(events[0]).toMatchObject({ room: "Großer Saal", venue: { name: "Theater an der Donau" }, url: expect.stringMatching(/^\/de\/programm\/[a-z0-9-]+\/\d+$/) });

    // Magazine: the four newest articles; highlights of the two chosen categories.
    const latest = one(modules, "blogteaserlist").data.articles!;
    expect(latest).toHaveLength(4);
    expect(latest.map((a) => a.publishedAt)).toEqual([...latest.map((a) => a.publishedAt)].sort().reverse());
    expect(latest[0].url).toMatch(/^\/de\/mediathek-de\/[a-z0-9-]+\/\d+$/);
    const newest = await t.db.selectFrom("articles").select("title_de").where("is_online", "=", 1).orderBy("published_at", "desc").limit(4).execute();
    expect(latest.map((a) => a.title)).toEqual(newest.map((a) => a.title_de));
    const highlights = one(modules, "highlightteaser").data.articles!;
    expect(highlights.length).toBeGreaterThan(0);
    expect(new Set(highlights.map((a) => a.category?.slug))).toSatisfy((slugs: Set<string>) =>
      [...slugs].every((s) => s === "interviews" || s === "hinter-den-kulissen"),
    );

    // The form with its fields in order and the appended confirmation field.
    const form = one(modules, "form").data.form!;
    expect(form.title).toBe("Kontakt");
    expect(form.fields.map((f) => f.slug)).toEqual(["name", "email", "topic", "message", "newsletter", "source", "email2"]);
    expect(form.fields.at(-1)).toMatchObject({ fieldType: FORM_FIELD_TYPES.emailconfirm, required: true, label: "E-Mail-Adresse wiederholen" });
    expect(form.fields.find((f) => f.slug === "topic")?.choices.map((c) => c.label)).toEqual(["Karten", "Schulvorstellungen", "Presse", "Sonstiges"]);

    // Time windows: the expired early-bird text module and the expired teaser item are gone.
    const texts = JSON.stringify(modules.filter((m) => m.type === "text").map((m) => m.fields));
    expect(texts).toContain("Spenden sind steuerlich absetzbar.");
    expect(texts).not.toContain("Frühbucher");
    const teasers = (one(modules, "teaserlist").fields.children as { headline: string }[]).map((c) => c.headline);
    expect(teasers).toEqual(["Zeichnen wie die Profis", "Lesezeichen Minis"]);

    // A child section follows its parent.
    const slugs = data.sections.map((s) => s.slug);
    expect(slugs.indexOf("lesesommer-farbig-hinweis")).toBe(slugs.indexOf("lesesommer-farbig") + 1);
  });

  it("renders the English sibling /en/reading-summer in English", async () => {
    const data = await loadPage("/en/reading-summer");
    const modules = allModules(data.sections);
    expect(MODULE_TYPES.filter((type) => !modules.some((m) => m.type === type))).toEqual([]);
    expect(one(modules, "heromedia").fields.headline).toBe("Reading summer is here!");
    const events = one(modules, "eventlist").data.events!;
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ title: "Crocodile in the Nursery", room: "Main Auditorium", url: expect.stringMatching(/^\/en\/events\/[a-z0-9-]+\/\d+$/) });
    expect(one(modules, "blogteaserlist").data.articles![0].url).toMatch(/^\/en\/mediathek-en\//);
    const form = one(modules, "form").data.form!;
    expect(form.title).toBe("Contact");
    expect(form.fields.at(-1)?.label).toBe("Repeat email address");
    expect(Object.values(one(modules, "venue").data.venues)[0].url).toMatch(/^\/en\/venues\//);
    expect(JSON.stringify(modules)).not.toContain("Early-bird");
    expect(JSON.stringify(modules)).not.toContain("Easter holiday reading");
  });

  it("lists events by filter: next 3 days, weekend with tag, in Berlin days, online and upcoming only", async () => {
    const home = await t.db.selectFrom("pages").select("id").where("url_de", "=", "").executeTakeFirstOrThrow();
    const sections = await getPageSections(home.id);
    const start = festivalStartFor(new Date());
    const duringFestival = start.plus({ days: 1, hours: 12 }).toJSDate(); // day 2, 12:00 in Berlin
    const resolved = await resolveModuleData(sections, "de", duringFestival);
    const next = allModules(resolved).find((m) => m.type === "eventlist")!.data.events!;
    expect(next.length).toBeGreaterThan(0);
    expect(next.length).toBeLessThanOrEqual(EVENT_LIST_LIMIT);
    const until = start.plus({ days: 4 }).toUTC().toISO()!;
    for (const event of next) {
      expect(event.startsAt >= duringFestival.toISOString()).toBe(true);
      expect(event.startsAt < until).toBe(true);
    }

    const tag = await t.db.selectFrom("event_tags").select("id").where("slug", "=", "ab-6").executeTakeFirstOrThrow();
    const weekendSection = {
      id: 1, slug: "x", parentId: null, layout: "100", classes: "", columnClasses: [], revision: 0,
      modules: [
        { id: 1, type: "eventlist", columnIndex: 0, onlineFrom: null, onlineTo: null, fields: { date_from: null, date_to: null, tag: tag.id, filters: "weekend", children: [] } },
        { id: 2, type: "eventlist", columnIndex: 0, onlineFrom: null, onlineTo: null, fields: { date_from: start.toISODate(), date_to: start.toISODate(), tag: null, filters: "none" } },
      ],
    };
    const [weekend, firstDay] = allModules(await resolveModuleData([weekendSection], "de", start.toJSDate())).map((m) => m.data.events!);
    expect(weekend.length).toBeGreaterThan(0);
    const tagged = new Set((await t.db.selectFrom("event_tag_links").select("event_id").where("tag_id", "=", tag.id).execute()).map((r) => r.event_id));
    for (const event of weekend) {
      expect(DateTime.fromISO(event.startsAt, { zone: "Europe/Berlin" }).weekday).toBeGreaterThanOrEqual(6);
      expect(tagged.has(event.id)).toBe(true);
    }
    expect(firstDay.length).toBeGreaterThan(0);
    expect(firstDay.every((e) => DateTime.fromISO(e.startsAt, { zone: "Europe/Berlin" }).hasSame(start, "day"))).toBe(true);

    // Offline events never show.
    const offline = (await t.db.selectFrom("events").select("id").where("is_online", "=", 0).execute()).map((r) => r.id);
    expect(offline.length).toBeGreaterThan(0);
    const everything = { ...weekendSection, modules: [{ ...weekendSection.modules[1], fields: { filters: "none", children: offline } }] };
    const [listed] = allModules(await resolveModuleData([everything], "de", start.toJSDate())).map((m) => m.data.events!);
    expect(listed).toEqual([]);
  });

  it("loads each kind of record in one batch, however many modules refer to it", async () => {
    const page = await t.db.selectFrom("pages").select("id").where("url_de", "=", "lesesommer").executeTakeFirstOrThrow();
    const sections = await getPageSections(page.id);
    const withFilter = sections.map((s) => ({
      ...s,
      modules: s.modules.map((m) => (m.type === "eventlist" ? { ...m, fields: { ...(m.fields as object), children: [] } } : m)),
    }));
    const count = async (input: typeof sections) => {
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => args.node,
        // Called once per executed query (transformQuery also sees every embedded subquery).
        transformResult: async (args) => ((queries += 1), args.result),
      };
      const restore = swapConnection({ ...t.conn, db: t.db.withPlugin(counter) });
      try {
        await resolveModuleData(input, "de", new Date());
      } finally {
        restore();
      }
      return queries;
    };
    const once = await count(withFilter);
    // venues, event ids, events, latest articles, articles by category, forms, form fields, images
    expect(once).toBeLessThanOrEqual(8);
    const twice = await count([...withFilter, ...withFilter.map((s) => ({ ...s, id: s.id + 10_000 }))]);
    expect(twice).toBe(once);
  });

  it("every seeded module passes its type's editor schema", async () => {
    const stored = await t.db.selectFrom("modules").select(["id", "type", "fields"]).execute();
    expect(stored.length).toBeGreaterThan(MODULE_TYPES.length);
    const failures = stored.flatMap((m) => {
      const result = checkModuleFields(m.type, typeof m.fields === "string" ? JSON.parse(m.fields) : m.fields);
      return result.ok ? [] : [{ id: m.id, type: m.type, errors: result.errors }];
    });
    expect(failures).toEqual([]);
  });
});
