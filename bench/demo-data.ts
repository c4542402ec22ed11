// The data the benches measure on: the demo festival with its events multiplied tenfold.
import { connect } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedDemoFestival } from "../app/db/seed/index";
import { multiplyEvents } from "../app/db/seed/multiply";

/** Migrates and seeds the empty database at `databaseUrl` with the demo ×10; answers the events in all and the copies added. */
export async function seedDemoTimesTen(databaseUrl: string, mediaDir: string): Promise<{ events: number; added: number }> {
  const conn = connect(databaseUrl);
  try {
    await migrateToLatest(conn.db);
    await seedDemoFestival(conn.db, { mediaDir });
    const added = await multiplyEvents(conn.db, 10);
    const total = await conn.db.selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return { events: total.n, added };
  } finally {
    await conn.db.destroy();
  }
}
