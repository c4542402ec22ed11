import type { LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/lib/routes";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { articleCards, assertPageExists, loadMagazineFrame, magazineArticles, pageFromQuery } from "~/services/magazine.server";

// /de/mediathek-de?page=n — every article, newest first, 12 per page.
export async function magazineLoader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const page = await pageFromQuery(request);
  const [frame, list, t] = await Promise.all([
    loadMagazineFrame(locale),
    magazineArticles({}, page, locale),
    fixedT(locale),
  ]);
  const pages = await assertPageExists(page, list.count, request);
  const path = href("magazine", locale, {}, { page: page > 1 ? page : undefined });
  return {
    frame,
    page,
    pages,
    articles: await articleCards(list.results, locale),
    meta: {
      title: page > 1 ? t("magazine.pageTitle", { title: frame.metaTitle, page }) : frame.metaTitle,
      description: frame.description,
      image: frame.ogImage,
      path,
      alternates: { de: href("magazine", "de", {}, { page: page > 1 ? page : undefined }), en: href("magazine", "en", {}, { page: page > 1 ? page : undefined }) },
    },
  };
}
