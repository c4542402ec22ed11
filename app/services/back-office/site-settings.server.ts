/** Saving the site settings: the HTML blocks pass the allow-list, the change and its audit row in one transaction. */
import { fillText, type OfficeTexts } from "~/lib/back-office/texts";
import { SITE_HTML_FIELDS, type SiteSettingsValues } from "~/lib/back-office/site/site-settings";
import { validationMessage, type FieldErrors } from "~/lib/back-office/validation";
import { readSiteSettingsRow, updateSiteSettingsRow } from "~/models/settings-rows.server";
import { writeTransaction } from "~/models/write-transaction.server";
import { disallowedInSiteHtml } from "~/services/site/site-html.server";
import { recordChange, type Actor } from "./audit.server";

export const SITE_SETTINGS_ENTITY = "site-settings";

/** Messages for the HTML blocks holding anything outside the allow-list, naming what it is. */
export function refusedSiteHtml(values: SiteSettingsValues, texts: OfficeTexts): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of SITE_HTML_FIELDS) {
    const found = disallowedInSiteHtml(values[field]);
    if (found.length) errors[field] = [validationMessage("html"), fillText(texts.site.htmlRemoved, { items: found.join(", ") })];
  }
  return errors;
}

const orNull = (value: string | null) => (value ? value : null);

/** Saves the settings (the caller has checked the HTML); returns the row's id. */
export async function saveSiteSettings(actor: Actor, values: SiteSettingsValues): Promise<number> {
  const after = {
    ...values,
    max_tickets_per_event: values.max_tickets_per_event!,
    festival_title_en: values.festival_title_en,
    html_footer_logos: orNull(values.html_footer_logos),
    html_footer_top_en: orNull(values.html_footer_top_en),
    html_footer_bottom_en: orNull(values.html_footer_bottom_en),
    html_footer_logos_en: orNull(values.html_footer_logos_en),
  };
  return writeTransaction(async ({ q, postgres }) => {
    const before = await readSiteSettingsRow(q, postgres);
    await updateSiteSettingsRow(q, before.id, after);
    const old = Object.fromEntries(Object.keys(after).map((key) => [key, before[key as keyof typeof before]]));
    await recordChange(q, actor, { entity: SITE_SETTINGS_ENTITY, entityId: before.id, action: "update", before: old, after });
    return before.id;
  });
}
