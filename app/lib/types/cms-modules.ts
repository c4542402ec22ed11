/** What the CMS module renderers get besides their own fields (resolved by app/services/module-data.server.ts). */
import type { WindowState } from "~/lib/editor/edit-mode";
import type { ImageRecord } from "~/lib/images";
import type { FormRecord } from "~/lib/types/forms";
import type { ModuleRecord, SectionRecord } from "~/lib/types/page-sections";
import type { VenueSummary } from "~/lib/types/venues";
import type { ArticleCardData } from "./article-card";
import type { EventListCard } from "./event-card";

export type Fields = Record<string, unknown>;

export type VenueCard = VenueSummary & { url: string };

export interface ModuleData {
  /** Every image the module (and its items) refers to, by id. */
  images: Record<number, ImageRecord>;
  /** Venues of `venue` and `venuelist`, by id (missing = offline or deleted). */
  venues: Record<number, VenueCard>;
  /** `eventlist`: the events to show, in date order. */
  events?: EventListCard[];
  /** `blogteaserlist`, `highlightteaser`. */
  articles?: ArticleCardData[];
  /** `form`: the form with its fields, or null when it is offline or missing. */
  form?: FormRecord | null;
  /** `section`: the modules of each column. */
  columns?: NestedModule[][];
  /** The module comes right after a headline module in its column (lists then skip their own title). */
  followsHeadline?: boolean;
}

export interface ResolvedModule extends ModuleRecord {
  fields: Fields;
  data: ModuleData;
  /** Only in the edit mode, which also shows modules outside their online window. */
  window?: WindowState;
}

/** A module inside a `section` module's column. */
export interface NestedModule {
  key: string;
  type: string;
  fields: Fields;
  data: ModuleData;
}

export interface ResolvedSection extends Omit<SectionRecord, "modules"> {
  modules: ResolvedModule[];
}
