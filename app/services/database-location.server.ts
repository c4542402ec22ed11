/**
 * Where the database lives, checked before the server opens it. In production a SQLite file whose
 * folder is missing refuses the start: a volume that is not mounted would otherwise be created empty
 * and seeded, and the site would show the demo festival instead of the real one. The quick start's
 * default folder (./data) is made when missing (docs/decisions/0025-start-up-and-health.md).
 */
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env.server";

const QUICK_START_FOLDER = "data";

/** DATABASE_URL without a password, for the log. */
export function databaseLabel(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
}

/** Throws a message naming DATABASE_URL when a production SQLite file's folder does not exist. */
export function assertDatabaseLocation({ NODE_ENV, DATABASE_URL }: Pick<Env, "NODE_ENV" | "DATABASE_URL">): void {
  if (NODE_ENV !== "production" || !DATABASE_URL.startsWith("file:")) return;
  const file = DATABASE_URL.slice("file:".length);
  if (file === ":memory:") return;
  const folder = path.dirname(path.resolve(file));
  if (fs.existsSync(folder) || folder === path.resolve(QUICK_START_FOLDER)) return;
  throw new Error(
    `DATABASE_URL=${JSON.stringify(DATABASE_URL)}: the folder ${folder} does not exist. ` +
      "Create it (or mount the volume that holds the database); the server does not start on a new, empty database there.",
  );
}

/** The log line of a start that found an empty database and filled it with the demo festival. */
export function seedAnnouncement({ NODE_ENV, DATABASE_URL }: Pick<Env, "NODE_ENV" | "DATABASE_URL">): string {
  if (NODE_ENV !== "production") return "Seeded the demo festival.";
  return (
    `WARNING: the database ${databaseLabel(DATABASE_URL)} was empty and now holds the DEMO festival ` +
    "(with the demo editor login). If this server should show your festival, stop it and check DATABASE_URL."
  );
}
