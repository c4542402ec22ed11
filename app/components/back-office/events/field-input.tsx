import type { TypedValues } from "~/lib/back-office/event-form";
import { OfficeField } from "../office-field";

/** A typed value as text ("" when absent). */
export function typed(values: TypedValues | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}

interface FieldInputProps {
  name: string;
  label: string;
  defaultValue: string;
  type?: "text" | "number" | "datetime-local" | "url";
  required?: boolean;
  hint?: string;
  inputMode?: "decimal" | "numeric";
}

/** One labelled input of the event form, its messages beside it. */
export function FieldInput({ name, label, defaultValue, type = "text", required, hint, inputMode }: FieldInputProps) {
  return (
    <OfficeField name={name} label={label} required={required} hint={hint}>
      {(aria) => <input {...aria} type={type} defaultValue={defaultValue} inputMode={inputMode} />}
    </OfficeField>
  );
}

/** A checkbox posting "1" when ticked. */
export function FieldCheck({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const id = `field-${name.replace(/[^\w-]/g, "-")}`;
  return (
    <div className="office-field office-field--check">
      <input id={id} type="checkbox" name={name} value="1" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
