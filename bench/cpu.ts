// CPU time of the processes a bench measures (Linux /proc), for figures that a busy machine does not inflate.
import fs from "node:fs";

/** utime + stime of a /proc stat file, in ms (100 ticks a second), NaN when it cannot be read. */
function statCpuMs(file: string): number {
  try {
    const fields = fs.readFileSync(file, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

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
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = fs.readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]!.split(" ");
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (candidate: number): boolean => {
    for (let at: number | undefined = candidate; at !== undefined && at > 1; at = parents.get(at)) if (at === pid) return true;
    return false;
  };
  let total = 0;
  for (const candidate of parents.keys()) if (inTree(candidate)) total += serverCpuMs(candidate) || 0;
  return total;
}

/** CPU time of every PostgreSQL server process on this machine, in ms (0 where there is none). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const fields = stat.split(") ")[1]!.split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
