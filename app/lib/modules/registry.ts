/**
 * The page editor's module types: per type the zod schema of its fields, with the editor's rules
 * (required fields, the media services an address must belong to, limits). The same schema checks a
 * module in the editor (browser) and when it is saved (server); the list of types is its keys.
 * Rendering does not use it: a stored module that fails these rules still renders as stored.
 */
import { z } from "zod";
import {
  anchor, cssClass, flag, linkUrl, optionalDate, optionalId, optionalImage, optionalText, orderedWindow, requireLink,
  requiredDate, requiredId, requiredImage, requiredRichText, requiredText, richText, serviceUrl, socialEmbed, textUpTo,
} from "./field-rules";

/** How many articles a blog teaser list may show. */
export const BLOG_TEASER_ITEMS = { min: 1, max: 8 } as const;
/** The longest text of a full teaser, per language. */
export const FULL_TEASER_TEXT_MAX = 3000;

const videoUrl = serviceUrl(["youtube", "vimeo"], "YouTube or Vimeo");
const list = <T extends z.ZodTypeAny>(item: T) => z.array(item).optional();

const teaserItem = z
  .object({
    image: optionalImage, link: optionalId, link_url: linkUrl, link_text: optionalText,
    preline: optionalText, headline: requiredText, subline: optionalText, text: optionalText,
    online_from: optionalDate, online_to: optionalDate,
  })
  .strict()
  .superRefine(orderedWindow);

export const MODULE_SCHEMAS = {
  headline: z.object({
    headline_level: z.number({ required_error: "is required", invalid_type_error: "must be a level from H2 to H6" })
      .int("must be a level from H2 to H6").min(2, "must be a level from H2 to H6").max(6, "must be a level from H2 to H6"),
    preline: optionalText, content: requiredText, subline: optionalText, anchor,
  }).strict(),
  text: z.object({ content: richText, anchor, decrease_distance: flag }).strict(),
  quote: z.object({ content: optionalText, author: optionalText }).strict(),
  html: z.object({ html_code: requiredText }).strict(),
  link: z.object({ link_text: requiredText, link: optionalId, link_url: linkUrl, extra_class: cssClass, anchor, sticky: flag })
    .strict().superRefine(requireLink),
  anchorlist: z.object({ sticky: flag, children: list(z.object({ anchor, link_text: optionalText }).strict()) }).strict(),
  anchor: z.object({
    anchor, link_url: linkUrl, link_text: optionalText, extra_class: cssClass, link_open_in_new_window: flag,
    level: z.number().int().min(2).max(6).optional(), sticky: flag,
  }).strict(),
  image: z.object({ image: requiredImage, image_obj: z.unknown().optional(), image_thumbnails: z.unknown().optional(), format: z.string().optional() }).strict(),
  imagelist: z.object({ format: z.string().optional(), anchor, children: list(z.object({ image: requiredImage }).strict()) }).strict(),
  logolist: z.object({
    extra_class: cssClass,
    children: list(z.object({ image: requiredImage, link_url: linkUrl, title: optionalText }).strict()),
  }).strict(),
  video: z.object({ video_url: videoUrl, image: optionalImage, length: z.string().optional(), title: optionalText, anchor }).strict(),
  selfhostedvideo: z.object({ file: requiredText, image: optionalImage, title: optionalText }).strict(),
  videolist: z.object({
    children: list(z.object({ video_url: videoUrl, title: optionalText, content: richText, image: optionalImage }).strict()),
  }).strict(),
  audio: z.object({ embed: serviceUrl(["spotify", "soundcloud", "podigee"], "Spotify, SoundCloud or Podigee"), media_type: z.string().optional() }).strict(),
  selfhostedaudio: z.object({ file: requiredText, title: optionalText }).strict(),
  viewer: z.object({ embed: serviceUrl(["issuu"], "Issuu") }).strict(),
  venue: z.object({ venue: requiredId }).strict(),
  venuelist: z.object({ children: list(z.object({ venue: requiredId }).strict()) }).strict(),
  form: z.object({ hubspot_id: requiredId }).strict(),
  heromedia: z.object({
    headline: requiredText, text: optionalText, button_text: optionalText, button_link: linkUrl, sticky: flag,
    image: optionalImage, video: z.string().nullish(), online_from: requiredDate, online_to: optionalDate,
  }).strict().superRefine(orderedWindow),
  // A column holds modules (`{modules}` or `{type, fields}`) or plain text fields; the column editor checks them.
  section: z.object({ extra_class: cssClass, image: optionalImage, columns: list(z.unknown()) }).strict(),
  twocolumns: z.object({ extra_class: z.enum(["image-text", "text-image"]).optional(), text: requiredRichText, image: requiredImage }).strict(),
  blogteaserlist: z.object({
    items: z.number({ required_error: "is required", invalid_type_error: "must be a number from 1 to 8" })
      .int("must be a number from 1 to 8").min(BLOG_TEASER_ITEMS.min, "must be a number from 1 to 8").max(BLOG_TEASER_ITEMS.max, "must be a number from 1 to 8"),
  }).strict(),
  highlightteaser: z.object({ categories: list(z.number().int().positive()) }).strict(),
  eventlist: z.object({
    date_from: optionalDate, date_to: optionalDate, tag: optionalId,
    filters: z.enum(["none", "next_3_days", "weekend"]).optional(), children: list(z.number().int().positive()),
  }).strict(),
  fullteaser: z.object({
    image: optionalImage, link: optionalId, link_url: linkUrl, link_text: optionalText, preline: optionalText,
    headline: requiredText, subline: optionalText, text: textUpTo(FULL_TEASER_TEXT_MAX), extra_class: cssClass,
  }).strict(),
  teaserlist: z.object({ extra_class: cssClass, children: list(teaserItem) }).strict(),
  faq: z.object({ anchor, items: list(z.object({ question: requiredText, answer: richText }).strict()) }).strict(),
  socialmedia: z.object({ embed: socialEmbed }).strict(),
} as const;

export type ModuleType = keyof typeof MODULE_SCHEMAS;

/** Every module type, in the registry's order. */
export const MODULE_TYPES = Object.keys(MODULE_SCHEMAS) as ModuleType[];

/** The fields of a module of type `T` as the editor saves them. */
export type ModuleFields<T extends ModuleType> = z.infer<(typeof MODULE_SCHEMAS)[T]>;

/** The fields of a module of type `T` as they may be written before the check (e.g. ids as digits). */
export type ModuleFieldsInput<T extends ModuleType> = z.input<(typeof MODULE_SCHEMAS)[T]>;

/** A module's type with its fields, typed together. */
export type TypedModule = { [T in ModuleType]: { type: T; fields: ModuleFieldsInput<T> } }[ModuleType];

/** Whether `type` is a module type. */
export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(MODULE_SCHEMAS, type);
}

export type FieldErrors = Record<string, string[]>;

/** A module's fields checked by its type's schema: the clean fields, or the messages by field path (`children.2.headline`). */
export function checkModuleFields<T extends ModuleType>(type: T, fields: unknown):
  | { ok: true; fields: ModuleFields<T> }
  | { ok: false; errors: FieldErrors } {
  const result = (MODULE_SCHEMAS[type] as z.ZodType<ModuleFields<T>>).safeParse(fields);
  if (result.success) return { ok: true, fields: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".") || "fields"] ??= []).push(issue.message);
  return { ok: false, errors };
}
