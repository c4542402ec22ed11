import { useFetchers } from "@remix-run/react";
import { useMemo } from "react";
import { useRootData } from "~/components/use-root-data";
import { FAVOURITE_FIELDS } from "~/lib/favourites";

const KEY_PREFIX = "merkliste-";

/** The fetcher of an event's toggle: every heart of one event on the page shares it (and its state). */
export function favouriteFetcherKey(eventId: number): string {
  return `${KEY_PREFIX}${eventId}`;
}

/**
 * The marked events as the page shows them: the root loader's list with the changes still on their
 * way applied (the heart and the header's count turn at the click, not after the round trip).
 * Null while the root has no data (its error page).
 */
export function useFavourites(): ReadonlySet<number> | null {
  const ids = useRootData()?.favourites;
  const fetchers = useFetchers();
  const pending = fetchers
    .filter((fetcher) => fetcher.key.startsWith(KEY_PREFIX) && fetcher.state !== "idle" && fetcher.formData)
    .map((fetcher) => `${fetcher.formData!.get(FAVOURITE_FIELDS.intent)}:${fetcher.formData!.get(FAVOURITE_FIELDS.event)}`)
    .join(" ");
  return useMemo(() => {
    if (!ids) return null;
    const shown = new Set(ids);
    for (const change of pending ? pending.split(" ") : []) {
      const [intent, id] = change.split(":");
      if (intent === "add") shown.add(Number(id));
      else if (intent === "remove") shown.delete(Number(id));
    }
    return shown;
  }, [ids, pending]);
}
