// Forms as pages of their own and in the back office: the visitor's form page (values kept and messages
// beside the fields on a refusal, nothing stored; files kept out of public reach), and the editors' forms,
// fields, entries (read state, deleting with files), CSV and file downloads, with their permissions.
import fs from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "~/routes/back-office/form";
import { loader as csvLoader } from "~/routes/back-office/form-entries-export";
import { loader as entriesLoader } from "~/routes/back-office/form-entries";
import { action as entryAction, loader as entryLoader } from "~/routes/back-office/form-entry";
import { loader as fileLoader } from "~/routes/back-office/form-file";
import { loader as formsLoader } from "~/routes/back-office/forms";
import { action as pageAction, loader as pageLoader } from "~/routes/form-page";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN } from "./support/test-db";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function multipartArgs(pathOrUrl: string, params: Record<string, string>, fields: Record<string, string | string[] | File>, clientIp: string): ActionFunctionArgs {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  const request = new Request(new URL(pathOrUrl, TEST_ORIGIN), { method: "POST", headers: { Origin: TEST_ORIGIN }, body });
  return { request, params, context: { ...TEST_CONTEXT, clientIp } };
}

describe.each(createTestDatabases())("forms on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const school = async () => t.db.selectFrom("forms").select(["id", "slug"]).where("slug", "=", "schulanmeldung").executeTakeFirstOrThrow();
  const entryCount = async () => (await t.db.selectFrom("form_entries").select("id").execute()).length;
  const as = async (email: string) => ({ headers: { Cookie: await editorCookie(t.db, "integration-test", email) } });
  const registration = (formId: number, extra: Record<string, string | string[] | File> = {}) => ({
    intent: "form-entry",
    form: String(formId),
    "field_values[school]": "Volksschule Urfahr",
    "field_values[contact]": "Eva Moser",
    "field_values[email]": "eva.moser@example.at",
    "field_values[email2]": "eva.moser@example.at",
    "field_values[pupils]": "24",
    "field_values[grade]": "vs",
    "field_values[productions]": ["krokodil", "insel"],
    ...extra,
  });

  it("shows the form page, sends a wrong slug to the right one (301) and answers 404 for unknown or offline forms", async () => {
    const form = await school();
    const page = await settle<{ form: { title: string; fields: { slug: string }[] } }>(() =>
      pageLoader(loaderArgs(`/de/forms/schulanmeldung/${form.id}`, { params: { slug: "schulanmeldung", id: String(form.id) } })),
    );
    expect(page.status).toBe(200);
    expect(page.data.form.title).toBe("Anmeldung für Schulvorstellungen");
    expect(page.data.form.fields.at(-1)!.slug).toBe("email2");
    const moved = await settle(() => pageLoader(loaderArgs(`/en/forms/old/${form.id}`, { params: { slug: "old", id: String(form.id) } })));
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/en/forms/schulanmeldung/${form.id}`);
    expect((await settle(() => pageLoader(loaderArgs("/de/forms/x/999999", { params: { slug: "x", id: "999999" } })))).status).toBe(404);
    await t.db.updateTable("forms").set({ is_online: 0 }).where("id", "=", form.id).execute();
    expect((await settle(() => pageLoader(loaderArgs(`/de/forms/schulanmeldung/${form.id}`, { params: { slug: "schulanmeldung", id: String(form.id) } })))).status).toBe(404);
    await t.db.updateTable("forms").set({ is_online: 1 }).where("id", "=", form.id).execute();
  });

  it("refuses an invalid entry with 400, the messages and the values typed, and stores nothing", async () => {
    const form = await school();
    const before = await entryCount();
    const res = await settle<{ errors: Record<string, string>; values: Record<string, string> }>(() =>
      pageAction(
        formActionArgs(`/de/forms/schulanmeldung/${form.id}`, registration(form.id, { "field_values[email2]": "kein-mail", "field_values[school]": "" }), {
          params: { slug: "schulanmeldung", id: String(form.id) },
          context: { clientIp: `invalid-${engine.name}` },
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ school: "fieldRequired", email2: "invalidEmail" });
    expect(res.data.values.contact).toBe("Eva Moser");
    expect(await entryCount()).toBe(before);
  });

  it("stores an entry with its file (303 to the success state); only users with the catalogue permission download the file", async () => {
    const form = await school();
    const res = await settle(() =>
      pageAction(
        multipartArgs(`/de/forms/schulanmeldung/${form.id}`, { slug: "schulanmeldung", id: String(form.id) }, registration(form.id, { "field_values[attachment]": new File([PDF], "Förderbedarf.pdf", { type: "application/pdf" }) }), `file-${engine.name}`),
      ),
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/de/forms/schulanmeldung/${form.id}?sent=${form.id}`);
    const entry = await t.db.selectFrom("form_entries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry.read_at).toBeNull();
    const file = await t.db.selectFrom("form_entry_files").selectAll().where("entry_id", "=", entry.id).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ field_slug: "attachment", original_name: "Förderbedarf.pdf", mime_type: "application/pdf", size: PDF.length });
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", file.name))).toBe(true);

    const args = (options = {}) => loaderArgs(`/cms-hub/form-files/${file.id}`, { params: { id: String(file.id) }, ...options });
    expect((await fileLoader(args())).status).toBe(401);
    expect((await fileLoader(args(await as("kasse@example.org")))).status).toBe(403);
    const download = await fileLoader(args(await as("anna@example.org")));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("lists forms with entry and unread counts; the entry opens as read, can be marked unread and is in the CSV", async () => {
    const form = await school();
    const rita = await as("redaktion@example.org");
    const list = await settle<{ rows: { id: number; entries: number; unread: number }[] }>(() => formsLoader(loaderArgs("/cms-hub/forms?q=schul", rita)));
    const row = list.data.rows.find((r) => r.id === form.id)!;
    expect(row.entries).toBeGreaterThan(0);
    expect(row.unread).toBe(row.entries);

    const unread = await settle<{ rows: { id: number; unread: boolean }[]; total: number }>(() =>
      entriesLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries?read=unread&q=urfahr`, { params: { id: String(form.id) }, ...rita })),
    );
    expect(unread.data.total).toBe(row.entries);
    const entryId = unread.data.rows[0]!.id;
    const params = { id: String(form.id), entry: String(entryId) };
    const opened = await settle<{ fields: { slug: string; label: string; text: string; files: { href: string }[] }[] }>(() =>
      entryLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries/${entryId}`, { params, ...rita })),
    );
    expect(opened.data.fields.find((f) => f.slug === "school")).toMatchObject({ label: "Schule oder Kindergarten", text: "Volksschule Urfahr" });
    expect(opened.data.fields.find((f) => f.slug === "productions")!.text).toBe("krokodil, insel");
    expect((await t.db.selectFrom("form_entries").select("read_at").where("id", "=", entryId).executeTakeFirstOrThrow()).read_at).not.toBeNull();
    const read = await settle<{ total: number }>(() => entriesLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries?read=read`, { params: { id: String(form.id) }, ...rita })));
    expect(read.data.total).toBe(1);

    const csv = await csvLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries.csv`, { params: { id: String(form.id) }, ...rita }));
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="schulanmeldung-entries.csv"/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe("Schule oder Kindergarten,Ansprechperson,E-Mail-Adresse,Telefon,Anzahl der Kinder,Schulstufe,Gewünschte Vorstellungen,Zusatzangebote,Wunschtermin,Anhang (optional),email2,Eingegangen,Gelesen");
    expect(text).toContain('Volksschule Urfahr,Eva Moser,eva.moser@example.at,,24,vs,"krokodil, insel"');
    expect(text).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d,ja\r\n/);
    expect((await csvLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries.csv`, { params: { id: String(form.id) }, ...(await as("kasse@example.org")) }))).status).toBe(403);
    expect((await csvLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries.csv`, { params: { id: String(form.id) } }))).status).toBe(401);

    const marked = await settle(() => entryAction(formActionArgs(`/cms-hub/forms/${form.id}/entries/${entryId}`, { intent: "unread" }, { params, ...rita })));
    expect(marked.status).toBe(303);
    expect((await t.db.selectFrom("form_entries").select("read_at").where("id", "=", entryId).executeTakeFirstOrThrow()).read_at).toBeNull();
    const audit = await t.db.selectFrom("audit_log").select(["entity", "action"]).where("entity_id", "=", entryId).where("entity", "=", "form-entries").execute();
    expect(audit).toEqual([{ entity: "form-entries", action: "update" }]);
  });

  it("deletes an entry with its files (rows and stored files), for editors only", async () => {
    const form = await school();
    const file = await t.db.selectFrom("form_entry_files").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    const params = { id: String(form.id), entry: String(file.entry_id) };
    const url = `/cms-hub/forms/${form.id}/entries/${file.entry_id}`;
    const kasse = await as("kasse@example.org");
    const anna = await as("anna@example.org");
    const boxOffice = await settle(() => entryAction(formActionArgs(url, { intent: "delete" }, { params, ...kasse })));
    expect(boxOffice.status).toBe(403);
    const res = await settle(() => entryAction(formActionArgs(url, { intent: "delete" }, { params, ...anna })));
    expect(res.status).toBe(303);
    expect(await t.db.selectFrom("form_entries").select("id").where("id", "=", file.entry_id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom("form_entry_files").select("id").where("id", "=", file.id).executeTakeFirst()).toBeUndefined();
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", file.name))).toBe(false);
    const logged = await t.db.selectFrom("audit_log").select(["action", "changes"]).where("entity", "=", "form-entries").where("entity_id", "=", file.entry_id).where("action", "=", "delete").executeTakeFirstOrThrow();
    expect(logged.changes).not.toContain("Urfahr");
    expect((await fileLoader(loaderArgs(`/cms-hub/form-files/${file.id}`, { params: { id: String(file.id) }, ...anna }))).status).toBe(404);
  });

  it("creates a form, edits its fields inline (add, move, remove without saving; then save) with an audit row, and refuses bad input", async () => {
    const rita = await as("redaktion@example.org");
    const base = {
      title_de: "Preisrätsel", title_en: "Prize quiz", slug: "", intro_de: "Raten Sie **mit**!", intro_en: "", success_text_de: "Danke!", success_text_en: "",
      notify_email: "quiz@example.org", is_online: "1",
      "fields.0.id": "", "fields.0.label_de": "Ihre Antwort", "fields.0.label_en": "Your answer", "fields.0.slug": "", "fields.0.field_type": "6",
      "fields.0.required": "1", "fields.0.visible": "1", "fields.0.choices": "a | Eins | One\nZwei", "fields.0.default_value": "",
      "fields.0.placeholder_text_de": "", "fields.0.placeholder_text_en": "", "fields.0.help_text_de": "", "fields.0.help_text_en": "",
    };
    const post = (fields: Record<string, string>, id = "new", options = rita) =>
      settle<{ draft: { fields: { label_de: string }[] }; errors: Record<string, string[]> }>(() =>
        editAction(formActionArgs(`/cms-hub/forms/${id}`, { intent: "save", ...fields }, { params: { id }, ...options })),
      );
    expect((await post(base, "new", await as("kasse@example.org"))).status).toBe(403);
    const bad = await post({ ...base, title_de: "", notify_email: "nope", "fields.0.field_type": "14", "fields.0.choices": "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["fields.0.field_type", "notify_email", "title_de"]);
    expect(await t.db.selectFrom("forms").select("id").where("title_de", "=", "Preisrätsel").executeTakeFirst()).toBeUndefined();

    const added = await post({ ...base, fieldOp: "add" });
    expect(added.status).toBe(200);
    expect(added.data.draft.fields.map((f) => f.label_de)).toEqual(["Ihre Antwort", ""]);

    const created = await post(base);
    expect(created.status).toBe(303);
    const form = await t.db.selectFrom("forms").selectAll().where("title_de", "=", "Preisrätsel").executeTakeFirstOrThrow();
    expect(created.location).toBe(`/cms-hub/forms/${form.id}?done=created`);
    expect(form.slug).toBe("preisraetsel");
    expect(JSON.parse(form.intro_de).root.children[0].children[1]).toMatchObject({ text: "mit", format: 1 });
    const [field] = await t.db.selectFrom("form_fields").selectAll().where("form_id", "=", form.id).execute();
    expect(field).toMatchObject({ slug: "ihre-antwort", field_type: 6, required: 1 });
    expect(JSON.parse(field!.choices)).toEqual([{ value: "a", de: "Eins", en: "One" }, { value: "zwei", de: "Zwei", en: "" }]);

    const loaded = await settle<{ values: typeof base & { fields: Record<string, string>[] } }>(() =>
      editLoader(loaderArgs(`/cms-hub/forms/${form.id}`, { params: { id: String(form.id) }, ...rita })),
    );
    const stored = loaded.data.values.fields[0]!;
    const second = Object.fromEntries(Object.entries(stored).map(([k, v]) => [`fields.1.${k}`, k === "id" ? "" : k === "label_de" ? "Name" : k === "slug" ? "name" : k === "field_type" ? "1" : k === "choices" ? "" : v]));
    const first = Object.fromEntries(Object.entries(stored).map(([k, v]) => [`fields.0.${k}`, v]));
    const saved = await post({ ...base, ...first, ...second, slug: "preisraetsel" }, String(form.id));
    expect(saved.status).toBe(303);
    const moved = await post({ ...base, ...first, ...second, fieldOp: "up:1" }, String(form.id));
    expect(moved.data.draft.fields.map((f) => f.label_de)).toEqual(["Name", "Ihre Antwort"]);
    const fields = await t.db.selectFrom("form_fields").select(["id", "slug", "sort"]).where("form_id", "=", form.id).orderBy("sort").execute();
    expect(fields.map((f) => f.slug)).toEqual(["ihre-antwort", "name"]);
    expect(fields[0]!.id).toBe(field!.id);
    const audit = await t.db.selectFrom("audit_log").select(["action", "changes"]).where("entity", "=", "forms").where("entity_id", "=", form.id).orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
    expect(JSON.parse(audit[1]!.changes).fields[1]).toBe("ihre-antwort (6, *), name (1, *)");

    const taken = await post({ ...base, slug: "kontakt" });
    expect(taken.status).toBe(400);
    expect(taken.data.errors.slug).toEqual(["taken"]);
    const kasse = await as("kasse@example.org");
    expect((await settle(() => formsLoader(loaderArgs("/cms-hub/forms", kasse)))).status).toBe(403);
  });

  it("pages through 10,000 entries of a form 50 at a time, newest first, and exports them all", async () => {
    const rita = await as("redaktion@example.org");
    const form = await t.db.insertInto("forms").values({ slug: "viele", title_de: "Viele" }).returning("id").executeTakeFirstOrThrow();
    await t.db.insertInto("form_fields").values({ form_id: form.id, slug: "name", label_de: "Name", field_type: 1 }).execute();
    for (let batch = 0; batch < 10; batch++) {
      await t.db
        .insertInto("form_entries")
        .values(
          Array.from({ length: 1000 }, (_, i) => {
            const n = batch * 1000 + i;
            return { form_id: form.id, field_values: JSON.stringify({ name: `Person ${n}` }), locale: "de", created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(), read_at: n % 2 ? null : "2026-02-01T00:00:00.000Z" };
          }),
        )
        .execute();
    }
    const params = { id: String(form.id) };
    const page = await settle<{ rows: { summary: string; unread: boolean }[]; total: number }>(() =>
      entriesLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries?read=unread&page=3`, { params, ...rita })),
    );
    expect(page.data.total).toBe(5000);
    expect(page.data.rows).toHaveLength(50);
    expect(page.data.rows[0]).toEqual(expect.objectContaining({ summary: "Person 9799", unread: true }));
    const found = await settle<{ rows: { summary: string }[]; total: number }>(() => entriesLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries?q=person%209999`, { params, ...rita })));
    expect(found.data.total).toBe(1);
    const csv = await (await csvLoader(loaderArgs(`/cms-hub/forms/${form.id}/entries.csv`, { params, ...rita }))).text();
    expect(csv.trimEnd().split("\r\n")).toHaveLength(10_001);
  });
});
