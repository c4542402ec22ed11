/**
 * Links to the pages of single records (event, venue, article, form), in one place, from the route table.
 */
import { href, type Locale } from "./routes";

interface Sluggable {
  id: number;
  slug: string;
}

/** `/de/programm/{slug}/{id}` · `/en/events/{slug}/{id}` */
export function urlForEvent(locale: Locale, event: Sluggable): string {
  return href("event", locale, { slug: event.slug || "-", id: event.id });
}

/** `/de/venues/{slug}/{id}` · `/en/venues/{slug}/{id}` */
export function urlForVenue(locale: Locale, venue: Sluggable): string {
  return href("venue", locale, { slug: venue.slug || "-", id: venue.id });
}

/** `/de/mediathek-de/{slug}/{id}` · `/en/mediathek-en/{slug}/{id}` */
export function urlForArticle(locale: Locale, article: Sluggable): string {
  return href("article", locale, { slug: article.slug || "-", id: article.id });
}

/** The search page `/de/search` (a GET form adds `?q=`). */
export function urlForSearch(locale: Locale): string {
  return href("search", locale);
}

/** `/de/forms/{slug}/{id}` · `/en/forms/{slug}/{id}` */
export function urlForForm(locale: Locale, form: Sluggable): string {
  return href("form-page", locale, { slug: form.slug || "-", id: form.id });
}

/** POST target of every form: `POST /{locale}/api/forms-entries/`. */
export function formEntriesAction(locale: Locale): string {
  return `/${locale}/api/forms-entries/`;
}

/** The programme (event list): `/de/programm` · `/en/events`. */
export function urlForProgramme(locale: Locale): string {
  return href("events", locale);
}

/** The magazine: `/de/mediathek-de` · `/en/mediathek-en`. */
export function urlForMagazine(locale: Locale): string {
  return href("magazine", locale);
}
