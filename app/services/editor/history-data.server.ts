/** The history panel's data for the edit mode's loader: the versions and the comparison the URL asks for. */
import type { HistoryData } from "~/lib/editor/edit-mode";
import type { Comparison } from "~/lib/editor/edit-urls";
import type { Locale } from "~/lib/routes";
import { compareStates, listVersions } from "./publishing.server";

export async function historyData(pageId: number, locale: Locale, compare: Comparison | undefined): Promise<HistoryData> {
  const versions = await listVersions(pageId, locale);
  if (!compare) return { versions, compare: null };
  return { versions, compare: { ...compare, lines: await compareStates(pageId, compare.from, compare.to) } };
}
