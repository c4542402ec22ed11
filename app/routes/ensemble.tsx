import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { catalogueMeta } from "~/components/catalogue/meta";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { href } from "~/lib/routes";
import { findImages } from "~/models/images.server";
import { findPageByPath } from "~/models/pages.server";
import { listEnsemble } from "~/models/persons.server";
import { shareImage } from "~/services/catalogue.server";
import { requestLocale } from "~/services/i18n.server";
import catalogueStylesheet from "~/styles/catalogue.css?url";
import cmsStylesheet from "~/styles/cms.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cmsStylesheet },
  { rel: "stylesheet", href: catalogueStylesheet },
];

// /de/ensemble · /en/ensemble — online persons grouped by category.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [groups, cms] = await Promise.all([listEnsemble(locale), findPageByPath(locale, "ensemble")]);
  const images = await findImages([...groups.flatMap((g) => g.persons.map((p) => p.imageId)), cms?.ogImageId], locale);
  return {
    locale,
    headline: cms?.headline ?? "Ensemble",
    groups: groups.map((g) => ({
      ...g,
      persons: g.persons.map((p) => ({
        ...p,
        url: href("person", locale, { slug: p.slug || "-", id: p.id }),
        image: p.imageId !== null ? images.get(p.imageId) ?? null : null,
      })),
    })),
    meta: {
      title: cms?.metaTitle || cms?.title || "Ensemble",
      description: cms?.metaDescription ?? "",
      image: await shareImage(cms?.ogImageId ? images.get(cms.ogImageId) : undefined, images),
      path: href("ensemble", locale),
    },
  };
}

export const meta = catalogueMeta;

export default function Ensemble() {
  const { locale, headline, groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="catalogue-list">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: headline, url: null }]} />
      <header className="page-header">
        <h1>{headline}</h1>
      </header>
      {groups.length > 1 ? (
        <nav aria-label={t("catalogue.ensemble.categories")}>
          <ul className="catalogue-tags">
            {groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.slug}`}>{g.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.id} id={group.slug} className="catalogue-section" aria-labelledby={`${group.slug}-title`}>
          <h2 id={`${group.slug}-title`}>{group.name}</h2>
          <ul className="catalogue-grid">
            {group.persons.map((p) => (
              <li key={p.id}>
                <article className="catalogue-card catalogue-card--person">
                  {p.image ? <ResponsiveImage image={{ ...p.image, alt: "" }} sizes="(min-width: 64em) 24rem, (min-width: 48em) 50vw, 100vw" /> : null}
                  <div className="catalogue-card__body">
                    <h3>
                      <Link to={p.url} className="card-link" prefetch="intent">
                        {p.name}
                      </Link>
                    </h3>
                    {p.role ? <p>{p.role}</p> : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
