// Two projects: `unit` (next to the code, fast, no database) and `integration` (loaders, actions and
// models on a real, freshly migrated database: SQLite always, PostgreSQL too when TEST_DATABASE_URL
// is set; see tests/integration/support/test-db.ts).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const cache = path.join(root, ".cache");

export default defineConfig({
  // tsconfig "paths": "~/*" → "./app/*"
  resolve: { alias: [{ find: /^~\//, replacement: `${path.join(root, "app")}/` }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // tests/lint: the lint configuration's own rules, run through ESLint's Node API.
          include: ["app/**/*.test.{ts,tsx}", "bench/**/*.test.ts", "tests/lint/**/*.test.ts"],
          environment: "node",
          // Each file still gets modules of its own, in a VM context instead of a process of its own:
          // 23 s instead of 67 s for the unit files on two cores, where starting a process per file
          // cost more than the tests.
          pool: "vmThreads",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // One migrated database per engine, which each test database is copied from.
          globalSetup: ["tests/integration/support/migrated-templates.ts"],
          environment: "node",
          // `fileParallelism` is a root-only option in vitest 3; per project, one fork that runs the
          // files one after the other is the same thing. The files share one PostgreSQL server and
          // the cached media folder, and a 2-core machine gains nothing from running them at once.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          // Start after the unit tests instead of competing with them for the two cores.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000, // migrating and seeding a fresh database (images on the first run)
          env: {
            // Never touch the developer's data/ folder or database: a test that forgets
            // useDatabase() gets an empty throwaway file instead of data/festival.sqlite.
            DATABASE_URL: `file:${path.join(cache, "test-data", "unused.sqlite")}`,
            DATA_DIR: path.join(cache, "test-data"),
            MEDIA_DIR: path.join(cache, "test-media"),
            SESSION_SECRET: "integration-tests-only-0123456789abcdef",
            // The origin of the requests the tests make (TEST_ORIGIN in tests/integration/support/test-db.ts).
            PUBLIC_URL: "http://localhost",
          },
        },
      },
    ],
  },
});
