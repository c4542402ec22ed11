import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { FocalPointPicker } from "~/components/back-office/focal-point-picker";
import { LocalizedField, OfficeField } from "~/components/back-office/office-field";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { mediaItemSchema, readMediaItemForm, toPercent } from "~/lib/back-office/site/media";
import { fillText } from "~/lib/back-office/texts";
import { fieldErrors, type FieldErrors } from "~/lib/back-office/validation";
import { mediaUrl } from "~/lib/images";
import { officeHref } from "~/lib/routes";
import { listRecordAudit } from "~/models/audit-log.server";
import { getImageRow } from "~/models/images.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { deleteMediaItem, MEDIA_ENTITY, saveMediaItem } from "~/services/back-office/media.server";
import { requireOffice } from "~/services/back-office/office.server";
import { readOfficePost, refuseForm } from "~/services/back-office/site-forms.server";
import { safeRedirect } from "~/services/http/redirect.server";

function imageId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

// /cms-hub/media/:id — one image: alt texts, credit and focal point; deleted only when unused.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "catalogue");
  const id = imageId(params.id);
  const image = id === null ? undefined : await getImageRow(id);
  if (!image) throw new Response(texts.form.notFound, { status: 404 });
  return {
    title: image.alt_de ? `${texts.media.title}: ${image.alt_de}` : `${texts.media.title}: ${image.name}`,
    image: {
      id: image.id,
      name: image.name,
      width: image.width,
      height: image.height,
      preview: mediaUrl(image.name, image.width, "jpg"),
      values: { alt_de: image.alt_de, alt_en: image.alt_en, credit: image.credit, focal_x: toPercent(Number(image.focal_x)), focal_y: toPercent(Number(image.focal_y)) },
    },
    audit: auditEntries(await listRecordAudit(MEDIA_ENTITY, image.id)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, texts } = await requireOffice(request, "catalogue");
  const id = imageId(params.id);
  if (id === null) throw new Response(texts.form.notFound, { status: 404 });
  const { formData, intent, values } = await readOfficePost(request);
  if (intent === "delete") {
    const result = await deleteMediaItem(user, id, texts);
    if (!result.ok && "missing" in result) throw new Response(texts.form.notFound, { status: 404 });
    if (!result.ok) return refuseForm(request, { _form: [result.message] }, values);
    return safeRedirect(`${officeHref("office-media")}?done=deleted`, officeHref("office-media"), 303);
  }
  const parsed = mediaItemSchema(texts).safeParse(readMediaItemForm(formData));
  if (intent !== "save" || !parsed.success) return refuseForm(request, parsed.success ? { _form: [texts.form.invalid] } : fieldErrors(parsed.error), values);
  if (!(await saveMediaItem(user, id, parsed.data))) throw new Response(texts.form.notFound, { status: 404 });
  return safeRedirect(officeHref("office-media-item", { id }, { done: "saved" }), officeHref("office-media"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Shown = Record<string, string | number | null>;

export default function MediaItem() {
  const { title, image, audit } = useLoaderData<typeof loader>();
  const refused = useActionData<{ errors: FieldErrors; values?: Shown }>();
  // Each form shows the refusal of its own intent.
  const refusedFor = (intent: string) => (refused?.values?.intent === intent ? { errors: refused.errors } : null);
  const texts = useOfficeTexts();
  const t = texts.media;
  const schema = useMemo(() => mediaItemSchema(texts), [texts]);
  const typed = refused?.values?.intent === "save" ? refused.values : undefined;
  const value = (name: string) => String((typed ? typed[name] : (image.values as Shown)[name]) ?? "");
  const decorative = typed ? typed.decorative === "1" : image.values.alt_de === "" && image.values.alt_en === "";
  return (
    <OfficePage
      title={title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-media"), label: t.title },
      ]}
      done={{ saved: texts.form.saved, uploaded: t.uploaded }}
    >
      <p>
        <code>{image.name}</code> · {fillText(t.sizeValue, { width: image.width, height: image.height })}
      </p>
      <OfficeForm intent="save" refused={refusedFor("save")} check={{ schema, read: readMediaItemForm }}>
        <LocalizedField name="alt" label={t.alt} hint={t.altHint}>
          {(aria, locale) => <input {...aria} defaultValue={value(`alt_${locale}`)} />}
        </LocalizedField>
        <label className="office-check">
          <input type="checkbox" name="decorative" value="1" defaultChecked={decorative} /> {t.decorative}
        </label>
        <OfficeField name="credit" label={t.credit}>
          {(aria) => <input {...aria} defaultValue={value("credit")} />}
        </OfficeField>
        <fieldset className="office-focal-fields">
          <legend>{t.focal}</legend>
          <FocalPointPicker
            src={image.preview}
            alt={image.values.alt_de}
            width={image.width}
            height={image.height}
            x={Number(value("focal_x")) || 0}
            y={Number(value("focal_y")) || 0}
            inputX="field-focal_x"
            inputY="field-focal_y"
            hint={t.focalPick}
          />
          <OfficeField name="focal_x" label={t.focalX} required hint={t.focalHint}>
            {(aria) => <input {...aria} type="number" min={0} max={100} inputMode="numeric" defaultValue={value("focal_x")} />}
          </OfficeField>
          <OfficeField name="focal_y" label={t.focalY} required>
            {(aria) => <input {...aria} type="number" min={0} max={100} inputMode="numeric" defaultValue={value("focal_y")} />}
          </OfficeField>
        </fieldset>
        <button type="submit" className="button">
          {texts.form.save}
        </button>
      </OfficeForm>
      <OfficeForm intent="delete" refused={refusedFor("delete")} className="office-form office-form--inline">
        <button type="submit" className="button button--danger">
          {texts.form.delete}
        </button>
      </OfficeForm>
      <AuditTrail entries={audit} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
