/**
 * Carries out due page schedules: every 5 s in the server process and once at its start. Each due
 * schedule runs in a transaction of its own and is claimed first (`done_at` set only where it is
 * still null), so two processes ticking at once apply it once. A publish makes the scheduled version
 * the published one; an unpublish takes the page offline. The writes count as content changes: the
 * page cache serves no page from before the tick.
 */
import { editorTransaction } from "~/models/editor-sections.server";
import { claimSchedule, findDueScheduleIds, setPageOffline, setPublishedVersion } from "~/models/page-versions.server";
import { now } from "~/services/clock.server";

export const TICK_MS = 5000;

/** Applies the schedules due now; answers how many this call applied. */
export async function applyDueSchedules(): Promise<number> {
  const at = now().toISOString();
  let applied = 0;
  for (const id of await findDueScheduleIds(at)) {
    const done = await editorTransaction(async ({ q }) => {
      const schedule = await claimSchedule(q, id, at);
      if (!schedule) return false;
      if (schedule.action === "publish" && schedule.version_id !== null) await setPublishedVersion(q, schedule.page_id, schedule.version_id, at);
      if (schedule.action === "unpublish") await setPageOffline(q, schedule.page_id, at);
      console.info(`[schedules] ${schedule.action} of page ${schedule.page_id} (schedule ${schedule.id}, due ${schedule.due_at}) done`);
      return true;
    });
    if (done) applied++;
  }
  return applied;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

function tick(): void {
  if (running) return; // the last tick is still at work
  running = applyDueSchedules()
    .catch((error) => console.error("[schedules] applying due schedules failed", error))
    .finally(() => (running = undefined));
}

/** Starts the tick (once now, then every TICK_MS). */
export function startScheduleTick(): void {
  if (timer) return;
  tick();
  timer = setInterval(tick, TICK_MS);
  timer.unref();
}

/** Stops the tick and waits for a running one to finish. */
export async function stopScheduleTick(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
