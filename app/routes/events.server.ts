import { type LoaderFunctionArgs } from "@remix-run/node";
import { programmeSearch } from "~/lib/programme-filters";
import { PROGRAMME_FILTER_KEYS, PROGRAMME_PAGE_SIZE, toUrlDate } from "~/lib/programme-filters";
import { filterOf, ProgrammeQuery } from "~/lib/programme-query";
import { href, localizedPattern } from "~/lib/routes";
import { listProgrammeFilterOptions } from "~/models/event-filters.server";
import { findPageByPath } from "~/models/pages.server";
import { getDesignSettings } from "~/models/settings.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { programmeClock, programmeListing } from "~/services/programme.server";
import { safeRedirect } from "~/services/http/redirect.server";

// /de/programm · /en/events — the programme: filters, calendar, events by day, 10 per page.
// The query is validated by ProgrammeQuery (app/lib/programme-query.ts); a bad value is a 404.
export async function eventsLoader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);

  // `overlay=true` on load lands on the programme without the flag; empty values (a GET
  // form's "all") are dropped so that a shared link is the short one.
  const clean = new URLSearchParams([...url.searchParams].filter(([key, value]) => key !== "overlay" && value !== ""));
  if (clean.toString() !== url.searchParams.toString()) {
    const qs = clean.toString();
    throw safeRedirect(`${url.pathname}${qs ? `?${qs}` : ""}`, href("events", locale));
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
  const now = programmeClock();
  const design = await getDesignSettings();
  const style = [1, 2, 3].includes(design.eventStyle) ? design.eventStyle : 1;

  const [{ list, calendar }, options, cmsPage] = await Promise.all([
    programmeListing({ filter, day: query.date, page: query.page, locale, withImages: style !== 2, now }),
    listProgrammeFilterOptions(locale),
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
    headline: cmsPage?.headline || (await fixedT(locale))("programme.eventsLabel"),
    title: cmsPage?.metaTitle ?? "",
    description: cmsPage?.metaDescription ?? "",
    style,
    filter,
    date,
    page: query.page,
    /** The list's identity apart from the page: a fetched page applies only to the same list. */
    listKey: programmeSearch(filter, date),
    options,
    calendar,
    days: list.days,
    count: list.count,
    hasMore: list.hasMore,
    empty: list.count > 0 ? null : activeFilters > 0 || date ? ("filtered" as const) : ("none" as const),
    showReset: activeFilters >= 2 || (activeFilters >= 1 && date !== null),
    alternates: { de: href("events", "de", {}, queryFor), en: href("events", "en", {}, queryFor) },
  };
}
