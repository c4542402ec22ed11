/** What the programme's components get from the loader (serialisable, formatted on the server). */
import type { ImageRecord } from "~/lib/images";
import type { ProgrammeFilterKey } from "~/lib/programme-filters";

export type FilterOptions = Record<ProgrammeFilterKey, { id: number; name: string }[]>;

export interface ProgrammeItemView {
  id: number;
  url: string;
  title: string;
  subtitle: string;
  startsAt: string;
  time: string;
  venue: { name: string; url: string } | null;
  room: string | null;
  tags: { id: number; name: string }[];
  isCancelled: boolean;
  isSoldOut: boolean;
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
  label: string;
  events: ProgrammeItemView[];
  teasers: ProgrammeTeaserView[];
}
