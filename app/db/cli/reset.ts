/**
 * `npm run db:reset` — throws the database away, migrates and seeds the demo festival again.
 * SQLite: deletes the file with its -wal and -shm; PostgreSQL: recreates the public schema.
 * Generated images are kept (the seed renders only what is missing or drawn differently now).
 */
import fs from "node:fs";
import { sql } from "kysely";
import { env } from "~/services/http/env.server";
import { connect } from "../db.server";
import { migrateToLatest } from "../migrate.server";
import { seedDemoFestival } from "../seed/index";

const { DATABASE_URL: url, MEDIA_DIR: mediaDir } = env();

if (!url.startsWith("postgres")) {
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

const { db, dialect } = connect(url);
try {
  const started = Date.now();
  if (dialect === "postgres") {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  }
  await migrateToLatest(db);
  await seedDemoFestival(db, { mediaDir });
  console.log(`Reset ${dialect} database and seeded the demo festival in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
