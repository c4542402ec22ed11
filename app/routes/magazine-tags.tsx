import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { MagazineHeader } from "~/components/magazine/magazine-header";
import { magazineMeta } from "~/components/magazine/magazine-meta";
import { href } from "~/lib/routes";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { loadMagazineFrame, magazineTags } from "~/services/magazine.server";
import magazineStylesheet from "~/styles/magazine.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: magazineStylesheet }];

// /de/mediathek-de/tags — every topic with the number of its articles.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [frame, tags, t] = await Promise.all([loadMagazineFrame(locale), magazineTags(locale), fixedT(locale)]);
  return {
    frame,
    tags: tags.map((tag) => ({ ...tag, url: href("magazine-tag", locale, { tag: tag.slug || "-", id: tag.id }) })),
    meta: {
      title: `${t("magazine.topicsTitle")} – ${frame.metaTitle}`,
      description: frame.description,
      image: frame.ogImage,
      path: href("magazine-tags", locale),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => magazineMeta(data, matches);

export default function MagazineTags() {
  const { frame, tags } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="magazine">
      <MagazineHeader headline={frame.headline} categories={frame.categories} crumbs={[{ label: t("magazine.topicsTitle"), url: null }]} current="topics" headlineIsTitle={false} />
      <h1 className="magazine__title">{t("magazine.topicsTitle")}</h1>
      <ul className="magazine-topics" aria-label={t("magazine.topicsList")}>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link to={tag.url}>
              <span className="magazine-topics__name">#{tag.name}</span>{" "}
              <span className="magazine-topics__count">
                ({tag.count === 1 ? t("magazine.articleCountOne") : t("magazine.articleCountMany", { count: String(tag.count) })})
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
