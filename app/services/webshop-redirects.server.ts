/**
 * Where the old webshop's own pages went (docs/decisions/0014-webshop-pages.md). The
 * same paths answer under every webshop prefix, with the same targets.
 */
import { urlForArticle, urlForEvent, urlForProgramme } from "~/lib/entity-urls";
import { href } from "~/lib/routes";
import { Id } from "~/lib/schemas/common";
import { findArticle } from "~/models/articles.server";
import { findEventsByIds } from "~/models/events.server";
import { boxOffice } from "./box-office/box-office.server";
import { WEBSHOP_LOCALE } from "./webshop.server";

export interface WebshopRedirect {
  location: string;
  status: 301 | 302;
}

/** The event page of a webshop event id (`id_jet`, as in the events' ticket_url). */
async function eventPage(jetId: number): Promise<string | null> {
  const offer = await boxOffice().offer(jetId, WEBSHOP_LOCALE);
  if (!offer) return null;
  const event = (await findEventsByIds([offer.eventId], WEBSHOP_LOCALE)).get(offer.eventId);
  return event ? urlForEvent(WEBSHOP_LOCALE, { id: event.id, slug: event.slug }) : null;
}

/** A magazine article by id: the old webshop's item groups (vouchers, packages) are described there. */
async function articlePage(id: number): Promise<string | null> {
  const article = await findArticle(id, WEBSHOP_LOCALE);
  return article ? urlForArticle(WEBSHOP_LOCALE, { id: article.id, slug: article.slug }) : null;
}

/**
 * The target of a webshop sub-path (the part after the prefix), or null for a 404:
 * - `events` → the programme; `events/{id_jet}` → that event's page
 * - `itemgroups/{id}` → the magazine article with that id
 * - `series`, `series/{id}` → the subscriptions page
 * - `favorites` → the Merkliste (the old webshop's favourites; ours are kept by the site, decision 0066)
 */
export async function webshopRedirect(subPath: string): Promise<WebshopRedirect | null> {
  const segments = subPath.replace(/^\/+|\/+$/g, "").split("/");
  if (segments.length > 2) return null;
  const [section, rawId] = segments;
  const id = rawId === undefined ? null : Id.safeParse(rawId);
  if (id && !id.success) return null;
  const permanent = (location: string | null): WebshopRedirect | null => (location ? { location, status: 301 } : null);
  switch (section) {
    case "events":
      return permanent(id ? await eventPage(id.data) : urlForProgramme(WEBSHOP_LOCALE));
    case "itemgroups":
      return id ? permanent(await articlePage(id.data)) : null;
    case "series":
      return permanent(href("subscriptions", WEBSHOP_LOCALE));
    case "favorites":
      return id ? null : { location: href("favourites", WEBSHOP_LOCALE), status: 302 };
    default:
      return null;
  }
}
