/**
 * Presence and the soft lock of the edit mode. Every heartbeat (the edit mode's, every 20 s, and each
 * page load in edit mode) renews the editor's row; editors seen within PRESENCE_TTL_MS are present,
 * older rows are ignored and pruned. The lock is a flag on the holder's row: taking it clears
 * everyone else's, and it is void once its holder has been silent for PRESENCE_TTL_MS. While another
 * editor holds a live lock, the editor's writes to the page are refused (423, see `lockRefusal`).
 */
import { PRESENCE_TTL_MS, type PresenceEntry } from "~/lib/editor/edit-mode";
import { isLocale, DEFAULT_LOCALE } from "~/lib/routes";
import { liveLockHolder, pageKnown, pagePresence, prunePresence, releaseLock, takeLock, touchPresence } from "~/models/editor-presence.server";
import type { Q } from "~/models/editor-sections.server";
import type { EditorActor } from "./editor-types";

const cutoff = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();

/** The page's message for a write refused by someone else's lock. */
export const lockedMessage = (holder: string) => `This page is locked by ${holder}.`;

/**
 * Records the heartbeat (taking or releasing the lock when asked) and answers who is on the page;
 * null when the page does not exist.
 */
export async function heartbeat(actor: EditorActor, pageId: number, lock?: "take" | "release", now = new Date()): Promise<PresenceEntry[] | null> {
  if (!(await pageKnown(pageId))) return null;
  const since = cutoff(now);
  await prunePresence(since);
  await touchPresence({ pageId, userId: actor.userId, userName: actor.name, locale: actor.locale, seenAt: now.toISOString() });
  if (lock === "take") {
    await takeLock(pageId, actor.userId);
    console.info(`[editor] page ${pageId} locked by ${actor.name}`);
  } else if (lock === "release") await releaseLock(pageId, actor.userId);
  const rows = await pagePresence(pageId, since);
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.user_name,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    holdsLock: row.holds_lock === 1,
    self: row.user_id === actor.userId,
  }));
}

/** The name of the editor other than `userId` who holds a live lock on the page, if any (read in `q`). */
export async function lockedBy(q: Q, pageId: number, userId: number, now = new Date()): Promise<string | null> {
  const holder = await liveLockHolder(pageId, cutoff(now), q);
  return holder && holder.user_id !== userId ? holder.user_name : null;
}
