/** `npm run db:seed` — migrates, then seeds the demo festival if the database is empty. */
import { env } from "~/services/env.server";
import { connect } from "../db.server";
import { migrateToLatest } from "../migrate.server";
import { seedIfEmpty } from "../seed/index";

const { DATABASE_URL: url, MEDIA_DIR: mediaDir } = env();
const { db } = connect(url);
try {
  const started = Date.now();
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, { mediaDir });
  console.log(seeded ? `Seeded the demo festival in ${Date.now() - started} ms.` : "The database already has content; nothing seeded (use db:reset to start over).");
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
