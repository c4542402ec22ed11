/**
 * Keeps the search index in step with the content (docs/decisions/0010-search.md). Triggers queue
 * (category, id) for every changed row; before a search answers, the queue is drained: the queued
 * entities (and the events and productions whose text they feed) are indexed anew in one
 * transaction, which deletes and re-inserts their documents, so running it twice changes nothing.
 * A process runs one drain at a time; on PostgreSQL an advisory lock serialises processes too.
 *
 * The queue fills only when content changes, and content changes move the data version
 * (`dataVersion()`, app/db/data-version.server.ts: this process's writes at once, other processes' as
 * their notification or SQLite's counter arrives). So once a look found nothing waiting, the next
 * search looks again only when the data version has moved or the earliest `stale_at` has come: a
 * search on unchanged content asks the database nothing about the index.
 */
import { connection, db, versionOf, type Connection } from "~/db/db.server";
import { SEARCH_CATEGORIES, type SearchCategory } from "~/lib/search";
import { clearQueue, deleteDocuments, indexState, insertDocuments, lockIndex, mergePendingIndexEntries, readQueue, resetIndex, staleItems } from "~/models/search-index.server";
import { renewPlannerStatistics } from "~/models/planner-statistics.server";
import { dependentEventIds, productionIdsCrediting } from "~/models/search-sources.server";
import { buildDocuments } from "./search-documents.server";

/** Entities indexed per round of queries (keeps `in (…)` lists short). */
const CHUNK = 400;
/**
 * A drain that writes at least this many documents renews the planner's statistics of their table
 * (decision 0080): after a build it had none, and every search was planned for a few rows ("Theater"
 * on the demo festival ×10 executed in 1.3–1.4 ms on PostgreSQL instead of 0.9 ms).
 */
const BULK_DOCUMENTS = 200;

let running: Promise<void> | null = null;
/** Connections whose empty index was already rebuilt once (an empty site stays empty). */
const rebuilt = new WeakSet<Connection>();
/** Per connection, the last look that found nothing waiting: the data version before it, and the earliest `stale_at` then. */
const settled = new WeakMap<Connection, { version: string; nextStaleAt: string | null }>();

type Queued = { category: string; refId: number };

async function drainOnce(): Promise<void> {
  await db().transaction().execute(async (trx) => {
    await lockIndex(trx);
    const now = new Date();
    const { lastId, items } = await readQueue(trx);
    const all: Queued[] = [...items, ...(await staleItems(trx, now.toISOString()))];
    if (all.length === 0) return;
    const ids = (category: string) => [...new Set(all.filter((i) => i.category === category).map((i) => i.refId))];
    const wanted: Record<SearchCategory, Set<number>> = {
      events: new Set(ids("events")),
      productions: new Set([...ids("productions"), ...(await productionIdsCrediting(trx, ids("persons")))]),
      persons: new Set(ids("persons")),
      articles: new Set(ids("articles")),
      pages: new Set(ids("pages")),
    };
    const events = await dependentEventIds(trx, { productions: [...wanted.productions], rooms: ids("rooms"), venues: ids("venues") });
    for (const id of events) wanted.events.add(id);

    let written = 0;
    for (const category of SEARCH_CATEGORIES) {
      const list = [...wanted[category]];
      for (let i = 0; i < list.length; i += CHUNK) {
        const chunk = list.slice(i, i + CHUNK);
        const docs = await buildDocuments(trx, category, chunk, now);
        await deleteDocuments(trx, category, chunk);
        await insertDocuments(trx, docs);
        written += docs.length;
      }
    }
    await mergePendingIndexEntries(trx);
    if (written >= BULK_DOCUMENTS) await renewPlannerStatistics(trx, "search_documents");
    if (lastId) await clearQueue(trx, lastId);
  });
}

/** Drains, or waits for the running drain and then looks again (it may have started before the latest change). */
async function drain(): Promise<void> {
  if (running) {
    await running.catch(() => undefined);
    return refreshSearchIndex();
  }
  running = drainOnce().finally(() => {
    running = null;
  });
  await running;
}

/** Indexes what changed since the last call; no query when the content has not changed, one when it may have. */
export async function refreshSearchIndex(): Promise<void> {
  const conn = connection();
  const version = versionOf(conn);
  const now = new Date().toISOString();
  const last = settled.get(conn);
  if (last && last.version === version && (last.nextStaleAt === null || now < last.nextStaleAt)) return;
  settled.delete(conn);
  const state = await indexState();
  if (state.empty && !state.queued && !rebuilt.has(conn)) {
    rebuilt.add(conn);
    await rebuildSearchIndex();
    return;
  }
  if (state.queued || (state.nextStaleAt !== null && state.nextStaleAt <= now)) await drain();
  else settled.set(conn, { version, nextStaleAt: state.nextStaleAt });
}

/** Indexes everything anew. */
export async function rebuildSearchIndex(): Promise<void> {
  settled.delete(connection());
  while (running) await running.catch(() => undefined);
  await db().transaction().execute(async (trx) => {
    await lockIndex(trx);
    await resetIndex(trx);
  });
  await drain();
}
