import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CSRF_HEADER } from "~/lib/csrf";
import { pageCount } from "~/lib/paging";
import { PositiveInt } from "~/lib/schemas/common";
import { requireUser } from "~/services/auth.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { apiError, apiJson, paged, parseQuery } from "~/services/http/json-api.server";
import { apiForm, apiMethod, usingForm } from "~/services/http/input.server";
import { MAX_TEXT_BYTES } from "~/services/http/multipart.server";
import { requestLocale } from "~/services/i18n.server";
import { listLibrary, MAX_IMAGE_BYTES, storeLibraryImage, UPLOAD_MESSAGES } from "~/services/media/library.server";

const ListQuery = z.object({ q: z.string().trim().max(200).optional(), page: PositiveInt.default("1") });

// GET /{locale}/pageeditor-api/media/?q=&page= — the media library, newest first, 24 a page:
// {count, next, previous, results: [{id, name, alt, width, height, thumb}]}; `q` matches name and alt texts.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "edit-pages");
  const { q, page } = parseQuery(request, ListQuery);
  const list = await listLibrary({ q, page }, requestLocale(request));
  const pages = pageCount(list.count, list.perPage);
  if (page > pages) return apiError(request, 404, "Invalid page.");
  return apiJson(paged(request, { page, pages, count: list.count }, list.images), { personal: true });
}

// POST /{locale}/pageeditor-api/media/ (multipart: `file`, optional `alt` and `credit`) — adds an image
// to the library: JPEG, PNG or WebP by its bytes, at most 10 MB; answers 201 with the image.
export async function action({ request }: ActionFunctionArgs) {
  apiMethod(request);
  await requireUser(request, "edit-pages");
  // A token in the header is checked before the body is read; one in the form field after.
  if (request.headers.has(CSRF_HEADER)) assertCsrf(request);
  const limits = { maxFileBytes: MAX_IMAGE_BYTES, maxBytes: MAX_IMAGE_BYTES + 4 * MAX_TEXT_BYTES, maxParts: 6 };
  return usingForm(await apiForm(request, limits), async ({ formData, tooLarge }) => {
    assertCsrf(request, formData);
    if (tooLarge.has("file")) return apiError(request, 413, UPLOAD_MESSAGES.tooLarge);
    const file = formData.get("file");
    if (!(file instanceof File)) return apiError(request, 400, "No file in the field `file`.");
    const text = (name: string) => {
      const value = formData.get(name);
      return typeof value === "string" ? value.slice(0, 500) : undefined;
    };
    const stored = await storeLibraryImage(file, { alt: text("alt"), credit: text("credit"), locale: requestLocale(request) });
    if (!stored.ok) return apiError(request, 400, UPLOAD_MESSAGES[stored.problem]);
    return apiJson(stored.image, { status: 201, personal: true });
  });
}
