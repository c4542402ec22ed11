import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertDatabaseLocation, databaseLabel, seedAnnouncement } from "./database-location.server";

const existing = fs.mkdtempSync(path.join(os.tmpdir(), "festival-location-"));
afterAll(() => fs.rmSync(existing, { recursive: true, force: true }));
const missing = path.join(existing, "not-mounted");

describe("assertDatabaseLocation", () => {
  it("in production, refuses a SQLite file whose folder does not exist, naming DATABASE_URL", () => {
    expect(() => assertDatabaseLocation({ NODE_ENV: "production", DATABASE_URL: `file:${missing}/festival.sqlite` })).toThrow(
      `DATABASE_URL="file:${missing}/festival.sqlite": the folder ${missing} does not exist`,
    );
  });

  it("lets an existing folder, the quick start's ./data, PostgreSQL and development through", () => {
    expect(() => assertDatabaseLocation({ NODE_ENV: "production", DATABASE_URL: `file:${existing}/festival.sqlite` })).not.toThrow();
    expect(() => assertDatabaseLocation({ NODE_ENV: "production", DATABASE_URL: "file:./data/festival.sqlite" })).not.toThrow();
    expect(() => assertDatabaseLocation({ NODE_ENV: "production", DATABASE_URL: "postgres://db/festival" })).not.toThrow();
    expect(() => assertDatabaseLocation({ NODE_ENV: "development", DATABASE_URL: `file:${missing}/festival.sqlite` })).not.toThrow();
  });
});

describe("seedAnnouncement", () => {
  it("warns in production, without the database password", () => {
    const line = seedAnnouncement({ NODE_ENV: "production", DATABASE_URL: "postgres://festival:secret@db:5432/festival" });
    expect(line).toMatch(/^WARNING: the database postgres:\/\/festival:\*\*\*@db:5432\/festival was empty and now holds the DEMO festival/);
    expect(line).not.toContain("secret");
    expect(databaseLabel("postgres://db/festival")).toBe("postgres://db/festival");
  });
});
