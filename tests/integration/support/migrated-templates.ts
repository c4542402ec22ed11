/**
 * Vitest's global setup for the integration project: once per run, one migrated, empty database per
 * engine, which every test database is copied from (test-db.ts). Migrating afresh cost ~0.45 s per
 * PostgreSQL database and ~0.1 s per SQLite file, for about a hundred of each per run. A template
 * holds only the schema, never seeded data: the demo festival's dates follow the clock, so every test
 * database is seeded at the time it is made.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { adminQuery, databaseUrl } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file to copy, or "" when there is none. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server to copy, or "" when there is none. */
    postgresTemplate: string;
  }
}

async function migrate(url: string): Promise<void> {
  const conn = connect(url);
  try {
    await migrateToLatest(conn.db);
  } finally {
    await conn.db.destroy();
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-it-template-"));
  const sqliteFile = path.join(dir, "festival.sqlite");
  await migrate(`file:${sqliteFile}`);
  project.provide("sqliteTemplate", sqliteFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? `festival_it_template_${crypto.randomBytes(6).toString("hex")}` : "";
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${postgresTemplate}`);
    await migrate(databaseUrl(serverUrl, postgresTemplate));
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}
