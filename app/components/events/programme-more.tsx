import { useFetcher } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "~/components/i18n";
import { href } from "~/lib/routes";
import type { loader } from "~/routes/events";
import { programmeSearch } from "~/lib/programme-filters";

export type ProgrammeData = Awaited<ReturnType<typeof loader>>;

/**
 * With script, the next page comes from a fetcher of the programme route when the trigger nears the
 * viewport (margin 170 %); the loader answers pages 1..n, which replace the shown list only when they
 * are further on and for the same filters (a filter change resets the list).
 */
export function useMoreEvents(data: ProgrammeData) {
  const fetcher = useFetcher<ProgrammeData>();
  const [loaded, setLoaded] = useState<ProgrammeData | null>(null);
  const view = loaded && loaded.listKey === data.listKey && loaded.page > data.page ? loaded : data;
  const fetched = fetcher.data;
  useEffect(() => {
    if (fetched && fetched.listKey === data.listKey && fetched.page > (loaded?.listKey === data.listKey ? loaded.page : data.page)) setLoaded(fetched);
  }, [fetched, data.listKey, data.page, loaded]);
  const busy = fetcher.state !== "idle";
  const loadNext = () => {
    if (!view.hasMore || busy) return;
    // The programme's own path, not the current one: the overlay shows the programme over any page.
    fetcher.load(`${href("events", view.locale)}${programmeSearch(view.filter, view.date, view.page + 1)}`);
  };
  return { view, loadNext, busy };
}

/** The "more" link: a plain link to the next page without script, a fetch when it nears the view. */
export function MoreTrigger({ onNear, href: next, busy, scrollRoot }: { onNear: () => void; href: string; busy: boolean; scrollRoot?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // Inside the overlay the list scrolls in the panel, which must be the root for the margin to count.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), {
      root: scrollRoot?.current ?? null,
      rootMargin: "170%",
      threshold: 0,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [next, scrollRoot]);
  return (
    <p className="programme-more">
      <Link
        ref={ref}
        to={next}
        preventScrollReset
        className="button button--ghost"
        onClick={(event) => {
          event.preventDefault();
          callback.current();
        }}
      >
        {busy ? t("programme.loading") : t("programme.more")}
      </Link>
    </p>
  );
}
