import { z } from "zod";
import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

export interface SiteSettings {
  isSiteOnline: boolean;
  isShopOnline: boolean;
  festivalTitle: string;
  htmlHeader: string;
  htmlFooterTop: string;
  htmlFooterBottom: string;
  htmlFooterLogos: string | null;
  whistleblowerUrl: string | null;
  webshopUrl: string | null;
  loginUrl: string | null;
  /** How many tickets of one event a cart may hold. */
  maxTicketsPerEvent: number;
}

/**
 * The single site-settings row; throws when it cannot be read (the caller answers 503). Every request
 * reads it, so the answer is kept until the content changes. Treat it as read-only.
 */
export const getSiteSettings: (locale: Locale) => Promise<SiteSettings> = memoUntilChange(readSiteSettings);

async function readSiteSettings(locale: Locale): Promise<SiteSettings> {
  const row = await db().selectFrom("site_settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
  return {
    isSiteOnline: row.is_site_online === 1,
    isShopOnline: row.is_shop_online === 1,
    festivalTitle: localized(locale, row.festival_title_de, row.festival_title_en),
    htmlHeader: row.html_header,
    htmlFooterTop: localized(locale, row.html_footer_top, row.html_footer_top_en),
    htmlFooterBottom: localized(locale, row.html_footer_bottom, row.html_footer_bottom_en),
    htmlFooterLogos: localized(locale, row.html_footer_logos, row.html_footer_logos_en),
    whistleblowerUrl: row.whistleblower_url,
    webshopUrl: row.webshop_url,
    loginUrl: row.login_url,
    maxTicketsPerEvent: row.max_tickets_per_event,
  };
}

export async function setShopOnline(online: boolean): Promise<void> {
  await db()
    .updateTable("site_settings")
    .set({ is_shop_online: online ? 1 : 0, updated_at: new Date().toISOString() })
    .execute();
}

const ErrorPagesSchema = z.record(z.string(), z.object({ style: z.string().default(""), body: z.string().default("") }));
const CookiesSchema = z.object({ tag_manager_id: z.string().nullish() });
const ParsersSchema = z.object({ date: z.string().optional(), time: z.string().optional(), currency: z.string().default("€") });
const OrderSchema = z.array(z.string());

export type ErrorPages = z.infer<typeof ErrorPagesSchema>;

function parseJson<T>(schema: z.ZodType<T>, text: string | null, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text ?? "null"));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The design settings (kept until the content changes, like the site settings; read-only). */
export const getDesignSettings = () => designSettings("all");
const designSettings = memoUntilChange((_all: "all") => readDesignSettings());

async function readDesignSettings() {
  const row = await db().selectFrom("design_settings").selectAll().orderBy("id").limit(1).executeTakeFirst();
  return {
    logoUrl: row?.logo_url ?? null,
    logoImageId: row?.logo_image_id ?? null,
    basketLink: row?.basket_link ?? null,
    webshopLink: row?.webshop_link ?? null,
    errorPages: parseJson(ErrorPagesSchema, row?.error_pages ?? null, {}),
    cookies: parseJson(CookiesSchema, row?.cookies ?? null, {}),
    stickyOverlayButton: row?.sticky_overlay_button === 1,
    menuStyle: row?.menu_style ?? "default",
    eventStyle: row?.event_style ?? 1,
    eventDetailOrder: parseJson(OrderSchema, row?.event_detail_order ?? null, []),
    productionDetailOrder: parseJson(OrderSchema, row?.production_detail_order ?? null, []),
    mapsKey: row?.maps_key ?? null,
    parsers: parseJson(ParsersSchema, row?.parsers ?? null, { currency: "€" }),
  };
}

export type DesignSettings = Awaited<ReturnType<typeof getDesignSettings>>;
