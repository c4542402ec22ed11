import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The error service's SDK runs before a process serves. Loaded at the process's first error instead,
// loading it stalled the event loop among requests (0.4–0.8 s on an idle two-core machine, 3.8 s on a
// busy one), and load shedding answered them 503.

/** What tests/integration/support/monitoring-probe.ts prints, in a process of its own with `dsn`. */
function probe(dsn: string): { reportsTo: string | null } {
  const run = spawnSync(process.execPath, ["scripts/run-ts.mjs", "tests/integration/support/monitoring-probe.ts"], {
    env: { ...process.env, SENTRY_DSN: dsn },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { reportsTo: string | null };
}

describe("monitoring at a process's start", () => {
  it("has the SDK running with SENTRY_DSN before any error is reported", () => {
    expect(probe("http://public@127.0.0.1:9/1")).toEqual({ reportsTo: "127.0.0.1" });
  });

  it("leaves the SDK unloaded without SENTRY_DSN", () => {
    expect(probe("")).toEqual({ reportsTo: null });
  });
});
