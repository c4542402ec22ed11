import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef } from "react";
import { FavouriteDays } from "~/components/events/favourite-days";
import { useFavourites } from "~/components/events/use-favourites";
import { useTranslation } from "~/components/i18n";
import { pageMeta, siteMeta } from "~/lib/meta";
import { href } from "~/lib/routes";
import type { FavouriteActionData } from "~/lib/types/favourites";
// The loader and the action live in a server module: what they import stays out of the browser.
import { favouritesAction, favouritesLoader } from "~/routes/favourites.server";
import cmsStylesheet from "~/styles/cms.css?url";
import eventsStylesheet from "~/styles/events.css?url";
import { cacheControlFromData } from "~/lib/route-headers";

export const loader = favouritesLoader;
export const action = favouritesAction;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cmsStylesheet },
  { rel: "stylesheet", href: eventsStylesheet },
];

// One visitor's list (the loader and the action say so): never shared, never kept by the page cache.
export const headers = cacheControlFromData;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteMeta(matches);
  if (!data || !site) return [];
  return pageMeta({
    title: data.title,
    festivalTitle: site.festivalTitle,
    description: data.description,
    origin: site.origin,
    path: data.alternates[data.locale],
    alternates: data.alternates,
    noindex: true,
  });
};

export default function Favourites() {
  const { days, title, calendarUrl, locale } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FavouriteActionData | undefined;
  const { t } = useTranslation();
  // A heart taken off with script hides its event at once (the loader's next answer agrees).
  const favourites = useFavourites();
  const shown = days
    .map((day) => ({ ...day, events: favourites ? day.events.filter((event) => favourites.has(event.id)) : day.events }))
    .filter((day) => day.events.length > 0);
  const count = shown.reduce((sum, day) => sum + day.events.length, 0);

  // The removed event's button took the focus with it: it goes to the page's heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current && document.activeElement === document.body) heading.current?.focus();
    before.current = count;
  }, [count]);

  return (
    <div className="favourites-page">
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="favourites-page__intro">{t("favourites.intro")}</p>
      </header>
      {failure && !failure.ok ? (
        <div className="notice notice--warning" role="alert">
          <p>{failure.error}</p>
          {failure.back ? (
            <p>
              <Link to={failure.back}>{t("favourites.back")}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="favourites-page__count" role="status">
        {count === 0 ? t("favourites.empty") : count === 1 ? t("favourites.countOne") : t("favourites.count", { count })}
      </p>
      {count > 0 ? (
        <>
          <p className="favourites-page__actions">
            {/* A file, not a page: the browser downloads it, with or without script. */}
            <a className="link-arrow" href={calendarUrl} download>
              {t("favourites.addToCalendar")}
            </a>
          </p>
          <FavouriteDays days={shown} />
        </>
      ) : (
        <div className="favourites-page__empty">
          <p>{t("favourites.emptyHint")}</p>
          <p>
            <Link className="button" to={href("events", locale)}>
              {t("favourites.toProgramme")}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
