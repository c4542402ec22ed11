/**
 * Form field types (5 and 7 take a list of values, 9 takes none; the numbers are the old API's):
 * 1 text, 2 textarea, 3 email, 4 select, 5 multi-select, 6 radio, 7 checkboxes, 8 single checkbox,
 * 9 file upload, 10 date, 11 number, 12 phone, 13 hidden, 14 emailconfirm (the appended `email2`).
 */
export const FORM_FIELD_TYPES = {
  text: 1, textarea: 2, email: 3, select: 4, multiselect: 5, radio: 6, checkboxes: 7, checkbox: 8,
  file: 9, date: 10, number: 11, phone: 12, hidden: 13, emailconfirm: 14,
} as const;

/** The slug of the confirmation field every form ends with (appended when a form is read). */
export const EMAIL_CONFIRM_SLUG = "email2";

const LIST_TYPES = new Set<number>([FORM_FIELD_TYPES.multiselect, FORM_FIELD_TYPES.checkboxes]);

/** Whether a field of this type takes a list of values (multi-select, checkboxes). */
export function takesList(fieldType: number): boolean {
  return LIST_TYPES.has(fieldType);
}

/**
 * A field's value before the visitor types: a file field none (null); a list field a list (its
 * default as the single item, or empty); any other its default ("" without one).
 */
export function initialFieldValue(field: { fieldType: number; default: string | null }): string | string[] | null {
  if (field.fieldType === FORM_FIELD_TYPES.file) return null;
  if (takesList(field.fieldType)) return field.default ? [field.default] : [];
  return field.default ?? "";
}
