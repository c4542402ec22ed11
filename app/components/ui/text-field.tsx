import type { InputHTMLAttributes } from "react";

type TextFieldProps = { id: string; label: string; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled input whose error, when there is one, stands below it and is announced with it. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
