// Servers a bench starts and stops: a process that counts as started once a URL answers.
import { spawn, type ChildProcess } from "node:child_process";

export interface Running {
  child: ChildProcess;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node argvOf…` (in `cwd`, this directory by default) and waits until `url` answers (and, for a
 * site with workers, its output matches `ready`); refuses a URL another server already answers.
 */
export async function startProcess(argvOf: string[], env: NodeJS.ProcessEnv, url: string, { ready, cwd }: { ready?: RegExp; cwd?: string } = {}): Promise<Running> {
  if (await answers(url)) throw new Error(`${url} is taken by another server; pass --port.`);
  const child = spawn(process.execPath, argvOf, { env, cwd, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    if ((!ready || ready.test(out)) && (await answers(url))) return { child, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${argvOf.join(" ")} did not start:\n${out}`);
}
