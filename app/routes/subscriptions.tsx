import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { catalogueMeta } from "~/components/catalogue/meta";
import { RichText } from "~/components/cms/rich-text";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { href } from "~/lib/routes";
import { findImages } from "~/models/images.server";
import { listSubscriptions } from "~/models/series.server";
import { shareImage } from "~/services/catalogue.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import catalogueStylesheet from "~/styles/catalogue.css?url";
import cmsStylesheet from "~/styles/cms.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cmsStylesheet },
  { rel: "stylesheet", href: catalogueStylesheet },
];

// /de/abonnements · /en/subscriptions — the series that are subscriptions.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [list, t] = await Promise.all([listSubscriptions(locale), fixedT(locale)]);
  const images = await findImages(list.map((s) => s.imageId), locale);
  const title = t("catalogue.seriesDetail.subscriptions");
  return {
    locale,
    title,
    subscriptions: list.map((s) => ({
      ...s,
      url: href("series", locale, { slug: s.slug, id: s.id }),
      image: s.imageId !== null ? images.get(s.imageId) ?? null : null,
    })),
    meta: { title, description: "", image: await shareImage(undefined, images), path: href("subscriptions", locale) },
  };
}

export const meta = catalogueMeta;

export default function Subscriptions() {
  const { locale, title, subscriptions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="catalogue-list">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: title, url: null }]} />
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {subscriptions.length === 0 ? <p className="catalogue-empty">{t("catalogue.seriesDetail.empty")}</p> : null}
      <ul className="catalogue-grid">
        {subscriptions.map((s) => (
          <li key={s.id}>
            <article className="catalogue-card">
              {s.image ? <ResponsiveImage image={{ ...s.image, alt: "" }} sizes="(min-width: 64em) 24rem, (min-width: 48em) 50vw, 100vw" /> : null}
              <div className="catalogue-card__body">
                <h2 className="catalogue-card__title">
                  <Link to={s.url} className="card-link">
                    {s.name}
                  </Link>
                </h2>
                <RichText value={s.text} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
