/**
 * One process of the cart storm (see cart-storm.ts): opens its own connection to the shared
 * database and says "ready"; then, for every job line on stdin, fires all the job's add-to-cart
 * calls at once, each as a different buyer, and prints a JSON tally of the answers.
 *
 *   node worker.mjs postgres://…/db      stdin: {"jet":1,"requests":100,"serialize":true}
 */
import readline from "node:readline";
import { connect, type Connection } from "~/db/db.server";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";

export interface StormJob {
  jet: number;
  requests: number;
  /** False: the embedded box office's oversell control mode. */
  serialize: boolean;
}

export interface StormTally {
  ok: number;
  /** Failures by reason, e.g. { not_enough_seats: 90 }. */
  failures: Record<string, number>;
  /** Thrown errors (a 500 in the app): must stay empty. */
  errors: string[];
}

/** A small pool per process: five workers share one PostgreSQL server with the other test files. */
const open = (url: string): Connection => connect(url, { poolSize: 4 });

async function main() {
  const conn = open(process.argv[2] ?? "");
  const boxes = {
    serialized: createEmbeddedBoxOffice({ connection: conn }),
    unsafe: createEmbeddedBoxOffice({ connection: conn, serialize: false }),
  };
  await conn.db.selectFrom("events").select("id").limit(1).execute(); // connected before the first job
  process.stdout.write("ready\n");

  for await (const line of readline.createInterface({ input: process.stdin })) {
    const job = JSON.parse(line) as StormJob;
    const box = job.serialize ? boxes.serialized : boxes.unsafe;
    const started = Date.now();
    const tally: StormTally = { ok: 0, failures: {}, errors: [] };
    await Promise.all(
      Array.from({ length: job.requests }, async () => {
        try {
          const result = await box.addToCart({ eventJetId: job.jet, tickets: [{ saleTypeId: 1, quantity: 1 }] });
          if (result.ok) tally.ok += 1;
          else tally.failures[result.reason] = (tally.failures[result.reason] ?? 0) + 1;
        } catch (error) {
          tally.errors.push(error instanceof Error ? error.message : String(error));
        }
      }),
    );
    if (process.env.STORM_DEBUG) console.error(`storm worker: ${Date.now() - started} ms`);
    process.stdout.write(`${JSON.stringify(tally)}\n`);
  }
  await conn.db.destroy();
}

await main();
