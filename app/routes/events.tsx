import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ProgrammeCalendar } from "~/components/events/programme-calendar";
import { ProgrammeFilterBar } from "~/components/events/programme-filter-bar";
import { ProgrammeList } from "~/components/events/programme-list";
import { programmeSearch } from "~/components/events/programme-types";
import { useTranslation } from "~/components/i18n";
import { pageMeta } from "~/lib/meta";
import { PROGRAMME_FILTER_KEYS, PROGRAMME_PAGE_SIZE, toUrlDate } from "~/lib/programme-filters";
import { filterOf, ProgrammeQuery } from "~/lib/programme-query";
import { href, localizedPattern } from "~/lib/routes";
import { listProgrammeFilterOptions } from "~/models/event-filters.server";
import { findPageByPath } from "~/models/pages.server";
import { getDesignSettings } from "~/models/settings.server";
import { notFound } from "~/services/http-errors.server";
import { i18n, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/monitoring.server";
import { availableDays, calendarMonths, programmeCriteria, programmePage } from "~/services/programme.server";
import eventsStylesheet from "~/styles/events.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStylesheet }];

// /de/programm · /en/events — the programme: filters, calendar, events by day, 10 per page.
// The query is validated by ProgrammeQuery (app/lib/programme-query.ts); a bad value is a 404.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);

  // SPEC §2: `overlay=true` on load lands on the programme without the flag; empty values (a GET
  // form's "all") are dropped so that a shared link is the short one.
  const clean = new URLSearchParams([...url.searchParams].filter(([key, value]) => key !== "overlay" && value !== ""));
  if (clean.toString() !== url.searchParams.toString()) {
    const qs = clean.toString();
    throw redirect(`${url.pathname}${qs ? `?${qs}` : ""}`);
  }

  const parsed = ProgrammeQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    reportError(new Error(`Invalid programme query: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`), {
      url: `${url.pathname}${url.search}`,
    });
    throw await notFound();
  }
  const query = parsed.data;
  const filter = filterOf(query);
  const now = new Date();
  const design = await getDesignSettings();
  const style = [1, 2, 3].includes(design.eventStyle) ? design.eventStyle : 1;

  const [list, options, days, cmsPage] = await Promise.all([
    programmePage(programmeCriteria(filter, query.date, now), query.page, locale, style !== 2),
    listProgrammeFilterOptions(locale),
    availableDays(filter, now.toISOString()),
    findPageByPath(locale, localizedPattern("events", locale)),
  ]);
  if (query.page > 1 && (query.page - 1) * PROGRAMME_PAGE_SIZE >= list.count) {
    reportError(new Error(`Programme page ${query.page} beyond the last page`), { url: `${url.pathname}${url.search}` });
    throw await notFound();
  }

  const date = query.date ? toUrlDate(query.date) : null;
  const activeFilters = PROGRAMME_FILTER_KEYS.filter((key) => filter[key] !== undefined).length;
  const queryFor = { ...filter, date: date ?? undefined };
  return {
    locale,
    headline: cmsPage?.headline || (await i18n.getFixedT(locale))("programme.eventsLabel"),
    title: cmsPage?.metaTitle ?? "",
    description: cmsPage?.metaDescription ?? "",
    style,
    filter,
    date,
    page: query.page,
    /** The list's identity apart from the page: a fetched page applies only to the same list. */
    listKey: programmeSearch(filter, date),
    options,
    months: calendarMonths(days, query.date, locale, now),
    days: list.days,
    count: list.count,
    hasMore: list.hasMore,
    empty: list.count > 0 ? null : activeFilters > 0 || date ? ("filtered" as const) : ("none" as const),
    showReset: activeFilters >= 2 || (activeFilters >= 1 && date !== null),
    alternates: { de: href("events", "de", {}, queryFor), en: href("events", "en", {}, queryFor) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as { origin: string; settings: { festivalTitle: string } } | undefined;
  if (!data || !root) return [];
  return pageMeta({
    title: data.title || data.headline,
    festivalTitle: root.settings.festivalTitle,
    description: data.description,
    origin: root.origin,
    path: href("events", data.locale),
    alternates: { de: href("events", "de"), en: href("events", "en") },
    noindex: data.page > 1,
  });
};

type ProgrammeData = Awaited<ReturnType<typeof loader>>;

/**
 * With script, the next page comes from a fetcher of this route when the trigger nears the viewport
 * (margin 170 %); the loader answers pages 1..n, which replace the shown list only when they are
 * further on and for the same filters (a filter change resets the list through navigation).
 */
function useMoreEvents(data: ProgrammeData) {
  const fetcher = useFetcher<ProgrammeData>();
  const [loaded, setLoaded] = useState<ProgrammeData | null>(null);
  const view = loaded && loaded.listKey === data.listKey && loaded.page > data.page ? loaded : data;
  const fetched = fetcher.data;
  useEffect(() => {
    if (fetched && fetched.listKey === data.listKey && fetched.page > (loaded?.listKey === data.listKey ? loaded.page : data.page)) setLoaded(fetched);
  }, [fetched, data.listKey, data.page, loaded]);
  const { pathname } = useLocation();
  const busy = fetcher.state !== "idle";
  const loadNext = () => {
    if (!view.hasMore || busy) return;
    fetcher.load(`${pathname}${programmeSearch(view.filter, view.date, view.page + 1)}`);
  };
  return { view, loadNext, busy };
}

function MoreTrigger({ onNear, href: next, busy }: { onNear: () => void; href: string; busy: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), { rootMargin: "170%", threshold: 0 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [next]);
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

export default function Programme() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { view, loadNext, busy } = useMoreEvents(data);
  const action = href("events", data.locale);
  const reset = action;

  return (
    <article className="programme">
      <header className="page-header">
        <h1>{data.headline}</h1>
      </header>
      <div className="programme-toggles">
        <a href="#programme-calendar" className="button button--ghost">
          {t("programme.calendar")}
        </a>
        <a href="#programme-filter-panel" className="button button--ghost">
          {t("programme.filters")}
        </a>
      </div>
      <div className="programme-layout">
        <div className="programme-tools">
          <section id="programme-filter-panel" className="programme-panel" aria-label={t("programme.filters")}>
            <a href="#programme-list" className="programme-panel__close">
              {t("programme.close")}
            </a>
            <ProgrammeFilterBar key={data.listKey} options={data.options} filter={data.filter} date={data.date} action={action} />
          </section>
          <section id="programme-calendar" className="programme-panel programme-panel--calendar" aria-label={t("programme.calendar")}>
            <a href="#programme-list" className="programme-panel__close">
              {t("programme.close")}
            </a>
            <ProgrammeCalendar months={data.months} filter={data.filter} date={data.date} />
          </section>
        </div>
        <div id="programme-list" className="programme-results">
          {data.empty === "none" ? (
            <p className="programme-empty">{t("programme.noUpcoming")}</p>
          ) : data.empty === "filtered" ? (
            <div className="programme-empty">
              <p className="programme-empty__title">{t("programme.emptyTitle")}</p>
              <p>{t("programme.emptyText")}</p>
              {data.showReset ? (
                <Link to={reset} className="button">
                  {t("programme.reset")}
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <ProgrammeList days={view.days} style={view.style} />
              {view.hasMore ? <MoreTrigger onNear={loadNext} busy={busy} href={programmeSearch(view.filter, view.date, view.page + 1)} /> : null}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
