/**
 * What the module forms offer to choose from and what the media library and link finder answer;
 * shared by the page loader (app/services/editor/form-choices.server.ts), the editor API and the forms.
 */
import type { Locale } from "~/lib/routes";

/** An image of the media library; `thumb` is its smallest JPEG rendition. */
export interface LibraryImage {
  id: number;
  name: string;
  alt: string;
  width: number;
  height: number;
  thumb: string;
}

/** A page an internal link may point to. */
export interface PageChoice {
  id: number;
  title: string;
  url: string;
}

/** The choices the page loader passes to an open module form. */
export interface FormChoices {
  images: LibraryImage[];
  pages: PageChoice[];
}

export const LINK_KINDS = ["page", "event", "production", "person", "venue", "article"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** One hit of the link finder: a page (linked by id) or a record (linked by its address per locale). */
export interface LinkResult {
  kind: LinkKind;
  id: number;
  label: string;
  urls: Record<Locale, string>;
}

/** A posted form as the page passes it back to the form after a refusal (files left out). */
export type PostedValues = Record<string, string | string[]>;

/** The text values of a posted form (what `ModuleFieldsForm` shows again after a 400). */
export function postedValues(form: FormData): PostedValues {
  const values: PostedValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const existing = values[key];
    values[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return values;
}
