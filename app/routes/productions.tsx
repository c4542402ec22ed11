import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { catalogueMeta } from "~/components/catalogue/meta";
import { Paging } from "~/components/catalogue/paging";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatShortDate } from "~/lib/dates";
import { href } from "~/lib/routes";
import { pageCount } from "~/lib/paging";
import { findImages } from "~/models/images.server";
import { findPageByPath } from "~/models/pages.server";
import { listExhibitionTypes, listProductions, listProductionTags, listSeasons, PRODUCTIONS_PAGE_SIZE } from "~/models/productions.server";
import { shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { i18n, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { ProductionQuery, productionFilter } from "~/services/production-query.server";
import catalogueStylesheet from "~/styles/catalogue.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStylesheet }];

// /de/produktionen · /en/productions — filters are a GET form, paging is links.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const parsed = ProductionQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    reportError(new Error(`Invalid productions query: ${url.search}`), { issues: parsed.error.issues });
    throw await notFound();
  }
  const query = parsed.data;
  const page = query.page ?? 1;
  const [list, seasons, types, tags, cms, t] = await Promise.all([
    listProductions(productionFilter(query), page, locale),
    listSeasons(locale),
    listExhibitionTypes(locale),
    listProductionTags(locale),
    findPageByPath(locale, locale === "de" ? "produktionen" : "productions"),
    i18n.getFixedT(locale),
  ]);
  const pages = pageCount(list.count, PRODUCTIONS_PAGE_SIZE);
  if (page > pages) throw await notFound();
  const images = await findImages(list.results.map((p) => p.imageId), locale);
  const title = cms?.headline || t("catalogue.filter.label");
  return {
    locale,
    headline: title,
    query: { season: query.season ?? null, exhibition_type: query.exhibition_type ?? null, tag: query.tag ?? null, date: query.date ?? null, page },
    pages,
    count: list.count,
    options: { seasons, types, tags },
    productions: list.results.map((p) => ({
      id: p.id,
      title: p.title,
      subtitle: p.subtitle,
      teaser: p.teaser,
      url: href("production", locale, { slug: p.slugs[locale] || "-", id: p.id }),
      type: p.exhibitionType?.name ?? null,
      dates: p.firstDate ? [formatShortDate(p.firstDate, locale), p.lastDate ? formatShortDate(p.lastDate, locale) : null] : null,
      image: p.imageId !== null ? images.get(p.imageId) ?? null : null,
    })),
    meta: {
      title: cms?.metaTitle || title,
      description: cms?.metaDescription ?? "",
      image: await shareImage(undefined, await findImages([cms?.ogImageId], locale)),
      path: href("productions", locale),
    },
  };
}

export const meta = catalogueMeta;

/** One filter of the GET form: "all" first, then the options. */
function FilterSelect(props: { label: string; name: string; value: string | number; allLabel: string; options: { value: string; label: string }[] }) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value}>
        <option value="">{props.allLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function Productions() {
  const { locale, headline, query, pages, count, options, productions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { page: current, ...filters } = query;
  const active = Object.values(filters).filter((v) => v !== null).length;
  const pageUrl = (page: number) => href("productions", locale, {}, { ...filters, page: page > 1 ? page : undefined });
  return (
    <div className="catalogue-list">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: headline, url: null }]} />
      <header className="page-header">
        <h1>{headline}</h1>
      </header>
      <Form method="get" action={href("productions", locale)} className="catalogue-filter" aria-label={t("catalogue.filter.label")}>
        <FilterSelect
          label={t("catalogue.filter.season")}
          name="season"
          value={query.season ?? ""}
          allLabel={t("catalogue.filter.all")}
          options={options.seasons.map((o) => ({ value: String(o.id), label: o.name }))}
        />
        <FilterSelect
          label={t("catalogue.filter.exhibitionType")}
          name="exhibition_type"
          value={query.exhibition_type ?? ""}
          allLabel={t("catalogue.filter.all")}
          options={options.types.map((o) => ({ value: String(o.slug), label: o.name }))}
        />
        <FilterSelect
          label={t("catalogue.filter.tag")}
          name="tag"
          value={query.tag ?? ""}
          allLabel={t("catalogue.filter.all")}
          options={options.tags.map((o) => ({ value: String(o.id), label: o.name }))}
        />
        <label>
          {t("catalogue.filter.date")}
          <input type="text" name="date" inputMode="numeric" placeholder={t("catalogue.filter.datePlaceholder")} pattern="\d{2}-\d{2}-\d{4}" defaultValue={query.date ?? ""} />
        </label>
        <div className="catalogue-filter__actions">
          <button type="submit" className="button">
            {t("catalogue.filter.submit")}
          </button>
          {active > 0 ? <Link to={href("productions", locale)}>{t("catalogue.filter.reset")}</Link> : null}
          <p role="status" className="catalogue-filter__count">
            {t("catalogue.filter.count", { count })}
          </p>
        </div>
      </Form>
      {productions.length === 0 ? (
        <div className="catalogue-empty">
          <p>{t("catalogue.filter.empty")}</p>
          <p>{t("catalogue.filter.emptyHint")}</p>
          <Link to={href("productions", locale)}>{t("catalogue.filter.reset")}</Link>
        </div>
      ) : (
        <ul className="catalogue-grid">
          {productions.map((p) => (
            <li key={p.id}>
              <article className="catalogue-card">
                {p.image ? <ResponsiveImage image={p.image} sizes="(min-width: 64em) 24rem, (min-width: 48em) 50vw, 100vw" /> : null}
                <div className="catalogue-card__body">
                  {p.type ? <p className="catalogue-card__meta">{p.type}</p> : null}
                  <h2 className="catalogue-card__title">
                    <Link to={p.url} className="card-link" prefetch="intent">
                      {p.title}
                    </Link>
                  </h2>
                  {p.subtitle ? <p>{p.subtitle}</p> : null}
                  {p.dates ? <p>{p.dates[1] && p.dates[1] !== p.dates[0] ? `${p.dates[0]} – ${p.dates[1]}` : p.dates[0]}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Paging page={current} pages={pages} urlFor={pageUrl} />
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
