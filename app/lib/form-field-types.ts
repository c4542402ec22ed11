/**
 * Form field types (5 and 7 take a list of values, 9 takes none; the numbers are the old API's):
 * 1 text, 2 textarea, 3 email, 4 select, 5 multi-select, 6 radio, 7 checkboxes, 8 single checkbox,
 * 9 file upload, 10 date, 11 number, 12 phone, 13 hidden, 14 emailconfirm (the appended `email2`).
 */
export const FORM_FIELD_TYPES = {
  text: 1, textarea: 2, email: 3, select: 4, multiselect: 5, radio: 6, checkboxes: 7, checkbox: 8,
  file: 9, date: 10, number: 11, phone: 12, hidden: 13, emailconfirm: 14,
} as const;
