import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestLocale } from "~/services/i18n.server";
import { findImages } from "~/models/images.server";
import { listTeasers } from "~/models/teasers.server";
import { apiJson } from "~/services/api.server";
import { largeImageUrl } from "~/services/programme.server";

// GET /{locale}/api/teasers/ — the event teasers; each shows on the day of its position.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const teasers = await listTeasers(locale);
  const images = await findImages(teasers.map((t) => t.imageId), locale);
  return apiJson(
    teasers.map((t) => ({
      id: t.id,
      name: t.name,
      position: t.position,
      preline: t.preline,
      headline: t.headline,
      subline: t.subline,
      link_text: t.linkText,
      link: { url: t.linkUrl },
      image_thumbnails: { large: largeImageUrl(images.get(t.imageId ?? -1)) },
    })),
  );
}
