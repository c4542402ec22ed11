/** `npm run db:migrate` — applies pending migrations; `-- --down` reverts them all. */
import { env } from "~/services/env.server";
import { connect } from "../db.server";
import { migrateDownAll, migrateToLatest } from "../migrate.server";

const url = env().DATABASE_URL;
const { db } = connect(url);
try {
  const down = process.argv.includes("--down");
  const names = down ? await migrateDownAll(db) : await migrateToLatest(db);
  console.log(names.length ? `${down ? "Reverted" : "Applied"}: ${names.join(", ")}` : "Nothing to do: the database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
