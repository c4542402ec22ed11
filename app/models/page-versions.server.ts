/**
 * A page's versions (`page_versions`, migration 0016): snapshots of its sections and modules, the
 * published one of which visitors see.
 */
import type { Q } from "./editor-sections.server";

/**
 * Before the first draft change of a page that has no published version yet, stores its rows as they
 * are (what visitors see until then) as its published version, in the change's transaction.
 */
export async function ensurePublishedBaseline(q: Q, pageId: number): Promise<void> {
  void q;
  void pageId; // filled in by the drafts work (issue: drafts and publishing)
}
