import type { FieldErrors, ModuleType } from "~/lib/modules/registry";
import type { Locale } from "~/lib/routes";

export interface ModuleFieldsFormProps {
  type: ModuleType;
  /** The stored fields (empty for a new module). */
  fields: Record<string, unknown>;
  locale: Locale;
  /** Messages by field path, shown beside the fields. */
  errors?: FieldErrors;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
}

/** The inputs of one module type's form (no <form> element: the panel wraps them). Being built. */
export function ModuleFieldsForm(_props: ModuleFieldsFormProps) {
  return null;
}
