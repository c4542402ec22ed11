/**
 * Each module type's editor form, described as data next to its schema (./registry.ts): the fields in
 * the order an editor fills them in, required as the schema requires them, translatable values marked
 * `localized` (edited in the page's locale, stored as a `{de, en}` pair). The side panel renders the
 * form from it and app/lib/editor/module-forms.ts reads the posted form back into fields.
 */
import { BLOG_TEASER_ITEMS, FULL_TEASER_TEXT_MAX, type ModuleType } from "./registry";

export type FieldKind =
  | "text" | "textarea" | "richtext" | "number" | "choice" | "flag" | "image" | "link" | "url" | "datetime" | "list"
  /** A record's id (venue, HubSpot form, event tag). */
  | "id"
  /** Several records' ids, typed as a comma-separated list. */
  | "ids";

export interface FieldDescriptor {
  /** The field's key; a `link` field also writes `${name}_url` (the address). */
  name: string;
  kind: FieldKind;
  /** Written per locale as a `{de, en}` pair. */
  localized?: boolean;
  required?: boolean;
  choices?: readonly (string | number)[];
  /** Smallest and largest number (`number`). */
  min?: number;
  max?: number;
  /** Longest text, per language. */
  maxLength?: number;
  /** For `list`: the fields of one item. */
  item?: FieldDescriptor[];
}

/** Keys a schema has that the form does not show: written by other editors or derived when saving. */
export const INTERNAL_FIELDS: Partial<Record<ModuleType, readonly string[]>> = {
  image: ["image_obj", "image_thumbnails"],
  // A section's columns hold modules, edited by the column editor.
  section: ["columns"],
};

/** The keys one descriptor writes. */
export function descriptorKeys(field: FieldDescriptor): string[] {
  return field.kind === "link" ? [field.name, `${field.name}_url`] : [field.name];
}

const text = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, kind: "text", localized: true, ...extra });
const required = (name: string): FieldDescriptor => text(name, { required: true });
const plain = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, kind: "text", ...extra });
const anchor = plain("anchor");
const cssClass = plain("extra_class");
const flag = (name: string): FieldDescriptor => ({ name, kind: "flag" });
const image = (name = "image", extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, kind: "image", ...extra });
const richtext = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, kind: "richtext", localized: true, ...extra });
const link: FieldDescriptor = { name: "link", kind: "link", localized: true };
const url = (name = "link_url"): FieldDescriptor => ({ name, kind: "url", localized: true });
const datetime = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, kind: "datetime", ...extra });
const list = (name: string, item: FieldDescriptor[]): FieldDescriptor => ({ name, kind: "list", item });
const choice = (name: string, choices: readonly (string | number)[], extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, kind: "choice", choices, ...extra });
const level = (name: string, extra: Partial<FieldDescriptor> = {}) => choice(name, [2, 3, 4, 5, 6], extra);
const videoUrl: FieldDescriptor = { name: "video_url", kind: "text", required: true };

const teaserFields = (max?: number): FieldDescriptor[] => [
  image(), text("preline"), required("headline"), text("subline"),
  { name: "text", kind: "textarea", localized: true, ...(max ? { maxLength: max } : {}) },
  link, text("link_text"),
];

/** The form of every module type. */
export const MODULE_FORMS: Record<ModuleType, FieldDescriptor[]> = {
  headline: [level("headline_level", { required: true }), text("preline"), required("content"), text("subline"), anchor],
  text: [richtext("content"), anchor, flag("decrease_distance")],
  quote: [{ name: "content", kind: "textarea", localized: true }, text("author")],
  html: [{ name: "html_code", kind: "textarea", localized: true, required: true }],
  link: [required("link_text"), { ...link, required: true }, cssClass, anchor, flag("sticky")],
  anchorlist: [flag("sticky"), list("children", [text("link_text"), anchor])],
  anchor: [text("link_text"), anchor, url(), level("level"), cssClass, flag("link_open_in_new_window"), flag("sticky")],
  image: [image("image", { required: true }), choice("format", ["horizontal", "vertical"])],
  imagelist: [choice("format", ["horizontal", "vertical"]), anchor, list("children", [image("image", { required: true })])],
  logolist: [cssClass, list("children", [image("image", { required: true }), text("title"), url()])],
  video: [videoUrl, text("title"), image(), plain("length"), anchor],
  selfhostedvideo: [plain("file", { required: true }), text("title"), image()],
  videolist: [list("children", [videoUrl, text("title"), richtext("content"), image()])],
  audio: [plain("embed", { required: true }), choice("media_type", ["spotify", "soundcloud", "podigee"])],
  selfhostedaudio: [plain("file", { required: true }), text("title")],
  viewer: [plain("embed", { required: true })],
  venue: [{ name: "venue", kind: "id", required: true }],
  venuelist: [list("children", [{ name: "venue", kind: "id", required: true }])],
  form: [{ name: "hubspot_id", kind: "id", required: true }],
  heromedia: [
    required("headline"), { name: "text", kind: "textarea", localized: true }, image(), plain("video"),
    text("button_text"), url("button_link"), datetime("online_from", { required: true }), datetime("online_to"), flag("sticky"),
  ],
  section: [cssClass, image()],
  twocolumns: [richtext("text", { required: true }), image("image", { required: true }), choice("extra_class", ["image-text", "text-image"])],
  blogteaserlist: [{ name: "items", kind: "number", required: true, min: BLOG_TEASER_ITEMS.min, max: BLOG_TEASER_ITEMS.max }],
  highlightteaser: [{ name: "categories", kind: "ids" }],
  eventlist: [
    choice("filters", ["none", "next_3_days", "weekend"]), datetime("date_from"), datetime("date_to"),
    { name: "tag", kind: "id" }, { name: "children", kind: "ids" },
  ],
  fullteaser: [...teaserFields(FULL_TEASER_TEXT_MAX), cssClass],
  teaserlist: [cssClass, list("children", [...teaserFields(), datetime("online_from"), datetime("online_to")])],
  faq: [anchor, list("items", [required("question"), richtext("answer")])],
  socialmedia: [{ name: "embed", kind: "textarea", required: true }],
};
