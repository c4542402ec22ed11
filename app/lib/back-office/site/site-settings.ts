/** The site settings form's schema, checked in the browser and again on the server. */
import { z } from "zod";
import { flag, integer, link, text } from "~/lib/back-office/validation";

/** The cart takes at most this many tickets of one event (the site settings choose within these bounds). */
export const MAX_TICKETS_PER_EVENT_RANGE = { min: 1, max: 200 } as const;

/** The HTML blocks of the settings: German and, for the footer, English. */
export const SITE_HTML_FIELDS = [
  "html_header",
  "html_footer_top",
  "html_footer_top_en",
  "html_footer_bottom",
  "html_footer_bottom_en",
  "html_footer_logos",
  "html_footer_logos_en",
] as const;
export type SiteHtmlField = (typeof SITE_HTML_FIELDS)[number];

const html = () => text({ max: 20_000 });

export const SiteSettingsSchema = z.object({
  is_site_online: flag(),
  is_shop_online: flag(),
  max_tickets_per_event: integer({ required: true, ...MAX_TICKETS_PER_EVENT_RANGE }),
  festival_title_de: text({ required: true, max: 200 }),
  festival_title_en: text({ max: 200 }),
  whistleblower_url: link(),
  webshop_url: link(),
  html_header: html(),
  html_footer_top: html(),
  html_footer_top_en: html(),
  html_footer_bottom: html(),
  html_footer_bottom_en: html(),
  html_footer_logos: html(),
  html_footer_logos_en: html(),
});

export type SiteSettingsValues = z.infer<typeof SiteSettingsSchema>;

/** The posted form as the schema reads it. */
export function readSiteSettingsForm(form: FormData): Record<string, unknown> {
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
}
