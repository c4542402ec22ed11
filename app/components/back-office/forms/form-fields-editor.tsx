import { OfficeField } from "~/components/back-office/office-field";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { EDITABLE_FIELD_TYPES, type FieldPostValues } from "~/lib/back-office/form-schema";
import { fillText } from "~/lib/back-office/texts";

function FieldInputs({ field, index, count }: { field: FieldPostValues; index: number; count: number }) {
  const texts = useOfficeTexts();
  const t = texts.forms.fields;
  const name = (key: string) => `fields.${index}.${key}`;
  const number = index + 1;
  const input = (key: string, label: string, options: { required?: boolean; hint?: string } = {}) => (
    <OfficeField name={name(key)} label={label} required={options.required} hint={options.hint}>
      {(aria) => <input type="text" {...aria} defaultValue={field[key]} />}
    </OfficeField>
  );
  return (
    <fieldset className="office-form-field">
      <legend>{fillText(t.field, { number, label: field.label_de || t.unnamed })}</legend>
      <input type="hidden" name={name("id")} value={field.id} />
      <div className="office-localized__pair">
        {input("label_de", `${t.label} (${texts.form.localeDe})`, { required: true })}
        {input("label_en", `${t.label} (${texts.form.localeEn})`)}
      </div>
      <div className="office-localized__pair">
        {input("slug", t.slug, { hint: t.slugHint })}
        <OfficeField name={name("field_type")} label={t.type} required>
          {(aria) => (
            <select {...aria} defaultValue={field.field_type}>
              {EDITABLE_FIELD_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {texts.forms.types[type.name] ?? type.name}
                </option>
              ))}
            </select>
          )}
        </OfficeField>
      </div>
      <div className="office-form-field__flags">
        <label>
          <input type="checkbox" name={name("required")} value="1" defaultChecked={field.required === "1"} /> {t.required}
        </label>
        <label>
          <input type="checkbox" name={name("visible")} value="1" defaultChecked={field.visible === "1"} /> {t.visible}
        </label>
      </div>
      <OfficeField name={name("choices")} label={t.choices} hint={t.choicesHint}>
        {(aria) => <textarea {...aria} rows={4} defaultValue={field.choices} />}
      </OfficeField>
      {input("default_value", t.default)}
      <div className="office-localized__pair">
        {input("placeholder_text_de", `${t.placeholder} (${texts.form.localeDe})`)}
        {input("placeholder_text_en", `${t.placeholder} (${texts.form.localeEn})`)}
      </div>
      <div className="office-localized__pair">
        {input("help_text_de", `${t.help} (${texts.form.localeDe})`)}
        {input("help_text_en", `${t.help} (${texts.form.localeEn})`)}
      </div>
      <div className="office-form-field__actions">
        {index > 0 ? (
          <button type="submit" name="fieldOp" value={`up:${index}`} className="button button--ghost">
            {fillText(t.up, { number })}
          </button>
        ) : null}
        {index < count - 1 ? (
          <button type="submit" name="fieldOp" value={`down:${index}`} className="button button--ghost">
            {fillText(t.down, { number })}
          </button>
        ) : null}
        <button type="submit" name="fieldOp" value={`remove:${index}`} className="button button--ghost">
          {fillText(t.remove, { number })}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The form's fields inline: each with its labels, type, flags, choices and texts, and buttons to move
 * or remove it; "add field" below. The buttons post the unsaved form (no script needed) and the page
 * comes back with the changed list, saved only with "Save".
 */
export function FormFieldsEditor({ fields, changed }: { fields: FieldPostValues[]; changed: boolean }) {
  const texts = useOfficeTexts();
  return (
    <fieldset className="office-form-fields">
      <legend>{texts.forms.fields.legend}</legend>
      {changed ? (
        <p role="status" className="notice">
          {texts.forms.fields.unsaved}
        </p>
      ) : null}
      {fields.length === 0 ? <p>{texts.forms.fields.none}</p> : null}
      {fields.map((field, index) => (
        <FieldInputs key={`${index}-${field.id}-${field.slug}`} field={field} index={index} count={fields.length} />
      ))}
      <p>
        <button type="submit" name="fieldOp" value="add" className="button button--ghost">
          {texts.forms.fields.add}
        </button>
      </p>
      <p className="office-field__hint">{texts.forms.fields.emailConfirm}</p>
    </fieldset>
  );
}
