import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { OfficeField } from "~/components/back-office/office-field";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { designSchema, ERROR_STATUSES, EVENT_STYLES, MENU_STYLES, ORDER_LISTS, OrderMoveSchema, readDesignForm } from "~/lib/back-office/site/design";
import { fillText } from "~/lib/back-office/texts";
import { fieldErrors, type FieldErrors } from "~/lib/back-office/validation";
import { officeHref } from "~/lib/routes";
import { listRecordAudit } from "~/models/audit-log.server";
import { readDesignSettingsRow } from "~/models/settings-rows.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { DESIGN_ENTITY, designFormValues, designOrders, moveDesignSection, saveDesignSettings } from "~/services/back-office/design-settings.server";
import { requireOffice } from "~/services/back-office/office.server";
import { readOfficePost, refuseForm } from "~/services/back-office/site-forms.server";
import { safeRedirect } from "~/services/http/redirect.server";

// /cms-hub/design — logo, links, error pages, cookies, overlay button, styles, section order, formats.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "administer");
  const row = await readDesignSettingsRow();
  return { title: texts.site.designTitle, values: designFormValues(row), orders: designOrders(row), audit: auditEntries(await listRecordAudit(DESIGN_ENTITY, row.id)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, texts } = await requireOffice(request, "administer");
  const { formData, intent, values } = await readOfficePost(request);
  const here = officeHref("office-design-settings");
  if (intent === "order") {
    const move = OrderMoveSchema.safeParse(values);
    if (!move.success || !(await moveDesignSection(user, move.data.list, move.data.key, move.data.move))) {
      console.warn(`[design] 400 ${user.username}: bad section move ${JSON.stringify({ list: values.list, key: values.key, move: values.move })}`);
      return data({ message: texts.navigation.cannotMove }, { status: 400 });
    }
    return safeRedirect(`${here}?done=moved#order-${move.data.list}`, here, 303);
  }
  const parsed = designSchema(texts).safeParse(readDesignForm(formData));
  if (intent !== "save" || !parsed.success) return refuseForm(request, parsed.success ? { _form: [texts.form.invalid] } : fieldErrors(parsed.error), values);
  const saved = await saveDesignSettings(user, parsed.data, texts);
  if (!saved.ok) return refuseForm(request, saved.errors, values);
  return safeRedirect(`${here}?done=saved`, here, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function DesignSettings() {
  const { title, values: stored, orders, audit } = useLoaderData<typeof loader>();
  const refused = useActionData<{ errors?: FieldErrors; values?: Record<string, string>; message?: string }>();
  const texts = useOfficeTexts();
  const t = texts.site;
  const schema = useMemo(() => designSchema(texts), [texts]);
  const typed = refused?.values;
  const value = (name: string) => (typed ? typed[name] : stored[name]) ?? "";
  const input = (name: string, label: string, hint?: string, required?: boolean) => (
    <OfficeField name={name} label={label} hint={hint} required={required}>
      {(aria) => <input {...aria} defaultValue={value(name)} />}
    </OfficeField>
  );
  const select = (name: string, label: string, options: readonly string[], names: Record<string, string>) => (
    <OfficeField name={name} label={label} required>
      {(aria) => (
        <select {...aria} defaultValue={value(name)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {names[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </OfficeField>
  );
  return (
    <OfficePage title={title} crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]} done={{ saved: texts.form.saved, moved: t.moved }}>
      {refused?.message ? (
        <p role="alert" className="notice notice--error">
          {refused.message}
        </p>
      ) : null}
      <OfficeForm intent="save" check={{ schema, read: readDesignForm }}>
        <fieldset>
          <legend>{t.logo}</legend>
          {input("logo_url", t.logoUrl)}
          <OfficeField name="logo_image_id" label={t.logoImageId} hint={t.logoImageHint}>
            {(aria) => <input {...aria} type="number" min={1} inputMode="numeric" defaultValue={value("logo_image_id")} />}
          </OfficeField>
        </fieldset>
        <fieldset>
          <legend>{t.links}</legend>
          {input("basket_link", t.basketLink)}
          {input("webshop_link", t.webshopLink)}
        </fieldset>
        <fieldset>
          <legend>{t.errorPages}</legend>
          <p className="office-field__hint">{t.errorPagesHint}</p>
          {ERROR_STATUSES.map((status) => (
            <fieldset key={status}>
              <legend>{fillText(t.errorPageFor, { status })}</legend>
              {(["style", "body"] as const).map((part) => (
                <OfficeField key={part} name={`error_${status}_${part}`} label={part === "style" ? t.errorStyle : t.errorBody}>
                  {(aria) => <textarea {...aria} rows={part === "style" ? 3 : 5} className="office-code" defaultValue={value(`error_${status}_${part}`)} />}
                </OfficeField>
              ))}
            </fieldset>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t.cookies}</legend>
          {input("tag_manager_id", t.tagManagerId, t.tagManagerHint)}
        </fieldset>
        <label className="office-check">
          <input type="checkbox" name="sticky_overlay_button" value="1" defaultChecked={value("sticky_overlay_button") === "1"} /> {t.stickyOverlayButton}
        </label>
        {select("menu_style", t.menuStyle, MENU_STYLES, t.menuStyles)}
        {select("event_style", t.eventStyle, EVENT_STYLES, t.eventStyles)}
        {input("maps_key", t.mapsKey)}
        <fieldset>
          <legend>{t.parsers}</legend>
          {input("date_format", t.dateFormat, t.formatHint)}
          {input("time_format", t.timeFormat)}
          {input("currency", t.currency, undefined, true)}
        </fieldset>
        <button type="submit" className="button">
          {texts.form.save}
        </button>
      </OfficeForm>
      <section aria-labelledby="order-title" className="office-card">
        <h2 id="order-title">{t.detailOrder}</h2>
        {ORDER_LISTS.map((list) => (
          <div key={list} id={`order-${list}`}>
            <h3>{list === "event" ? t.eventDetailOrder : t.productionDetailOrder}</h3>
            <ol className="office-order">
              {orders[list].map((key, i) => {
                const name = t.sections[key] ?? key;
                return (
                  <li key={key}>
                    <span>{name}</span>
                    <OfficeForm intent="order" refused={null} className="office-tree__moves">
                      <input type="hidden" name="list" value={list} />
                      <input type="hidden" name="key" value={key} />
                      {i > 0 ? (
                        <button type="submit" name="move" value="up" className="button button--ghost" title={fillText(t.moveUp, { name })}>
                          <span aria-hidden="true">↑</span>
                          <span className="visually-hidden">{fillText(t.moveUp, { name })}</span>
                        </button>
                      ) : null}
                      {i < orders[list].length - 1 ? (
                        <button type="submit" name="move" value="down" className="button button--ghost" title={fillText(t.moveDown, { name })}>
                          <span aria-hidden="true">↓</span>
                          <span className="visually-hidden">{fillText(t.moveDown, { name })}</span>
                        </button>
                      ) : null}
                    </OfficeForm>
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </section>
      <AuditTrail entries={audit} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
