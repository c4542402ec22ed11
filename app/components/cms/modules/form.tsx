import { useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { Form } from "~/components/ui/form";
import { initialFieldValue, FORM_FIELD_TYPES as T } from "~/lib/form-field-types";
import type { FieldErrorCode, FieldValues } from "~/lib/schemas/form-entry";
import { UPLOAD_ACCEPT } from "~/lib/uploads";
import type { FormFieldRecord, FormRecord } from "~/lib/types/forms";
import { RichText } from "../rich-text";
import { anchorId, type ModuleProps } from "./field-readers";

/** How the form's values are named in the POST: `field_values[slug]` (repeated for lists). */
export const fieldName = (slug: string) => `field_values[${slug}]`;

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <abbr className="required-mark" title={t("cms.form.required")}>
      *
    </abbr>
  );
}

function Label({ field, htmlFor }: { field: FormFieldRecord; htmlFor: string }) {
  return (
    <label htmlFor={htmlFor}>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </label>
  );
}

/** What the page's action answered for this form: the errors and the values to show again. */
export interface FormEntryResult {
  formId: number;
  errors: Record<string, FieldErrorCode>;
  values: FieldValues;
  message?: "tooMany";
}

function Field({ field, idBase, error, submitted }: { field: FormFieldRecord; idBase: string; error?: FieldErrorCode; submitted?: string | string[] }) {
  const { t } = useTranslation();
  const id = `${idBase}-${field.slug}`;
  const helpId = field.helpText ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const name = fieldName(field.slug);
  // After a failed submission the visitor's values come back instead of the defaults.
  const value = submitted ?? initialFieldValue(field);
  const values = value === null ? [] : Array.isArray(value) ? value : value ? [value] : [];
  const text = values[0] ?? "";
  const common = {
    id,
    name,
    required: field.required,
    "aria-describedby": [helpId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
    placeholder: field.placeholderText || undefined,
  };
  const help = (
    <>
      {helpId ? (
        <p className="form-field__help" id={helpId}>
          {field.helpText}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {t(`cms.form.${error}`)}
        </p>
      ) : null}
    </>
  );

  if (field.fieldType === T.hidden || !field.visible) {
    return <input type="hidden" name={name} value={text} />;
  }

  if (field.fieldType === T.radio || field.fieldType === T.checkboxes) {
    const type = field.fieldType === T.radio ? "radio" : "checkbox";
    const defaults = new Set(values);
    return (
      <fieldset className={`form-field form-field--${type}s`} aria-describedby={helpId}>
        <legend>
          {field.label}
          {field.required ? <RequiredMark /> : null}
        </legend>
        {field.choices.map((choice, index) => (
          <label key={choice.value} className="form-choice">
            <input
              type={type}
              name={name}
              value={choice.value}
              defaultChecked={defaults.has(choice.value)}
              // A group of checkboxes cannot be "required" natively; radios can.
              required={type === "radio" && field.required && index === 0 ? true : undefined}
            />
            <span>{choice.label}</span>
          </label>
        ))}
        {help}
      </fieldset>
    );
  }

  if (field.fieldType === T.checkbox) {
    return (
      <div className="form-field form-field--checkbox">
        <input type="checkbox" {...common} value="1" defaultChecked={text === "1" || text === "true" || text === "on"} placeholder={undefined} />
        <Label field={field} htmlFor={id} />
        {help}
      </div>
    );
  }

  let control;
  if (field.fieldType === T.textarea) {
    control = <textarea {...common} rows={6} defaultValue={text} maxLength={3000} />;
  } else if (field.fieldType === T.select || field.fieldType === T.multiselect) {
    const multiple = field.fieldType === T.multiselect;
    const defaults = values;
    const { placeholder: _placeholder, ...selectProps } = common;
    control = (
      <select {...selectProps} multiple={multiple} defaultValue={multiple ? defaults : (defaults[0] ?? "")} size={multiple ? Math.min(6, field.choices.length) : undefined}>
        {multiple ? null : <option value="">{t("cms.form.choose")}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else {
    const types: Record<number, string> = {
      [T.email]: "email", [T.emailconfirm]: "email", [T.file]: "file", [T.date]: "date", [T.number]: "number", [T.phone]: "tel",
    };
    const autoComplete: Record<number, string> = { [T.email]: "email", [T.emailconfirm]: "off", [T.phone]: "tel" };
    const type = types[field.fieldType] ?? "text";
    control = (
      <input
        {...common}
        type={type}
        autoComplete={autoComplete[field.fieldType] ?? (field.slug === "name" ? "name" : undefined)}
        defaultValue={type === "file" ? undefined : text}
        min={type === "number" ? 0 : undefined}
        accept={type === "file" ? UPLOAD_ACCEPT : undefined}
      />
    );
  }
  return (
    <div className={`form-field form-field--${field.fieldType}`}>
      <Label field={field} htmlFor={id} />
      {control}
      {help}
    </div>
  );
}

/**
 * A form of ours posting to the page it is on. `titleId` names a heading the page already shows
 * (the form page's h1); without it the form shows its title as an h2.
 */
export function FormView({ form, idBase, titleId: pageTitleId }: { form: FormRecord; idBase: string; titleId?: string }) {
  const { t } = useTranslation();
  const result = useActionData<FormEntryResult>();
  const mine = result && result.formId === form.id ? result : undefined;
  const [params] = useSearchParams();
  const sent = params.get("sent") === String(form.id);
  const hasFile = form.fields.some((f) => f.fieldType === T.file);
  const titleId = pageTitleId ?? `${idBase}-title`;
  return (
    <Form
      className="cms-form"
      method="post"
      id={`form-${form.id}`}
      encType={hasFile ? "multipart/form-data" : undefined}
      aria-labelledby={titleId}
      preventScrollReset
    >
      {pageTitleId ? null : <h2 id={titleId}>{form.title}</h2>}
      {sent ? (
        <p className="notice notice--success" role="status">
          {form.successText || t("cms.form.sent")}
        </p>
      ) : null}
      {mine ? (
        <p className="form-error" role="alert">
          {mine.message === "tooMany" ? t("cms.form.tooMany") : t("cms.form.errorSummary")}
        </p>
      ) : null}
      <RichText value={form.intro} className="rich-text cms-form__intro" />
      <p className="cms-form__note">{t("cms.form.requiredNote")}</p>
      <input type="hidden" name="intent" value="form-entry" />
      <input type="hidden" name="form" value={form.id} />
      {form.fields.map((field) => (
        <Field key={field.slug} field={field} idBase={idBase} error={mine?.errors[field.slug]} submitted={mine?.values[field.slug]} />
      ))}
      <button type="submit" className="button">
        {t("cms.form.submit")}
      </button>
    </Form>
  );
}

/** A form of ours (`hubspot_id` holds our form id): every field by type, posting without JavaScript. */
export function FormModule({ fields, data, moduleKey }: ModuleProps) {
  const { t } = useTranslation();
  return (
    <div className="module module-form" id={anchorId(fields.anchor)}>
      {data.form ? <FormView form={data.form} idBase={`form-${moduleKey.replace(/\W/g, "-")}`} /> : <p className="notice">{t("cms.form.unavailable")}</p>}
    </div>
  );
}
