import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { OfficeField, LocalizedField } from "~/components/back-office/office-field";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { MAX_TICKETS_PER_EVENT_RANGE, readSiteSettingsForm, SiteSettingsSchema } from "~/lib/back-office/site/site-settings";
import { fieldErrors } from "~/lib/back-office/validation";
import { officeHref } from "~/lib/routes";
import { listRecordAudit } from "~/models/audit-log.server";
import { readSiteSettingsRow } from "~/models/settings-rows.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { requireOffice } from "~/services/back-office/office.server";
import { refusedSiteHtml, saveSiteSettings, SITE_SETTINGS_ENTITY } from "~/services/back-office/site-settings.server";
import { readOfficePost, refuseForm } from "~/services/back-office/site-forms.server";
import { safeRedirect } from "~/services/http/redirect.server";

// /cms-hub/settings — the operator switches, the festival's title, its links and the HTML blocks.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "administer");
  const row = await readSiteSettingsRow();
  const { id, updated_at: _updated, login_url: _login, ...settings } = row;
  return { title: texts.site.settingsTitle, settings, audit: auditEntries(await listRecordAudit(SITE_SETTINGS_ENTITY, id)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, texts } = await requireOffice(request, "administer");
  const { formData, values } = await readOfficePost(request);
  const parsed = SiteSettingsSchema.safeParse(readSiteSettingsForm(formData));
  if (!parsed.success) return refuseForm(request, fieldErrors(parsed.error), values);
  const refused = refusedSiteHtml(parsed.data, texts);
  if (Object.keys(refused).length) return refuseForm(request, refused, values);
  await saveSiteSettings(user, parsed.data);
  console.log(`[site-settings] ${user.username}: site ${parsed.data.is_site_online ? "online" : "offline"}, shop ${parsed.data.is_shop_online ? "online" : "offline"}, at most ${parsed.data.max_tickets_per_event} tickets per event and cart`);
  return safeRedirect(`${officeHref("office-site-settings")}?done=saved`, officeHref("office-site-settings"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Shown = Record<string, string | number | null>;

export default function SiteSettings() {
  const { title, settings, audit } = useLoaderData<typeof loader>();
  const refused = useActionData<{ values?: Shown }>();
  const texts = useOfficeTexts();
  const t = texts.site;
  // After a refusal the form shows what was typed (a checkbox left unticked is absent from it).
  const typed = refused?.values;
  const value = (name: string) => String((typed ? typed[name] : (settings as Shown)[name]) ?? "");
  const checked = (name: "is_site_online" | "is_shop_online") => (typed ? typed[name] === "1" : settings[name] === 1);
  const html = (name: string, label: string) => (
    <OfficeField name={name} label={label} hint={t.htmlHint}>
      {(aria) => <textarea {...aria} rows={6} className="office-code" defaultValue={value(name)} />}
    </OfficeField>
  );
  return (
    <OfficePage title={title} crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]} done={{ saved: texts.form.saved }}>
      <OfficeForm intent="settings" check={{ schema: SiteSettingsSchema, read: readSiteSettingsForm }}>
        <fieldset>
          <legend>{t.switches}</legend>
          {(["is_site_online", "is_shop_online"] as const).map((name) => (
            <label className="office-check" key={name}>
              <input type="checkbox" name={name} value="1" defaultChecked={checked(name)} /> {name === "is_site_online" ? t.siteOnline : t.shopOnline}
            </label>
          ))}
          <OfficeField name="max_tickets_per_event" label={t.maxTicketsPerEvent} required hint={t.maxTicketsHint}>
            {(aria) => <input {...aria} type="number" inputMode="numeric" min={MAX_TICKETS_PER_EVENT_RANGE.min} max={MAX_TICKETS_PER_EVENT_RANGE.max} defaultValue={value("max_tickets_per_event")} />}
          </OfficeField>
        </fieldset>
        <LocalizedField name="festival_title" label={t.festivalTitle} required>
          {(aria, locale) => <input {...aria} defaultValue={value(`festival_title_${locale}`)} />}
        </LocalizedField>
        <OfficeField name="whistleblower_url" label={t.whistleblowerUrl}>
          {(aria) => <input {...aria} type="text" inputMode="url" defaultValue={value("whistleblower_url")} />}
        </OfficeField>
        <OfficeField name="webshop_url" label={t.webshopUrl}>
          {(aria) => <input {...aria} type="text" inputMode="url" defaultValue={value("webshop_url")} />}
        </OfficeField>
        <fieldset>
          <legend>{t.htmlBlocks}</legend>
          {html("html_header", t.htmlHeader)}
          {(["top", "bottom", "logos"] as const).map((block) => (
            <fieldset className="office-localized" key={block}>
              <legend>{t.htmlFooter[block]}</legend>
              <div className="office-localized__pair">
                {html(`html_footer_${block}`, texts.form.localeDe)}
                {html(`html_footer_${block}_en`, texts.form.localeEn)}
              </div>
            </fieldset>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {texts.form.save}
        </button>
      </OfficeForm>
      <AuditTrail entries={audit} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
