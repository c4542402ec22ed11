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
