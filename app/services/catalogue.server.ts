/**
 * What the catalogue pages (event, production, person, venue, series) share on the server: the id
 * from the URL, the 301 to the canonical slug, upcoming events as cards and the share image.
 */
import { mediaUrl, type ImageRecord } from "~/lib/images";
import { href, type Locale, type LocalizedRouteId } from "~/lib/routes";
import { Id } from "~/lib/schemas/common";
import type { EventCardData } from "~/lib/types/event-card";
import { findEventsByIds } from "~/models/events.server";
import { getDesignSettings } from "~/models/settings.server";
import { eventCard } from "./event-card.server";
import { notFound } from "./http/http-errors.server";
import { reportError } from "./http/monitoring.server";
import { safeRedirect } from "~/services/http/redirect.server";

/** The numeric `id` param, or a thrown 404 (logged and reported). */
export async function detailId(request: Request, params: Record<string, string | undefined>): Promise<number> {
  const parsed = Id.safeParse(params.id);
  if (!parsed.success) {
    reportError(new Error(`Invalid id in URL: ${params.id}`), { url: request.url });
    throw await notFound();
  }
  return parsed.data;
}

/** A 301 to `canonical` (keeping the query) when the request's path is another one (stale slug). */
/** A detail page's address in each language, from its slugs (a missing slug reads "-"; the id decides). */
export function detailAlternates(route: LocalizedRouteId, slugs: Record<Locale, string>, id: number): Record<Locale, string> {
  return {
    de: href(route, "de", { slug: slugs.de || "-", id }),
    en: href(route, "en", { slug: slugs.en || "-", id }),
  };
}

export function ensureCanonical(request: Request, canonical: string): void {
  const url = new URL(request.url);
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // keep the raw path
  }
  if (path.replace(/\/+$/, "") !== decodeURI(canonical)) throw safeRedirect(`${canonical}${url.search}`, canonical, 301);
}

/** Online events by id as list rows, in the given order. */
export async function eventCards(ids: number[], locale: Locale): Promise<EventCardData[]> {
  const events = await findEventsByIds(ids, locale);
  return ids.flatMap((id) => {
    const event = events.get(id);
    return event?.isOnline ? [eventCard(event, locale)] : [];
  });
}

/** The share image: the page's own, else the design settings' logo image, else the logo URL. */
export async function shareImage(image: ImageRecord | undefined, images: Map<number, ImageRecord>): Promise<string | null> {
  if (image) return mediaUrl(image.name, image.width, "jpg");
  const design = await getDesignSettings();
  const logo = design.logoImageId !== null ? images.get(design.logoImageId) : undefined;
  return logo ? mediaUrl(logo.name, logo.width, "jpg") : design.logoUrl;
}

/** Section keys in the order the design settings give; known keys missing from the list follow. */
export function orderSections<K extends string>(order: string[], known: readonly K[]): K[] {
  const listed = order.filter((key): key is K => (known as readonly string[]).includes(key));
  const unique = [...new Set(listed)];
  return [...unique, ...known.filter((key) => !unique.includes(key))];
}
