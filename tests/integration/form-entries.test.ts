import { describe, expect, it } from "vitest";
import { action as apiEntries } from "~/routes/api/form-entries";
import { loader as apiForm } from "~/routes/api/form";
import { action as pageAction } from "~/routes/cms-page";
import { createTestDatabases, formActionArgs, jsonActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("form entries on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const formId = async () => (await t.db.selectFrom("forms").select("id").where("slug", "=", "kontakt").executeTakeFirstOrThrow()).id;
  const entries = async () => (await t.db.selectFrom("form_entries").select(["id", "field_values"]).execute()).length;
  const good = {
    "field_values[name]": "Anna Berger",
    "field_values[email]": "anna@example.at",
    "field_values[email2]": "anna@example.at",
    "field_values[topic]": "karten",
    "field_values[message]": "Gibt es noch Karten für Sonntag?",
  };

  it("answers a form with its fields and the appended email2", async () => {
    const id = await formId();
    const res = await settle<{ title: string; fields: Array<{ slug: string; field_type: number; required: boolean }> }>(() =>
      apiForm(loaderArgs(`/de/api/forms/${id}/`, { params: { id: String(id) } })),
    );
    expect(res.data.title).toBe("Kontakt");
    expect(res.data.fields.at(-1)).toMatchObject({ slug: "email2", field_type: 14, required: true });
    expect((await settle(() => apiForm(loaderArgs("/de/api/forms/abc/", { params: { id: "abc" } })))).status).toBe(400);
    expect((await settle(() => apiForm(loaderArgs("/de/api/forms/99999/", { params: { id: "99999" } })))).status).toBe(404);
  });

  it("shows field errors in place and stores nothing", async () => {
    const before = await entries();
    const res = await settle<{ errors: Record<string, string>; values: Record<string, string> }>(async () =>
      pageAction(
        formActionArgs("/de/lesesommer", {
          intent: "form-entry",
          form: String(await formId()),
          ...good,
          "field_values[email]": "kein-mail",
          "field_values[email2]": "anders@example.at",
          "field_values[message]": "",
          "field_values[topic]": "erfunden",
        }, { withoutCsrf: true, context: { clientIp: `errors-${engine.name}` } }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ email: "invalidEmail", email2: "emailMismatch", message: "fieldRequired", topic: "invalidChoice" });
    expect(res.data.values.name).toBe("Anna Berger");
    expect(await entries()).toBe(before);
  });

  it("stores a valid entry and comes back with ?sent", async () => {
    const id = await formId();
    const res = await settle(() =>
      pageAction(formActionArgs("/de/lesesommer", { intent: "form-entry", form: String(id), ...good }, { withoutCsrf: true, context: { clientIp: `ok-${engine.name}` } })),
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/de/lesesommer?sent=${id}#form-${id}`);
    const row = await t.db.selectFrom("form_entries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(row.field_values)).toMatchObject({ name: "Anna Berger", topic: "karten" });
  });

  it("takes JSON entries through the API, refusing bad bodies and other origins", async () => {
    const id = await formId();
    const values = { name: "Ben", email: "ben@example.at", email2: "ben@example.at", topic: "presse", message: "Hallo" };
    const ok = await settle<{ status: string; id: number }>(() =>
      apiEntries(jsonActionArgs("/en/api/forms-entries/", { form: id, field_values: values }, { context: { clientIp: `json-${engine.name}` } })),
    );
    expect(ok.status).toBe(201);
    expect(ok.data.status).toBe("ok");
    const bad = await settle<{ error: string }>(() => apiEntries(jsonActionArgs("/en/api/forms-entries/", { form: "x" })));
    expect(bad.status).toBe(400);
    const invalid = await settle<{ details: Record<string, string> }>(() =>
      apiEntries(jsonActionArgs("/en/api/forms-entries/", { form: id, field_values: { ...values, email2: "" } }, { context: { clientIp: `inv-${engine.name}` } })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.details).toEqual({ email2: "fieldRequired" });
    const args = jsonActionArgs("/en/api/forms-entries/", { form: id, field_values: values });
    args.request.headers.set("Origin", "https://evil.example");
    expect((await settle(() => apiEntries(args))).status).toBe(403);
  });

  it("limits how often one visitor can submit", async () => {
    const id = await formId();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await settle(() =>
        pageAction(formActionArgs("/de/lesesommer", { intent: "form-entry", form: String(id), ...good }, { withoutCsrf: true, context: { clientIp: `flood-${engine.name}` } })),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
