import { describe, expect, it } from "vitest";
import { checkModuleFields } from "~/lib/modules/registry";
import { berlinToIso, isoToBerlinInput } from "./berlin-time";
import { errorsForForm, fieldsFromForm, readModuleForm, withImageIds } from "./module-forms";

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("fieldsFromForm", () => {
  it("writes the page locale's value into a {de, en} pair and keeps the other locale's", () => {
    const posted = form([["headline_level", "3"], ["content", "  Willkommen  "], ["preline", ""], ["anchor", "start"]]);
    expect(fieldsFromForm("headline", posted, { locale: "de", previous: { content: { de: "Alt", en: "Welcome" } } })).toEqual({
      headline_level: 3, content: { de: "Willkommen", en: "Welcome" }, anchor: "start",
    });
    // A plain string stored before counts as German.
    expect(fieldsFromForm("headline", form([["headline_level", "2"], ["content", "Hello"]]), { locale: "en", previous: { content: "Hallo" } }))
      .toEqual({ headline_level: 2, content: { de: "Hallo", en: "Hello" } });
    // Emptied in German with an English value left: German is missing (the schema says so).
    const emptied = fieldsFromForm("headline", form([["headline_level", "2"], ["content", ""]]), { locale: "de", previous: { content: { de: "A", en: "B" } } });
    expect(emptied.content).toEqual({ de: null, en: "B" });
    expect(checkModuleFields("headline", emptied)).toEqual({ ok: false, errors: { content: ["is required"] } });
  });

  it("leaves out empty texts and keeps a typed bad number for the schema to name", () => {
    const fields = fieldsFromForm("headline", form([["headline_level", "x"], ["content", ""]]), { locale: "de" });
    expect(fields).toEqual({ headline_level: "x" });
    expect(fieldsFromForm("blogteaserlist", form([["items", "4"]]), { locale: "de" })).toEqual({ items: 4 });
  });

  it("reads checkboxes as flags and datetime-local as Europe/Berlin time", () => {
    const fields = fieldsFromForm("heromedia", form([["headline", "Hi"], ["online_from", "2026-12-01T18:30"], ["online_to", ""], ["sticky", "on"]]), { locale: "de" });
    expect(fields).toMatchObject({ headline: { de: "Hi", en: null }, online_from: "2026-12-01T18:30:00+01:00", sticky: true });
    expect(fields).not.toHaveProperty("online_to");
    expect(fieldsFromForm("text", form([["content", "x"]]), { locale: "de" }).decrease_distance).toBe(false);
    expect(berlinToIso("2026-07-01T09:00")).toBe("2026-07-01T09:00:00+02:00");
    expect(isoToBerlinInput("2026-07-01T07:00:00Z")).toBe("2026-07-01T09:00");
    expect(berlinToIso("morgen")).toBe("morgen");
  });

  it("reads a link as a page id and an address per locale", () => {
    expect(fieldsFromForm("link", form([["link_text", "Mehr"], ["link", "12"], ["link_url", ""]]), { locale: "de" }))
      .toEqual({ link_text: { de: "Mehr", en: null }, link: 12, sticky: false });
    expect(fieldsFromForm("link", form([["link_text", "More"], ["link", ""], ["link_url", "/en/about"]]), { locale: "en", previous: { link_url: "/de/ueber" } }))
      .toMatchObject({ link: null, link_url: { de: "/de/ueber", en: "/en/about" } });
  });

  it("reads rich text from the script editor's JSON, else from the textarea's text", () => {
    const json = { root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text: "JS" }] }] } };
    expect(fieldsFromForm("text", form([["content", "ignored"], ["content.json", JSON.stringify(json)]]), { locale: "de" }).content).toEqual({ de: json, en: null });
    const fields = fieldsFromForm("text", form([["content", "**fett**"]]), { locale: "en", previous: { content: json } });
    expect(fields.content).toMatchObject({ de: json, en: { root: { children: [{ type: "paragraph", children: [{ text: "fett", format: 1 }] }] } } });
  });

  it("reads list items: drops removed and empty ones, orders by _order, keeps the other locale per item", () => {
    const previous = { children: [{ headline: { de: "Eins", en: "One" } }, { headline: "Zwei" }, { headline: "Drei" }] };
    const posted = form([
      ["children.0.headline", "Eins!"], ["children.0._order", "3"],
      ["children.1.headline", "Zwei"], ["children.1._remove", "1"],
      ["children.2.headline", "Drei"], ["children.2._order", "1"],
      ["children.3.headline", ""], ["children.3.link", ""], ["children.3.online_from", ""],
    ]);
    const fields = fieldsFromForm("teaserlist", posted, { locale: "de", previous });
    expect(fields.children).toEqual([
      { headline: { de: "Drei", en: null }, link: null },
      { headline: { de: "Eins!", en: "One" }, link: null },
    ]);
    expect(checkModuleFields("teaserlist", fields).ok).toBe(true);
    expect(fieldsFromForm("faq", form([["items.0.question", ""]]), { locale: "de" })).toEqual({});
  });

  it("answers uploaded images with the path their id belongs at, after reordering", () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" });
    const posted = form([
      ["children.0.image", "5"], ["children.0._order", "2"],
      ["children.1.image", ""], ["children.1.image.upload", file], ["children.1._order", "1"],
      ["children.2.image", ""], ["children.2.image.upload", new File([], "")],
    ]);
    const { fields, uploads } = readModuleForm("imagelist", posted, { locale: "de" });
    expect(fields.children).toEqual([{}, { image: 5 }]);
    expect(uploads).toEqual([{ path: "children.0.image", file }]);
    expect(withImageIds(fields, [{ path: "children.0.image", id: 9 }]).children).toEqual([{ image: 9 }, { image: 5 }]);
    expect(fields.children).toEqual([{}, { image: 5 }]);
  });

  it("keeps the fields other editors write (a section's columns) and drops an old image's derived data", () => {
    const columns = [{ modules: [] }];
    expect(fieldsFromForm("section", form([["extra_class", "lavender"]]), { locale: "de", previous: { columns } })).toEqual({ extra_class: "lavender", columns });
    const previous = { image: 3, image_obj: { id: 3 } };
    expect(fieldsFromForm("image", form([["image", "3"]]), { locale: "de", previous })).toEqual({ image: 3, image_obj: { id: 3 } });
    expect(fieldsFromForm("image", form([["image", "4"]]), { locale: "de", previous })).toEqual({ image: 4 });
    expect(fieldsFromForm("image", form([["image", "3"]]), { locale: "de", previous: { image: { id: 3 }, image_thumbnails: ["t"] } })).toEqual({ image: 3, image_thumbnails: ["t"] });
  });

  it("reads lists of ids", () => {
    expect(fieldsFromForm("eventlist", form([["children", "4, 7 9"], ["filters", "weekend"], ["tag", ""]]), { locale: "de" }))
      .toEqual({ children: [4, 7, 9], filters: "weekend" });
  });
});

describe("errorsForForm", () => {
  it("names the inputs an item's messages belong to", () => {
    const posted = form([["children.0.headline", "A"], ["children.0._order", "2"], ["children.1.headline", ""], ["children.1.subline", "x"], ["children.1._order", "1"]]);
    const { fields, itemPaths } = readModuleForm("teaserlist", posted, { locale: "de" });
    const result = checkModuleFields("teaserlist", fields);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorsForForm(result.errors, itemPaths)).toEqual({ "children.1.headline": ["is required"] });
    expect(errorsForForm({ fields: ["x"], video_url: ["y"] }, itemPaths)).toEqual({ fields: ["x"], video_url: ["y"] });
  });
});
