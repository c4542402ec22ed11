/** What every input of one module form shares (values, messages, ids, choices), without import circles. */
import type { ReactNode } from "react";
import { translateMessage } from "~/lib/editor/field-messages";
import type { FormChoices } from "~/lib/editor/form-choices";
import type { ValueSource } from "~/lib/editor/form-values";
import type { EditorTexts } from "~/lib/editor/texts";
import type { FieldDescriptor } from "~/lib/modules/forms";
import type { FieldErrors } from "~/lib/modules/registry";

export interface FormScope {
  source: ValueSource;
  errors: FieldErrors;
  idPrefix: string;
  choices: FormChoices;
  richTextEditor: boolean;
  texts: EditorTexts;
  /** Renders one field's input (lists render their items' fields with it). */
  renderField(field: FieldDescriptor, name: string): ReactNode;
}

/** The id of the input named `name` (`children.2.headline` → `prefix-children-2-headline`). */
export const inputId = (scope: FormScope, name: string) => `${scope.idPrefix}-${name.replace(/\./g, "-")}`;

/** The messages of a field, its locales' values included (`content.de`), in the editor's language. */
export function errorsOf(scope: FormScope, name: string): string[] {
  return [name, `${name}.de`, `${name}.en`].flatMap((key) => scope.errors[key] ?? []).map((message) => translateMessage(scope.texts, message));
}

export function fieldLabel(texts: EditorTexts, name: string): string {
  return (texts.fields.labels as Record<string, string>)[name] ?? name;
}
