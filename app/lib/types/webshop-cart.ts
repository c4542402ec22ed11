/**
 * What the webshop pages get from their loaders and actions: prices and dates already formatted
 * on the server, so the components only lay them out.
 */
import type { TranslationKey, TranslationVars } from "~/lib/translate";

export interface WebshopLineView {
  id: number;
  /** The ticket type (sale type), e.g. "Vollpreis". */
  name: string;
  unit: string;
  quantity: number;
  total: string;
  /** "10:00 Uhr" when the tickets are for a timeslot. */
  timeslot: string | null;
  /** False at the per-line limit. */
  canIncrease: boolean;
}

export interface WebshopEventView {
  id: number;
  title: string;
  /** The event page; null when the event is gone from the catalogue. */
  url: string | null;
  /** "Samstag, 21. November 2026, 19:30 Uhr" */
  when: string;
  groups: { id: number; name: string; lines: WebshopLineView[] }[];
}

export interface CartSummaryView {
  events: WebshopEventView[];
  ticketsQuantity: number;
  total: string;
}

/** The cart page's three states (the shop's on/off switch is separate). */
export type CartState =
  | { kind: "empty" }
  | { kind: "expired" }
  | {
      kind: "open";
      cart: CartSummaryView;
      /** When the reservation ends (ISO), the server's (box office's) now, and the end as "14:32 Uhr". */
      expiresAt: string;
      serverNow: string;
      reservedUntil: string;
    };

/** An action's answer that re-renders the cart page (4xx): a message and, for checkout, the fields. */
export interface CartActionData {
  message?: TranslationKey;
  /** The message's placeholders, e.g. `max` of the per-event ticket limit. */
  messageVars?: TranslationVars;
  /** The webshop's code (-214, -204) where there is one; shown as "Fehler {code}". */
  code?: number | null;
  fields?: { name?: TranslationKey; email?: TranslationKey };
  values?: { name: string; email: string };
}
