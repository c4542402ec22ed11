/**
 * The demo festival "Lesezeichen" in Linz: twelve festival days of which the seed's own day
 * (Europe/Berlin) is the fourth, so a fresh install shows a festival that is running: three days
 * over, today, and eight days ahead, plus a preview, an opening and last year's run before it.
 * Deterministic apart from the clock and the password salt; the same on SQLite and PostgreSQL.
 */
import { DateTime } from "luxon";
import { PostgresAdapter, type Kysely } from "kysely";
import type { DB } from "../schema";
import { resetSequences, SEED_DAY, ZONE, type SeedContext } from "./context";
import { seedEvents } from "./events";
import { seedForms } from "./forms";
import { generateImages, seedImages } from "./images";
import { seedMagazine } from "./magazine";
import { seedPages } from "./pages";
import { seedPersons } from "./persons";
import { seedProductions } from "./productions";
import { seedSettings } from "./settings";
import { seedTaxonomies } from "./taxonomies";
import { seedVenues } from "./venues";
import { renewPlannerStatistics } from "~/models/planner-statistics.server";

export interface SeedOptions {
  /** Where the generated images go (served under /media). */
  mediaDir: string;
  /** Render the image files too (default true); the records are written either way. */
  images?: boolean;
  /** The clock the festival dates are computed from (tests pin it). */
  now?: Date;
}

export { FESTIVAL_DAYS, SEED_DAY } from "./context";

/** Midnight (Europe/Berlin) of the festival's first day: `SEED_DAY` days before the day of `now`. */
export function festivalStartFor(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: ZONE }).startOf("day").minus({ days: SEED_DAY });
}

/** Seeds the demo festival when there is no site_settings row yet; true when it seeded. */
export async function seedIfEmpty(db: Kysely<DB>, opts: SeedOptions): Promise<boolean> {
  const settings = await db.selectFrom("site_settings").select("id").limit(1).executeTakeFirst();
  if (settings) return false;
  await seedDemoFestival(db, opts);
  return true;
}

/** Writes the whole demo festival in one transaction (images are rendered before it starts). */
export async function seedDemoFestival(db: Kysely<DB>, opts: SeedOptions): Promise<void> {
  if (opts.images !== false) await generateImages(opts.mediaDir);
  const now = DateTime.fromJSDate(opts.now ?? new Date(), { zone: ZONE });
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      isPostgres: trx.getExecutor().adapter instanceof PostgresAdapter,
      now,
      festivalStart: festivalStartFor(now.toJSDate()),
      images: await seedImages(trx),
      ids: new Map(),
      touched: new Set(["images"]),
    };
    await seedSettings(ctx);
    await seedVenues(ctx);
    await seedPersons(ctx);
    await seedTaxonomies(ctx);
    await seedProductions(ctx);
    await seedEvents(ctx);
    await seedMagazine(ctx);
    await seedForms(ctx);
    await seedPages(ctx);
    await resetSequences(ctx);
  });
  await renewPlannerStatistics(db);
}
