// CPU time of the processes a bench measures (Linux /proc), for figures that a busy machine does not inflate.
import fs from "node:fs";

/** CPU time the server process has used, in ms (Linux: utime + stime of /proc/PID/stat, 100 ticks a second). */
export function serverCpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
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
