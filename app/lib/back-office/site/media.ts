/** The media item form's schema (browser and server): alt texts, credit, focal point in percent. */
import { z } from "zod";
import type { OfficeTexts } from "~/lib/back-office/texts";
import { flag, integer, text } from "~/lib/back-office/validation";

/** A meaningful image needs a German alt text; a decorative one has none (both stored empty). */
export function mediaItemSchema(texts: OfficeTexts) {
  return z
    .object({
      alt_de: text({ max: 500 }),
      alt_en: text({ max: 500 }),
      decorative: flag(),
      credit: text({ max: 300 }),
      focal_x: integer({ required: true, min: 0, max: 100 }),
      focal_y: integer({ required: true, min: 0, max: 100 }),
    })
    .superRefine((item, ctx) => {
      if (!item.decorative && item.alt_de === "") ctx.addIssue({ code: "custom", path: ["alt_de"], message: texts.media.altRequired });
    });
}

export type MediaItemValues = z.infer<ReturnType<typeof mediaItemSchema>>;

export function readMediaItemForm(form: FormData): Record<string, unknown> {
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
}

/** The stored focal point (0..1) as the form's percent, and back. */
export const toPercent = (value: number) => Math.round(value * 100);
export const fromPercent = (value: number) => value / 100;
