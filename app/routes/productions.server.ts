import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatShortDate } from "~/lib/dates";
import { href } from "~/lib/routes";
import { pageCount } from "~/lib/paging";
import { findImages } from "~/models/images.server";
import { findPageByPath } from "~/models/pages.server";
import { listExhibitionTypes, listProductions, listProductionTags, listSeasons, PRODUCTIONS_PAGE_SIZE } from "~/models/productions.server";
import { shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { ProductionQuery, productionFilter } from "~/services/production-query.server";

// /de/produktionen · /en/productions — filters are a GET form, paging is links.
export async function productionsLoader({ request }: LoaderFunctionArgs) {
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
    fixedT(locale),
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
