// The back office's start page: what each role sees (today's events with what is left, the latest
// orders, unread form entries per form, the pages not found most often, the site's and shop's state).
import { describe, expect, it } from "vitest";
import { setShopOnline } from "~/models/settings.server";
import { loader } from "~/routes/back-office/dashboard";
import { insertBookableEvent } from "./support/box-office-fixtures";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

interface StartPage {
  layout: string;
  events: { id: number; left: number }[] | null;
  orders: { id: number; name: string }[] | null;
  entries: { id: number; unread: number }[] | null;
  errors: { url: string; count: number }[] | null;
  status: { siteOnline: boolean; shopOnline: boolean; canChange: boolean };
}

describe.each(createTestDatabases())("the start page on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const view = async (email: string) =>
    settle<StartPage>(async () => loader(loaderArgs("/cms-hub", { headers: { Cookie: await editorCookie(t.db, "integration-test", email) } })));

  it("sends visitors to the login", async () => {
    const res = await settle(() => loader(loaderArgs("/cms-hub")));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/de/login?redirectTo=%2Fcms-hub");
  });

  it("shows each role what needs its attention", async () => {
    await t.db.insertInto("error_log").values([
      { url: "/de/weg", status: 404, created_at: "2026-05-01T10:00:00.000Z" },
      { url: "/de/weg", status: 404, created_at: "2026-05-02T10:00:00.000Z" },
      { url: "/en/gone", status: 404, created_at: "2026-05-01T10:00:00.000Z" },
    ]).execute();
    const soon = new Date(Date.now() + 60_000);
    const event = await insertBookableEvent(t.db, { jet: 88_001, startsAt: soon.toISOString(), groups: [{ name: "Saal", capacity: 7, prices: [[1, 1000, "Vollpreis"]] }] });
    const order = await t.db.insertInto("orders").values({ name: "Start Seite", email: "start@example.org", total_cents: 2000 }).returning("id").executeTakeFirstOrThrow();
    await t.db.insertInto("order_items").values({ order_id: order.id, event_id: event.eventId, seat_group_id: event.groupIds[0]!, price_id: event.priceIds[0]![0]!, quantity: 2, unit_cents: 1000 }).execute();
    const form = await t.db.insertInto("forms").values({ slug: "start-test", title_de: "Starttest", title_en: "Start test" }).returning("id").executeTakeFirstOrThrow();
    await t.db.insertInto("form_entries").values([
      { form_id: form.id, field_values: "{}", locale: "de" },
      { form_id: form.id, field_values: "{}", locale: "de" },
      { form_id: form.id, field_values: "{}", locale: "de", read_at: "2026-05-01T10:00:00.000Z" },
    ]).execute();

    const admin = await view("redaktion@example.org");
    expect(admin.status).toBe(200);
    expect(admin.data.layout).toBe("dashboard");
    expect(admin.data.errors![0]).toMatchObject({ url: "/de/weg", count: 2 });
    expect(admin.data.entries).toContainEqual(expect.objectContaining({ id: form.id, unread: 2 }));
    expect(admin.data.orders![0]).toMatchObject({ id: order.id, name: "Start Seite" });
    expect(admin.data.status).toEqual({ siteOnline: true, shopOnline: true, canChange: true });

    // Today in Berlin (unless the test runs in the minute before Berlin's midnight): 7 seats, 2 sold.
    const berlinDay = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "Europe/Berlin" });
    if (berlinDay(soon) === berlinDay(new Date())) expect(admin.data.events!.find((e) => e.id === event.eventId)).toMatchObject({ left: 5 });

    const boxOffice = await view("kasse@example.org");
    expect(boxOffice.data.orders).not.toBeNull();
    expect(boxOffice.data.events).not.toBeNull();
    expect(boxOffice.data.entries).toBeNull();
    expect(boxOffice.data.errors).toBeNull();
    expect(boxOffice.data.status.canChange).toBe(false);

    const editor = await view("anna@example.org");
    expect(editor.data.orders).toBeNull();
    expect(editor.data.entries).not.toBeNull();
    expect(editor.data.events).not.toBeNull();
  });

  it("shows the site and the shop offline when they are", async () => {
    await setShopOnline(false);
    const res = await view("redaktion@example.org");
    expect(res.data.status).toMatchObject({ siteOnline: true, shopOnline: false });
    await setShopOnline(true);
  });
});
