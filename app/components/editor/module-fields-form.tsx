/**
 * The inputs of one module type's form (no <form> element: the side panel wraps them), from the type's
 * description (app/lib/modules/forms.ts). Works without JavaScript: every value is a plain input whose
 * name is the field path (`children.2.headline`), read back by `fieldsFromForm`. The panel's form
 * must be `multipart/form-data` for image uploads (`image.upload`). With JavaScript the image field
 * adds the media library dialog and the link field the link finder.
 */
import { translateMessage } from "~/lib/editor/field-messages";
import type { FormChoices, PostedValues } from "~/lib/editor/form-choices";
import { inputValue, otherLocaleText, type ValueSource } from "~/lib/editor/form-values";
import { fillText } from "~/lib/editor/texts";
import { MODULE_FORMS, type FieldDescriptor } from "~/lib/modules/forms";
import type { FieldErrors, ModuleType } from "~/lib/modules/registry";
import type { Locale } from "~/lib/routes";
import { useEditorTexts } from "./editor-texts";
import { FieldRow } from "./field-row";
import { errorsOf, fieldLabel, inputId, type FormScope } from "./form-scope";
import { ImageField } from "./image-field";
import { LinkField } from "./link-field";
import { ListField } from "./list-field";
import stylesheet from "~/styles/editor-fields.css?url";

/** The forms' stylesheet: the route that shows the side panel adds it to its `links`. */
export const moduleFieldsFormStylesheet = stylesheet;

export interface ModuleFieldsFormProps {
  type: ModuleType;
  /** The stored fields (empty for a new module). */
  fields: Record<string, unknown>;
  locale: Locale;
  /** Messages by field path, shown beside the fields (map the schema's with `errorsForForm`). */
  errors?: FieldErrors;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** What was just posted (shown again after a refusal, see `postedValues`); wins over `fields`. */
  posted?: PostedValues | null;
  /** Library images and pages to choose from (app/services/editor/form-choices.server.ts). */
  choices?: FormChoices;
  /** The script rich-text editor is on: each rich-text field also gets its hidden `<name>.json` input. */
  richTextEditor?: boolean;
}

const NO_CHOICES: FormChoices = { images: [], pages: [] };

