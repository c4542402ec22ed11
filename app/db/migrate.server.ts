import { Migrator, NO_MIGRATIONS } from "kysely";
import type { Kysely, MigrationResultSet } from "kysely";
import { migrations } from "./migrations/index";

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check({ error, results }: MigrationResultSet, verb: string): string[] {
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed?.migrationName ?? "unknown migration";
    const reason = error instanceof Error ? error.message : String(error ?? "failed");
    throw new Error(`Migration ${name} failed to ${verb}: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied. Throws naming the failing migration. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return check(await migrator(db).migrateToLatest(), "apply");
}

/** Reverts every migration (tests and `db:reset` use it); returns the names reverted. */
export async function migrateDownAll(db: Kysely<any>): Promise<string[]> {
  return check(await migrator(db).migrateTo(NO_MIGRATIONS), "revert");
}
