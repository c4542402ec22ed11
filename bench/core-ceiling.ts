// What this machine's cores give two Node processes at once against one, without the site: the
// ceiling the site's scaling factor is read against. A loop that allocates and serialises small
// objects (as a render does, so V8's garbage collector works beside it on another thread) counts
// its turns in a fixed span, first in one process alone, then in `processes` at once; the factor is
// the turns of all over the turns of one, the median of a few rounds. No network, no load generator.
import { spawn } from "node:child_process";
import { median } from "./stats";

const SPAN_MS = 3000;
const ROUNDS = 3;

/** The loop, run by `node -e`: waits for the shared start time, counts turns for the span, prints them. */
const LOOP = `
const [start, span] = process.argv.slice(1).map(Number);
while (Date.now() < start);
const end = start + span, kept = [];
let turns = 0;
while (Date.now() < end) {
  const list = [];
  for (let i = 0; i < 200; i++) list.push({ id: i, name: "event " + i, tags: ["tag" + i, "b"], when: new Date(1e12 + i * 6e4).toISOString() });
  kept[turns % 500] = JSON.stringify(list);
  turns++;
}
console.log(turns);
`;

function loop(start: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", LOOP, String(start), String(SPAN_MS)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`the loop exited with ${code}`))));
  });
}

/** Turns of `count` loops started together (each given half a second to start). */
async function together(count: number): Promise<number> {
  const start = Date.now() + 500;
  const turns = await Promise.all(Array.from({ length: count }, () => loop(start)));
  return turns.reduce((sum, n) => sum + n, 0);
}

/** The factor by which `processes` loops at once outdo one (median of the rounds), and the rounds' factors. */
export async function coreCeiling(processes: number): Promise<{ factor: number; rounds: number[] }> {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push((await together(processes)) / (await together(1)));
  return { factor: median(rounds), rounds };
}
