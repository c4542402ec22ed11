import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { officePageHref } from "~/lib/back-office/record-links";
import { mediaUrl } from "~/lib/images";
import { columnCount } from "~/lib/layouts";
import { Id } from "~/lib/schemas/common";
import { findImages } from "~/models/images.server";
import { findPageByPath, findPageVersion, getPageSections, getPublishedSections } from "~/models/pages.server";
import { apiError, apiJson, parseQuery } from "~/services/http/json-api.server";
import { requestLocale } from "~/services/i18n.server";
import { can, optionalUser, requireUser } from "~/services/auth.server";

const Query = z.object({ version_id: Id.optional() });

// GET /{locale}/pageeditor-api/page/{path}?version_id= — the page with its sections and modules: an editor's draft, else the published version.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const { version_id } = parseQuery(request, Query);
  const path = (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
  const [page, user] = await Promise.all([findPageByPath(locale, path), optionalUser(request)]);
  const editor = can(user, "edit-pages");
  if (!page || (!page.isOnline && !editor)) return apiError(request, 404, "404 Not Found");

  if (version_id !== undefined) {
    await requireUser(request, "edit-pages");
    const version = await findPageVersion(page.id, version_id);
    if (!version) return apiError(request, 404, "404 Not Found");
    return apiJson({ id: page.id, version: version.version, created_at: version.created_at, ...(version.snapshot as object) }, { personal: true });
  }

  // Editors compare drafts through this answer; anyone else gets what visitors see.
  const [sections, images] = await Promise.all([editor ? getPageSections(page.id) : getPublishedSections(page.id), findImages([page.ogImageId], locale)]);
  const og = page.ogImageId !== null ? images.get(page.ogImageId) : undefined;
  return apiJson(
    {
      id: page.id,
      urls: page.urls,
      content_type: page.contentType,
      title: page.title,
      headline: page.headline,
      is_online: page.isOnline,
      is_clickable: page.isClickable,
      in_menu: page.inMenu,
      in_footer: page.inFooter,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      og_title: page.ogTitle,
      og_description: page.ogDescription,
      og_image: og ? mediaUrl(og.name, og.width, "jpg") : null,
      og_type: page.ogType,
      og_image_thumbs: og ? { large: mediaUrl(og.name, og.width, "jpg"), small: mediaUrl(og.name, 640, "jpg") } : null,
      modules: sections.map((section) => ({
        slug: section.slug,
        parent: section.parentId,
        content_type: "page",
        object_id: page.id,
        classes: section.classes,
        model: section.layout,
        columns: Array.from({ length: columnCount(section.layout) }, (_, index) => ({
          index,
          classes: section.columnClasses[index] ?? "",
          children: section.modules
            .filter((m) => m.columnIndex === index)
            .map((m) => ({ id: m.id, type: m.type, ...(m.fields as object), online_from: m.onlineFrom, online_to: m.onlineTo })),
        })),
        children: [],
      })),
      settings_url: editor ? officePageHref(page.id) : null,
      parent: page.parentId,
      is_landing_page: page.isLandingPage,
    },
    { personal: editor },
  );
}
