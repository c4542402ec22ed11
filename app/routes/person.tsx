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
import { findPageByPath } from "~/models/pages.server";
import { findPersonDetail } from "~/models/persons.server";
import { detailId, ensureCanonical, shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import catalogueStylesheet from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStylesheet }];

// /de/ensemble/{slug}/{id} · /en/ensemble/{slug}/{id}
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const person = await findPersonDetail(id, locale);
  if (!person) throw await notFound();
  const alternates = { de: href("person", "de", { slug: person.slug || "-", id }), en: href("person", "en", { slug: person.slug || "-", id }) };
  ensureCanonical(request, alternates[locale]);
  const [images, ensemble] = await Promise.all([findImages([person.imageId], locale), findPageByPath(locale, "ensemble")]);
  const image = person.imageId !== null ? images.get(person.imageId) : undefined;
  return {
    locale,
    alternates,
    person: {
      ...person,
      productions: person.productions.map((p) => ({ ...p, url: href("production", locale, { slug: p.slugs[locale] || "-", id: p.id }) })),
    },
    image: image ? { ...image, alt: image.alt || person.name } : null,
    breadcrumb: [
      { label: null, url: href("home", locale) },
      { label: ensemble?.title ?? "Ensemble", url: href("ensemble", locale) },
    ],
    meta: { title: person.name, description: person.role, image: await shareImage(image, images), path: alternates[locale], ogType: "profile" },
  };
}

export const meta = catalogueMeta;

export default function PersonPage() {
  const { person, image, breadcrumb } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hasContact = person.email || person.phone || person.website;
  return (
    <article className="catalogue-detail">
      <Breadcrumb items={[...breadcrumb, { label: person.name, url: null }]} />
      <header className="catalogue-header">
        {person.categories.length ? <p className="catalogue-header__when">{person.categories.join(" · ")}</p> : null}
        <h1>{person.name}</h1>
        {person.role ? <p className="catalogue-header__subtitle">{person.role}</p> : null}
      </header>
      {image ? <ResponsiveImage image={image} sizes="20rem" className="catalogue-portrait" priority /> : null}
      {hasContact ? (
        <section className="catalogue-section catalogue-contact" aria-labelledby="contact-title">
          <h2 id="contact-title">{t("catalogue.person.contact")}</h2>
          <dl>
            {person.email ? (
              <>
                <dt>{t("catalogue.person.email")}</dt>
                <dd>
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                </dd>
              </>
            ) : null}
            {person.phone ? (
              <>
                <dt>{t("catalogue.person.phone")}</dt>
                <dd>
                  <a href={`tel:${person.phone.replace(/\s+/g, "")}`}>{person.phone}</a>
                </dd>
              </>
            ) : null}
            {person.website ? (
              <>
                <dt>{t("catalogue.person.website")}</dt>
                <dd>
                  <a href={person.website} rel="noopener noreferrer">
                    {person.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section className="catalogue-section" aria-labelledby="bio-title">
        <h2 id="bio-title">{t("catalogue.person.biography")}</h2>
        <RichText value={person.biography} />
      </section>
      {person.productions.length ? (
        <section className="catalogue-section" aria-labelledby="productions-title">
          <h2 id="productions-title">{t("catalogue.person.productions")}</h2>
          <ul className="catalogue-production-links">
            {person.productions.map((p) => (
              <li key={`${p.id}-${p.role}`}>
                <Link to={p.url}>{p.title}</Link>
                {p.role ? <span> – {p.role}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
