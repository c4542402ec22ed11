import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView } from "~/components/back-office/list-view";
import { OfficeField } from "~/components/back-office/office-field";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { OFFICE_PAGE_SIZE, parseListQuery } from "~/lib/back-office/list-query";
import { fillText } from "~/lib/back-office/texts";
import { officeHref } from "~/lib/routes";
import { MEDIA_ENTITY, mediaPage } from "~/services/back-office/media.server";
import { recordChange } from "~/services/back-office/audit.server";
import { requireOffice } from "~/services/back-office/office.server";
import { refuseForm } from "~/services/back-office/site-forms.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { pageForm, usingForm } from "~/services/http/input.server";
import { MAX_TEXT_BYTES } from "~/services/http/multipart.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { MAX_IMAGE_BYTES, storeLibraryImage } from "~/services/media/library.server";

// /cms-hub/media — the image library: thumbnails, search by name and alt text, pages of 50, upload.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "catalogue");
  const query = parseListQuery(new URL(request.url));
  const { total, rows } = await mediaPage({ q: query.q, page: query.page, perPage: OFFICE_PAGE_SIZE });
  return { title: texts.media.title, query, total, rows };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, texts, locale } = await requireOffice(request, "catalogue");
  const limits = { maxFileBytes: MAX_IMAGE_BYTES, maxBytes: MAX_IMAGE_BYTES + 4 * MAX_TEXT_BYTES, maxParts: 6 };
  return usingForm(await pageForm(request, limits), async ({ formData, tooLarge }) => {
    assertCsrf(request, formData);
    const alt = String(formData.get("alt") ?? "").slice(0, 500);
    if (tooLarge.has("file")) return refuseForm(request, { file: [texts.media.uploadErrors.tooLarge] }, { alt });
    const file = formData.get("file");
    if (formData.get("intent") !== "upload" || !(file instanceof File) || file.size === 0) {
      return refuseForm(request, { file: [texts.media.uploadErrors.missing] }, { alt });
    }
    const stored = await storeLibraryImage(file, {
      alt,
      locale: locale === "en" ? "en" : "de",
      recorded: (q, id, row) => recordChange(q, user, { entity: MEDIA_ENTITY, entityId: id, action: "create", after: { ...row } }),
    });
    if (!stored.ok) return refuseForm(request, { file: [texts.media.uploadErrors[stored.problem]] }, { alt });
    const target = officeHref("office-media-item", { id: stored.image.id }, { done: "uploaded" });
    return safeRedirect(target, officeHref("office-media"), 303);
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Media() {
  const { title, query, total, rows } = useLoaderData<typeof loader>();
  const refused = useActionData<{ values?: { alt?: string } }>();
  const texts = useOfficeTexts();
  const t = texts.media;
  return (
    <OfficePage title={title} crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]} done={{ deleted: texts.form.saved }}>
      <OfficeForm intent="upload" encType="multipart/form-data" className="office-form office-form--inline">
        <h2>{t.upload}</h2>
        <OfficeField name="file" label={t.file} required hint={t.fileHint}>
          {(aria) => <input {...aria} type="file" accept="image/jpeg,image/png,image/webp" />}
        </OfficeField>
        <OfficeField name="alt" label={t.alt} hint={t.altHint}>
          {(aria) => <input {...aria} defaultValue={refused?.values?.alt ?? ""} />}
        </OfficeField>
        <button type="submit" className="button">
          {t.upload}
        </button>
      </OfficeForm>
      <ListView
        label={title}
        query={query}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        columns={[
          {
            name: "name",
            label: t.name,
            cell: (row) => (
              <Link to={officeHref("office-media-item", { id: row.id })} className="office-media__link">
                <img src={row.thumb} alt="" width={96} height={Math.round((96 * row.height) / row.width)} loading="lazy" className="office-media__thumb" />
                <span>{row.name}</span>
              </Link>
            ),
          },
          { name: "alt", label: t.alt, cell: (row) => row.alt_de || <em>{t.noAlt}</em> },
          { name: "size", label: t.size, cell: (row) => fillText(t.sizeValue, { width: row.width, height: row.height }) },
        ]}
      />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
