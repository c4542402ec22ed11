// `npm test`: every check, in stages. The scripts of a stage run side by side (each one's output is
// printed whole when it ends, so two logs never interleave); a stage starts when the one before has
// passed. Type check, lint and the production build each keep about one core busy, so on two cores
// they share a stage; the Vitest projects and Playwright use every core themselves.
import { spawn } from "node:child_process";

const STAGES = [["typecheck", "lint", "build"], ["test:unit"], ["test:e2e"]];

/** Runs `npm run <script>`; alone in its stage it writes straight through, else it collects. */
function run(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", script], { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`\n${code === 0 ? "passed" : "FAILED"}: npm run ${script} (${seconds} s)\n`);
      resolve(code === 0);
    });
  });
}

for (const stage of STAGES) {
  console.log(`\n> ${stage.map((script) => `npm run ${script}`).join(" & ")}\n`);
  const results = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
  if (results.includes(false)) process.exit(1);
}