export function FieldInput({ scope, field, name }: { scope: FormScope; field: FieldDescriptor; name: string }) {
  const texts = useEditorTexts();
  const id = inputId(scope, name);
  const label = fieldLabel(texts, field.name);
  const value = inputValue(scope.source, name, field);
  const errors = errorsOf(scope, name);
  const localeHint = field.localized ? fillText(texts.fields.inLocale, { locale: scope.source.locale.toUpperCase() }) : null;
  const other = field.localized && field.kind !== "richtext" ? otherLocaleText(scope.source, name) : "";
  const otherHint = other ? fillText(texts.fields.otherLocale, { value: other.length > 80 ? `${other.slice(0, 80)}…` : other }) : null;
  const limitHint = field.maxLength ? fillText(texts.fields.maxLength, { max: field.maxLength }) : null;
  const row = { id, label, required: field.required, errors };

  switch (field.kind) {
    case "list":
      return <ListField scope={scope} field={field} name={name} />;
    case "image":
      return <ImageField scope={scope} field={field} name={name} label={label} value={value} errors={errors} />;
    case "link":
      return <LinkField scope={scope} field={field} name={name} />;
    case "flag":
      return (
        <div className={["editor-field", "editor-field--flag", errors.length ? "editor-field--invalid" : ""].filter(Boolean).join(" ")}>
          <input type="checkbox" id={id} name={name} value="1" defaultChecked={value === "1"} aria-invalid={errors.length ? true : undefined} aria-describedby={errors.length ? `${id}-error` : undefined} />
          <label htmlFor={id}>{label}</label>
          {errors.length ? <p className="editor-field__errors" id={`${id}-error`}>{errors.join(" ")}</p> : null}
        </div>
      );
    case "choice":
      return (
        <FieldRow {...row}>
          {(aria) => (
            <select {...aria} name={name} defaultValue={value}>
              {field.required && value !== "" ? null : <option value="">{texts.fields.none}</option>}
              {(field.choices ?? []).map((choice) => (
                <option key={choice} value={String(choice)}>
                  {typeof choice === "number" ? `H${choice}` : ((texts.fields.choices as Record<string, string>)[choice] ?? choice)}
                </option>
              ))}
            </select>
          )}
        </FieldRow>
      );
    case "number":
      return (
        <FieldRow {...row} hints={[field.min !== undefined && field.max !== undefined && fillText(texts.fields.numberRange, { min: field.min, max: field.max })]}>
          {(aria) => <input {...aria} type="number" name={name} defaultValue={value} min={field.min} max={field.max} step={1} inputMode="numeric" />}
        </FieldRow>
      );
    case "id":
      return <FieldRow {...row} hints={[texts.fields.idHint]}>{(aria) => <input {...aria} type="number" name={name} defaultValue={value} min={1} step={1} />}</FieldRow>;
    case "ids":
      return <FieldRow {...row} hints={[texts.fields.idsHint]}>{(aria) => <input {...aria} type="text" name={name} defaultValue={value} inputMode="numeric" />}</FieldRow>;
    case "datetime":
      return <FieldRow {...row} hints={[texts.fields.datetimeHint]}>{(aria) => <input {...aria} type="datetime-local" name={name} defaultValue={value} />}</FieldRow>;
    case "richtext":
      return (
        <FieldRow {...row} hints={[texts.fields.richTextHint, localeHint]}>
          {(aria) => (
            <>
              <textarea {...aria} name={name} defaultValue={value} rows={8} />
              {scope.richTextEditor ? <input type="hidden" name={`${name}.json`} defaultValue="" data-rich-text-json={name} /> : null}
            </>
          )}
        </FieldRow>
      );
    case "textarea":
      return (
        <FieldRow {...row} hints={[limitHint, localeHint, otherHint]}>
          {(aria) => <textarea {...aria} name={name} defaultValue={value} rows={field.name === "html_code" ? 10 : 5} maxLength={field.maxLength} />}
        </FieldRow>
      );
    case "url":
    case "text":
      return (
        <FieldRow {...row} hints={[limitHint, field.kind === "url" ? texts.links.addressHint : null, localeHint, otherHint]}>
          {(aria) => <input {...aria} type="text" name={name} defaultValue={value} maxLength={field.maxLength} placeholder={other || undefined} />}
        </FieldRow>
      );
  }
}

/** The inputs of one module type's form (no <form> element: the panel wraps them). */
export function ModuleFieldsForm({ type, fields, locale, errors = {}, idPrefix, posted, choices = NO_CHOICES, richTextEditor = false }: ModuleFieldsFormProps) {
  const texts = useEditorTexts();
  const source: ValueSource = posted ? { posted, locale } : { fields, locale };
  const scope: FormScope = {
    source, errors, idPrefix, choices, richTextEditor, texts,
    renderField: (field, name) => <FieldInput scope={scope} field={field} name={name} />,
  };
  const descriptors = MODULE_FORMS[type];
  const names = new Set(descriptors.flatMap((f) => (f.kind === "link" ? [f.name, `${f.name}_url`] : [f.name])));
  // Messages no input shows (the whole module's, or an unknown key's) are listed on top.
  const loose = Object.entries(errors).filter(([key]) => !names.has(key.split(".")[0]!));
  return (
    <div className="editor-fields" data-module-type={type}>
      {Object.keys(errors).length ? (
        <div className="editor-fields__summary" role="alert" id={`${idPrefix}-errors`}>
          <p>{texts.fields.formErrors}</p>
          {loose.length ? (
            <ul>
              {loose.map(([key, messages]) => (
                <li key={key}>{`${key === "fields" ? "" : `${key}: `}${messages.map((m) => translateMessage(texts, m)).join(" ")}`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {descriptors.map((field) => (
        <FieldInput key={field.name} scope={scope} field={field} name={field.name} />
      ))}
    </div>
  );
}
