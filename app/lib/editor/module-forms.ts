/**
 * Each module type's editor form, described as data: which fields it shows and how (text, rich text,
 * number, choice, image, link, date and time, a list of items). The side panel renders a form from it
 * (with and without JavaScript), and `fieldsFromForm` turns what the form posted back into the
 * module's fields, writing translatable values in the page's locale and keeping the other locale's.
 */
import type { ModuleType } from "~/lib/modules/registry";
import type { Locale } from "~/lib/routes";

export type FieldKind = "text" | "textarea" | "richtext" | "number" | "choice" | "flag" | "image" | "link" | "url" | "datetime" | "list";

export interface FieldDescriptor {
  name: string;
  kind: FieldKind;
  /** Written per locale as a `{de, en}` pair. */
  localized?: boolean;
  required?: boolean;
  choices?: readonly (string | number)[];
  /** For `list`: the fields of one item. */
  item?: FieldDescriptor[];
}

/** The form of every module type. */
export const MODULE_FORMS = {} as Record<ModuleType, FieldDescriptor[]>;

/**
 * The module's fields from a posted form (field names as the form renders them: `headline`,
 * `children.2.headline`); `previous` are the stored fields, whose other-locale values are kept.
 */
export function fieldsFromForm(_type: ModuleType, _form: FormData, _options: { locale: Locale; previous?: Record<string, unknown> }): Record<string, unknown> {
  throw new Error("module forms are being built");
}
