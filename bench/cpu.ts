// CPU time of the processes a bench measures (Linux /proc), for figures that a busy machine does not inflate.
import fs from "node:fs";

/** A /proc stat file's text, null when the process has ended meanwhile. */
function readStat(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** The fields after the command's name: state, parent pid, … */
const fieldsOf = (stat: string) => stat.split(") ")[1]!.split(" ");

/** utime + stime of stat fields, in ms (100 ticks a second). */
const cpuMsOf = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) * 10;

/** utime + stime of a /proc stat file, in ms, NaN when it cannot be read. */
function statCpuMs(file: string): number {
  const stat = readStat(file);
  return stat ? cpuMsOf(fieldsOf(stat)) : Number.NaN;
}

const processIds = () => fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));

/** CPU time the server process has used, in ms, all its threads (Linux: /proc/PID/stat). */
export function serverCpuMs(pid: number | undefined): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * CPU time of the process's main thread alone, in ms: the JavaScript that answers requests. The rest of
 * serverCpuMs is V8's helper threads (garbage collection, compiling), which run beside it on other cores.
 */
export function mainThreadCpuMs(pid: number | undefined): number {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

/**
 * CPU time of a process and every process below it (a site's primary and its workers), in ms, all
 * their threads. A process that ended meanwhile no longer counts.
 */
export function processTreeCpuMs(pid: number): number {
  const stats = new Map<number, string[]>();
  for (const name of processIds()) {
    const stat = readStat(`/proc/${name}/stat`);
    if (stat) stats.set(Number(name), fieldsOf(stat));
  }
  const inTree = (candidate: number): boolean => {
    for (let at: number | undefined = candidate; at !== undefined && at > 1; at = Number(stats.get(at)?.[1])) if (at === pid) return true;
    return false;
  };
  let total = 0;
  for (const [candidate, fields] of stats) if (inTree(candidate)) total += cpuMsOf(fields);
  return total;
}

/** cutime + cstime of stat fields, in ms: the CPU of the process's children that ended and were reaped. */
const reapedChildrenCpuMsOf = (fields: string[]) => (Number(fields[13]) + Number(fields[14])) * 10;

/**
 * CPU time of PostgreSQL on this machine, in ms (0 where there is none): every running server process,
 * and the ones that ended — a connection closed, an autovacuum worker done — as the CPU of their
 * parent's reaped children. Without those, a backend ending between two readings took its time with
 * it, and the difference could come out negative.
 */
export function postgresCpuMs(): number {
  const postgres = new Map<number, string[]>();
  for (const pid of processIds()) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat?.includes("(postgres)")) postgres.set(Number(pid), fieldsOf(stat));
  }
  let total = 0;
  for (const fields of postgres.values()) {
    total += cpuMsOf(fields);
    // The server's first process (its parent is no PostgreSQL process) reaps every other one.
    if (!postgres.has(Number(fields[1]))) total += reapedChildrenCpuMsOf(fields);
  }
  return total;
}
