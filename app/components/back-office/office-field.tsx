import type { ReactNode } from "react";
import { officeMessage } from "~/lib/back-office/validation";
import { useFieldErrors } from "./office-form";
import { useOfficeTexts } from "./use-office";

export interface FieldAria {
  id: string;
  name: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface OfficeFieldProps {
  /** The posted name; the errors of the enclosing OfficeForm under this name stand beside it. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** A fieldset with a legend (radios, checkboxes) instead of a label. */
  group?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

/**
 * One labelled input of a back-office form: the label (with "optional" for optional ones), a hint,
 * and the schema's messages beside it in the user's language. The input gets its id, name,
 * `aria-required`, `aria-invalid` and `aria-describedby` from `children`' argument.
 */
export function OfficeField({ name, label, required, hint, group, children }: OfficeFieldProps) {
  const texts = useOfficeTexts();
  const errors = useFieldErrors(name);
  const id = `field-${name.replace(/[^\w-]/g, "-")}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const aria: FieldAria = {
    id,
    name,
    ...(required ? { "aria-required": true as const } : {}),
    ...(errors.length ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  const title = (
    <>
      {label}
      {required ? null : <span className="office-field__optional"> ({texts.form.optional})</span>}
    </>
  );
  const notes = (
    <>
      {errorId ? (
        <ul className="office-field__errors" id={errorId}>
          {errors.map((message) => (
            <li key={message}>{officeMessage(texts, message)}</li>
          ))}
        </ul>
      ) : null}
      {hintId ? (
        <p className="office-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset className={`office-field${errors.length ? " office-field--invalid" : ""}`} aria-describedby={describedBy}>
        <legend>{title}</legend>
        {children(aria)}
        {notes}
      </fieldset>
    );
  }
  return (
    <div className={`office-field${errors.length ? " office-field--invalid" : ""}`}>
      <label htmlFor={id}>{title}</label>
      {children(aria)}
      {notes}
    </div>
  );
}

interface LocalizedFieldProps {
  /** The base name: the inputs post `${name}_de` and `${name}_en`. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** The German and the English input. */
  children: (aria: FieldAria, locale: "de" | "en") => ReactNode;
}

/** A translated field: the German and the English value side by side, German required when the field is. */
export function LocalizedField({ name, label, required, hint, children }: LocalizedFieldProps) {
  const texts = useOfficeTexts();
  return (
    <fieldset className="office-localized">
      <legend>{label}</legend>
      <div className="office-localized__pair">
        <OfficeField name={`${name}_de`} label={texts.form.localeDe} required={required} hint={hint}>
          {(aria) => children(aria, "de")}
        </OfficeField>
        <OfficeField name={`${name}_en`} label={texts.form.localeEn}>
          {(aria) => children(aria, "en")}
        </OfficeField>
      </div>
    </fieldset>
  );
}
