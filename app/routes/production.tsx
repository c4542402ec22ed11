import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { Credits } from "~/components/catalogue/credits";
import { EventCards } from "~/components/catalogue/event-cards";
import { useAgeLabel, useLanguageLabel, Fact } from "~/components/catalogue/facts";
import { catalogueMeta } from "~/components/catalogue/meta";
import { RichText } from "~/components/cms/rich-text";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { GallerySection } from "~/components/catalogue/gallery-section";
import { urlForProgramme } from "~/lib/entity-urls";
import { href } from "~/lib/routes";
import { findImages } from "~/models/images.server";
import { findPageByPath } from "~/models/pages.server";
import { findProductionDetail } from "~/models/productions.server";
import { getDesignSettings } from "~/models/settings.server";
import { detailAlternates, detailId, ensureCanonical, orderSections, shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { upcomingEventCards } from "~/services/upcoming-events.server";
import catalogueStylesheet from "~/styles/catalogue.css?url";
import cmsStylesheet from "~/styles/cms.css?url";
import type { StickyTicketHandle } from "~/lib/sticky-ticket";
import { PRODUCTION_SECTIONS } from "~/lib/detail-sections";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cmsStylesheet },
  { rel: "stylesheet", href: catalogueStylesheet },
];

/** Sections of the production page, ordered by `design_settings.production_detail_order`. */
export { PRODUCTION_SECTIONS } from "~/lib/detail-sections";

/** How many of its upcoming events a production's page lists. */
const UPCOMING_EVENTS = 50;

// /de/produktionen/{slug}/{id} · /en/productions/{slug}/{id}
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const production = await findProductionDetail(id, locale);
  if (!production) throw await notFound();
  const alternates = detailAlternates("production", production.slugs, id);
  ensureCanonical(request, alternates[locale]);

  const [design, events, listPage] = await Promise.all([
    getDesignSettings(),
    upcomingEventCards({ productionId: id }, UPCOMING_EVENTS, locale),
    findPageByPath(locale, locale === "de" ? "produktionen" : "productions"),
  ]);
  const images = await findImages([production.imageId, design.logoImageId], locale);
  const image = production.imageId !== null ? images.get(production.imageId) : undefined;
  return {
    locale,
    alternates,
    production,
    events,
    image: image ?? null,
    sections: orderSections(design.productionDetailOrder, PRODUCTION_SECTIONS),
    breadcrumb: [
      { label: null, url: href("home", locale) },
      { label: listPage?.title ?? null, url: href("productions", locale) },
    ],
    meta: { title: production.title, description: production.teaser, image: await shareImage(image, images), path: alternates[locale] },
  };
}

export const meta = catalogueMeta;

// The sticky bar's 'Dates and Tickets' → #datesAndTickets, when the production's show-sticky flag is set.
export const handle: StickyTicketHandle = {
  stickyTicket: (data) =>
    (data as { production?: { showStickyTickets?: boolean } } | undefined)?.production?.showStickyTickets ? { kind: "dates", href: "#datesAndTickets" } : null,
};

export default function ProductionPage() {
  const { production, events, image, sections, breadcrumb, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const age = useAgeLabel()(production.ageFrom, production.ageTo);
  const language = useLanguageLabel()(production.language);

  const render = (key: (typeof PRODUCTION_SECTIONS)[number]) => {
    switch (key) {
      case "description":
        return (
          <section key={key} className="catalogue-section" aria-labelledby="description-title">
            <h2 id="description-title" className="visually-hidden">
              {t("catalogue.description")}
            </h2>
            {production.teaser ? <p className="catalogue-lead">{production.teaser}</p> : null}
            <RichText value={production.text} />
          </section>
        );
      case "dates":
        return (
          <section key={key} id="datesAndTickets" className="catalogue-section" aria-labelledby="dates-title">
            <h2 id="dates-title">{t("catalogue.datesAndTickets")}</h2>
            {events.length ? (
              <EventCards events={events} label={t("catalogue.datesAndTickets")} />
            ) : (
              <div className="catalogue-empty">
                <p>{t("catalogue.noUpcoming")}</p>
                <Link className="link-arrow" to={urlForProgramme(locale)}>
                  {t("catalogue.toProgramme")}
                </Link>
              </div>
            )}
          </section>
        );
      case "persons":
        return production.persons.length ? (
          <section key={key} className="catalogue-section" aria-labelledby="persons-title">
            <h2 id="persons-title">{t("catalogue.persons")}</h2>
            <Credits persons={production.persons} locale={locale} />
          </section>
        ) : null;
      case "gallery":
        return <GallerySection key={key} image={image} />;
    }
  };

  return (
    <article className="catalogue-detail">
      <Breadcrumb items={[...breadcrumb, { label: production.title, url: null }]} />
      <header className="catalogue-header">
        {production.exhibitionType ? <p className="catalogue-header__when">{production.exhibitionType.name}</p> : null}
        <h1>{production.title}</h1>
        {production.subtitle ? <p className="catalogue-header__subtitle">{production.subtitle}</p> : null}
      </header>
      <dl className="catalogue-facts">
        <Fact label={t("catalogue.genre")} value={production.genre} />
        <Fact label={t("catalogue.age")} value={age} />
        {production.durationMinutes ? (
          <div>
            <dt>{t("catalogue.duration")}</dt>
            <dd>{t("catalogue.minutes", { minutes: production.durationMinutes })}</dd>
          </div>
        ) : null}
        <Fact label={t("catalogue.language")} value={language} />
        {production.season ? (
          <div>
            <dt>{t("catalogue.filter.season")}</dt>
            <dd>{production.season.name}</dd>
          </div>
        ) : null}
      </dl>
      {production.tags.length ? (
        <ul className="catalogue-tags" aria-label={t("catalogue.tags")}>
          {production.tags.map((tag) => (
            <li key={tag.id}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
      {sections.map(render)}
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
