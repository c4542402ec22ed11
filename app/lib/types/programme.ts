/** What the programme's components get from the loader (serialisable, formatted on the server). */
import type { ImageRecord } from "~/lib/images";
import type { ProgrammeFilterKey } from "~/lib/programme-filters";
import type { EventCardData } from "~/lib/types/event-card";

export type FilterOptions = Record<ProgrammeFilterKey, { id: number; name: string }[]>;

/** An event of the programme: its list row, its tags and what the overlay's booking widget needs. */
export interface ProgrammeItemView extends EventCardData {
  tags: { id: number; name: string }[];
  /** Sells tickets here now: the event overlay offers its booking widget (app/components/booking). */
  isBookable: boolean;
  /** The webshop's event id, which the widget's offer and the cart address. */
  idJet: number;
  image: ImageRecord | null;
}

export interface ProgrammeTeaserView {
  id: number;
  preline: string;
  headline: string;
  subline: string;
  linkText: string;
  linkUrl: string | null;
  image: ImageRecord | null;
}

export interface ProgrammeDayView {
  day: string;
  /** "Samstag, 21. November 2026" in the page's language. */
  label: string;
  events: ProgrammeItemView[];
  teasers: ProgrammeTeaserView[];
}
