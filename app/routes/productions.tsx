import type { LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { catalogueMeta } from "~/components/catalogue/meta";
import { Paging } from "~/components/catalogue/paging";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { href } from "~/lib/routes";
import catalogueStylesheet from "~/styles/catalogue.css?url";
// The loader lives in a server module: what it imports stays out of the browser.
import { productionsLoader } from "~/routes/productions.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStylesheet }];

export const loader = productionsLoader;

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
