import { useFetcher } from "@remix-run/react";
import { useMemo } from "react";
import { useRootData } from "~/components/use-root-data";
import { FAVOURITE_FIELDS, parseFavourites } from "~/lib/favourites";
import type { FavouriteActionData } from "~/lib/types/favourites";

/**
 * The one fetcher every heart on the page submits through. A press while the previous one is still on
 * its way supersedes it (the fetcher drops the older answer), and the newer request carries the whole
 * list the visitor sees (`shown`), so no press is lost to an answer that came back late.
 */
export const FAVOURITES_FETCHER = "merkliste";

export function useFavouritesFetcher() {
  return useFetcher<FavouriteActionData>({ key: FAVOURITES_FETCHER });
}

/**
 * The marked events as the page shows them: the root loader's list, or while a press is on its way
 * the list that press asked for (the heart and the header's count turn at the click, not after the
 * round trip). Null while the root has no data (its error page).
 */
export function useFavourites(): ReadonlySet<number> | null {
  return useFavouritesAndFetcher().favourites;
}

/** `useFavourites` with the fetcher it reads (a heart submits through it): one fetcher lookup for both. */
export function useFavouritesAndFetcher() {
  const ids = useRootData()?.favourites;
  const fetcher = useFavouritesFetcher();
  const { state, formData } = fetcher;
  const pending = state !== "idle" && formData ? formData : null;
  const intent = pending?.get(FAVOURITE_FIELDS.intent);
  const event = Number(pending?.get(FAVOURITE_FIELDS.event));
  const shown = pending?.get(FAVOURITE_FIELDS.shown);
  const favourites = useMemo((): ReadonlySet<number> | null => {
    if (!ids) return null;
    if (typeof shown !== "string") return new Set(ids);
    const asked = new Set(parseFavourites(shown));
    if (intent === "add") asked.add(event);
    else asked.delete(event);
    return asked;
  }, [ids, intent, event, shown]);
  return { favourites, fetcher };
}
