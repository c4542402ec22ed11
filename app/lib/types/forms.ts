/** A CMS form with its fields, localised (read by app/models/forms.server.ts). */
export interface FormFieldChoice {
  value: string;
  label: string;
}

/** A form field, localised. */
export interface FormFieldRecord {
  id: number;
  slug: string;
  label: string;
  fieldType: number;
  required: boolean;
  visible: boolean;
  choices: FormFieldChoice[];
  default: string | null;
  placeholderText: string;
  helpText: string;
}

export interface FormRecord {
  id: number;
  slug: string;
  title: string;
  /** Rich text (Lexical JSON) in the locale. */
  intro: string;
  successText: string;
  fields: FormFieldRecord[];
}
