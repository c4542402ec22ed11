import { describe, expect, it } from "vitest";
import { findParam, keepParam } from "~/lib/back-office/resources/record-form";
import { optionRows } from "~/models/back-office/records.server";
import { action, loader } from "~/routes/back-office/record";
import { IMAGE_CHOICES } from "~/services/back-office/resources/options.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Option = { value: string; label: string };
type FormAnswer = { values: Record<string, string>; options: Record<string, Option[]> };

// A record's select must always offer the value the record holds: without it the browser shows the
// first option, and saving the form would clear the field.
describe.each(createTestDatabases())("a record form's option lists on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const rita = async () => ({ headers: { Cookie: await editorCookie(t.db) } });

  /** 2,100 images, more than any select offers; the one named "zz-altes-plakat" is the oldest and sorts last. */
  async function manyImages(): Promise<number> {
    const rows = Array.from({ length: 2_100 }, (_, i) => ({
      name: i === 0 ? "zz-altes-plakat" : `bild-${String(i).padStart(4, "0")}`,
      orientation: "horizontal" as const, width: 1200, height: 800,
      alt_de: i === 0 ? "Ein altes Plakat mit Leuchtturm" : `Bild ${i}`, alt_en: "", credit: "",
      created_at: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto("images").values(rows.slice(i, i + 500)).execute();
    return (await t.db.selectFrom("images").select("id").where("name", "=", "zz-altes-plakat").executeTakeFirstOrThrow()).id;
  }

  it("offers the newest images, the stored one besides, and finds any other by name or alt text", async () => {
    const oldest = await manyImages();
    const venue = await t.db.selectFrom("venues").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
    await t.db.updateTable("venues").set({ image_id: oldest }).where("id", "=", venue.id).execute();
    const headers = await rita();
    const form = async (query = "") => (await settle<FormAnswer>(() => loader(loaderArgs(`/cms-hub/venues/${venue.id}${query}`, { ...headers, params: { resource: "venues", id: String(venue.id) } })))).data;

    const opened = await form();
    const images = opened.options.images!.map((o) => o.value);
    expect(images).toContain(String(oldest));
    expect(images.length).toBe(IMAGE_CHOICES + 1);
    expect(opened.values.image_id).toBe(String(oldest));

    // With script: the search asks the loader and keeps the choice the select holds, even unsaved.
    const newest = (await t.db.selectFrom("images").select("id").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    const searched = await form(`?${new URLSearchParams({ [findParam("image_id")]: "bild-0007", [keepParam("image_id")]: String(newest) })}`);
    const seventh = (await t.db.selectFrom("images").select("id").where("name", "=", "bild-0007").executeTakeFirstOrThrow()).id;
    expect(searched.options.images!.map((o) => o.value)).toEqual([String(newest), String(seventh)]);
    expect(searched.options.images![1]!.label).toBe("bild-0007 – Bild 7");
    const lighthouses = (await form(`?${findParam("image_id")}=leuchtturm`)).options.images!;
    expect(lighthouses.map((o) => o.value)).toContain(String(oldest));
    for (const option of lighthouses) expect(option.label).toMatch(/leuchtturm/i);

    // Without script: the search posts the form, which comes back as typed, with what was found; nothing is written.
    const posted = await settle<FormAnswer>(() =>
      action(formActionArgs(`/cms-hub/venues/${venue.id}`, { intent: "save", op: "find", name: "Neuer Name, noch nicht gespeichert", image_id: String(oldest), [findParam("image_id")]: "bild-0042" }, { ...headers, params: { resource: "venues", id: String(venue.id) } })),
    );
    expect(posted.status).toBe(200);
    expect(posted.data.values).toMatchObject({ name: "Neuer Name, noch nicht gespeichert", image_id: String(oldest), [findParam("image_id")]: "bild-0042" });
    expect(posted.data.options.images!.map((o) => o.label)).toEqual(["zz-altes-plakat – Ein altes Plakat mit Leuchtturm", "bild-0042 – Bild 42"]);
    expect((await t.db.selectFrom("venues").select("name").where("id", "=", venue.id).executeTakeFirstOrThrow()).name).toBe(venue.name);
  });

  it("puts a chosen row beyond a list's limit before the list", async () => {
    const genres = await t.db.selectFrom("genres").select(["id", "name_de"]).orderBy("name_de").orderBy("id").execute();
    expect(genres.length).toBeGreaterThan(2);
    const last = genres.at(-1)!;
    expect(await optionRows("genres", "name_de", { limit: 1, chosen: [last.id] })).toEqual([{ id: last.id, label: last.name_de }, { id: genres[0]!.id, label: genres[0]!.name_de }]);
    expect(await optionRows("genres", "name_de", { limit: 1, chosen: [genres[0]!.id] })).toEqual([{ id: genres[0]!.id, label: genres[0]!.name_de }]);
  });
});
