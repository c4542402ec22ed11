/**
 * One labelled input of a module form: the label (with "required" in words), a hint, and the
 * schema's messages beside it. The input gets its id, `aria-required`, `aria-invalid` and
 * `aria-describedby` (hint and messages) from `children`' argument. A group of inputs (radios, a
 * list) is a fieldset whose legend is the label.
 */
import type { ReactNode } from "react";
import { useEditorTexts } from "./editor-texts";

export interface InputAria {
  id: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldRowProps {
  id: string;
  label: string;
  required?: boolean;
  hints?: (string | null | undefined | false)[];
  errors?: string[];
  /** A fieldset with a legend instead of a label (radios, checkboxes with their own labels, lists). */
  group?: boolean;
  className?: string;
  children: (aria: InputAria) => ReactNode;
}

export function FieldRow({ id, label, required, hints = [], errors = [], group, className, children }: FieldRowProps) {
  const texts = useEditorTexts();
  const shownHints = hints.filter((hint): hint is string => typeof hint === "string" && hint !== "");
  const hintId = shownHints.length ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const aria: InputAria = {
    id,
    ...(required ? { "aria-required": true as const } : {}),
    ...(errors.length ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  const title = (
    <>
      {label}
      {required ? <span className="editor-field__required"> ({texts.fields.required})</span> : null}
    </>
  );
  const notes = (
    <>
      {errorId ? (
        <ul className="editor-field__errors" id={errorId}>
          {errors.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      ) : null}
      {hintId ? (
        <p className="editor-field__hint" id={hintId}>
          {shownHints.join(" ")}
        </p>
      ) : null}
    </>
  );
  const classes = ["editor-field", errors.length ? "editor-field--invalid" : "", className ?? ""].filter(Boolean).join(" ");
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={describedBy} aria-invalid={errors.length ? true : undefined}>
        <legend>{title}</legend>
        {notes}
        {children(aria)}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label htmlFor={id}>{title}</label>
      {notes}
      {children(aria)}
    </div>
  );
}
