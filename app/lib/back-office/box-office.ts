/** What the box office's back-office pages share between their loaders and their components. */

/** An order in a list. */
export interface OrderListItem {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  cancelledAt: string | null;
  totalCents: number;
  tickets: number;
  cancelledTickets: number;
}

export interface SalesFigures {
  capacity: number;
  reserved: number;
  sold: number;
  left: number;
}

/** A record's German or English text for a back-office locale: German for German, else English (German when empty). */
export function officeName(locale: string, de: string | null, en: string | null): string {
  return (locale === "de" ? de : en || de) ?? "";
}

/** An event's title: its own, else its production's. */
export function eventTitle(locale: string, row: { title_de: string | null; title_en: string | null; production_de: string; production_en: string }): string {
  return officeName(locale, row.title_de, row.title_en) || officeName(locale, row.production_de, row.production_en);
}
