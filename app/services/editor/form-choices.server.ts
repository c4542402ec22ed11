/**
 * What an open module form offers without script: the library's newest images and every page (for
 * internal links). The page loader passes it to `ModuleFieldsForm` as `choices`.
 */
import type { FormChoices } from "~/lib/editor/form-choices";
import { localized } from "~/lib/localize";
import type { Locale } from "~/lib/routes";
import { listPageChoices } from "~/models/link-targets.server";
import { pagePath } from "~/models/pages.server";
import { listLibrary } from "~/services/media/library.server";

/** How many of the newest library images a form shows as radios (the library dialog finds the rest). */
export const FORM_IMAGE_CHOICES = 48;

export async function formChoices(locale: Locale): Promise<FormChoices> {
  const [library, pages] = await Promise.all([listLibrary({ page: 1, perPage: FORM_IMAGE_CHOICES }, locale), listPageChoices()]);
  return {
    images: library.images,
    pages: pages.map((page) => ({
      id: page.id,
      title: localized(locale, page.title_de, page.title_en) || page.url_de || "/",
      url: pagePath(locale, locale === "en" ? page.url_en : page.url_de),
    })),
  };
}
