import type { LoaderFunctionArgs } from "@remix-run/node";
import { mediaUrl } from "~/lib/images";
import { href } from "~/lib/routes";
import { pageCount } from "~/lib/paging";
import { findImages } from "~/models/images.server";
import { findProductionTags, listProductions, PRODUCTIONS_PAGE_SIZE } from "~/models/productions.server";
import { apiJson, paged, parseQuery } from "~/services/http/json-api.server";
import { requestLocale } from "~/services/i18n.server";
import { ProductionQuery, productionFilter } from "~/services/production-query.server";

// GET /{locale}/api/productions/?season=&exhibition_type=&tag=&date=DD-MM-YYYY&page= — a paged list
// {count, next, previous, results}; bad values answer 400.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const query = parseQuery(request, ProductionQuery);
  const page = query.page ?? 1;
  const list = await listProductions(productionFilter(query), page, locale);
  const ids = list.results.map((p) => p.id);
  const [tags, images] = await Promise.all([findProductionTags(ids, locale), findImages(list.results.map((p) => p.imageId), locale)]);
  const pages = pageCount(list.count, PRODUCTIONS_PAGE_SIZE);
  return apiJson(
    paged(request, { page, pages, count: list.count }, list.results.map((p) => {
      const image = p.imageId !== null ? images.get(p.imageId) : undefined;
      return {
        id: p.id,
        title: p.title,
        subtitle: p.subtitle,
        teaser: p.teaser,
        slug: { de: p.slugs.de, en: p.slugs.en },
        url: href("production", locale, { slug: p.slugs[locale] || "-", id: p.id }),
        exhibition_type: p.exhibitionType ? { slug: p.exhibitionType.slug, name: p.exhibitionType.name } : null,
        season: p.season ? { id: p.season.id, name: p.season.name } : null,
        tags: (tags.get(p.id) ?? []).map((t) => ({ id: t.id, name: t.name })),
        date_from: p.firstDate,
        date_to: p.lastDate,
        image_thumbnails: image ? { large: mediaUrl(image.name, image.width, "jpg") } : null,
      };
    })),
  );
}
