import type { ReactNode } from "react";
import { fieldColumns, findParam, optionListOf } from "~/lib/back-office/resources/record-form";
import type { FieldSpec, OptionLists } from "~/lib/back-office/resources/types";
import { LocalizedField, OfficeField, type FieldAria } from "./office-field";
import { SearchableSelect } from "./searchable-select";
import { useOfficeTexts } from "./use-office";

type Values = Record<string, string | string[]>;

function single(values: Values, column: string): string {
  const value = values[column];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

function Input({ field, aria, value, options, searched = "" }: { field: FieldSpec; aria: FieldAria; value: string | string[]; options: OptionLists; searched?: string }) {
  const texts = useOfficeTexts();
  const text = Array.isArray(value) ? (value[0] ?? "") : value;
  const required = field.required ? { required: true } : {};
  switch (field.kind) {
    case "textarea":
      return <textarea {...aria} {...required} defaultValue={text} maxLength={field.maxLength} rows={4} />;
    case "rich-text":
      return <textarea {...aria} {...required} defaultValue={text} rows={10} />;
    case "number":
      return <input {...aria} {...required} type="number" inputMode="numeric" step={1} min={field.min} max={field.max} defaultValue={text} />;
    case "decimal":
      return <input {...aria} {...required} type="text" inputMode="decimal" defaultValue={text} />;
    case "checkbox":
      return <input {...aria} type="checkbox" value="1" defaultChecked={text === "1"} />;
    case "select":
      if (field.searchable) return <SearchableSelect field={field} aria={aria} value={text} options={options[optionListOf(field)] ?? []} searched={searched} />;
      return (
        <select {...aria} {...required} defaultValue={text}>
          <option value="">–</option>
          {(field.choices?.map((choice) => ({ value: String(choice.value), label: choice.label(texts) })) ?? options[optionListOf(field)] ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "multi-select": {
      const chosen = new Set(Array.isArray(value) ? value : [value]);
      return (
        <div className="office-checkboxes">
          {(options[optionListOf(field)] ?? []).map((option) => (
            <label key={option.value}>
              <input type="checkbox" name={aria.name} value={option.value} defaultChecked={chosen.has(option.value)} /> {option.label}
            </label>
          ))}
        </div>
      );
    }
    case "date":
      return <input {...aria} {...required} type="date" defaultValue={text} />;
    case "datetime":
      return <input {...aria} {...required} type="datetime-local" defaultValue={text} />;
    case "time":
      return <input {...aria} {...required} type="time" defaultValue={text} />;
    case "url":
    case "path":
      return <input {...aria} {...required} type="text" inputMode="url" defaultValue={text} />;
    case "email":
      return <input {...aria} {...required} type="email" autoComplete="off" defaultValue={text} />;
    default:
      return <input {...aria} {...required} type="text" defaultValue={text} maxLength={field.maxLength} />;
  }
}

/** How many inline rows the form shows: the posted or stored ones and the empty ones for new rows. */
function rowCount(field: FieldSpec, values: Values): number {
  let count = 0;
  const prefix = `${field.name}.`;
  for (const key of Object.keys(values)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length).split(".")[0]);
    if (Number.isInteger(index)) count = Math.max(count, index + 1);
  }
  return count + (field.rows?.blank ?? 1);
}

/** Inline rows: one fieldset per row with its fields (posted as `${name}.${index}.${column}`) and a box to remove it. */
function RecordRows({ field, values, options }: { field: FieldSpec; values: Values; options: OptionLists }): ReactNode {
  const texts = useOfficeTexts();
  const label = field.label(texts);
  const count = rowCount(field, values);
  return (
    <fieldset className="office-field office-rows">
      <legend>{label}</legend>
      {field.help ? <p className="office-field__hint">{field.help(texts)}</p> : null}
      {Array.from({ length: count }, (_, index) => {
        const prefix = `${field.name}.${index}.`;
        const filled = Object.keys(values).some((key) => key.startsWith(prefix));
        return (
          <fieldset key={index} className="office-rows__row">
            <legend>{`${label} ${index + 1}`}</legend>
            {(field.rows?.fields ?? []).map((sub) => (
              <RecordField key={sub.name} field={{ ...sub, name: `${prefix}${sub.name}`, options: optionListOf(sub) }} values={values} options={options} />
            ))}
            {filled ? (
              <div className="office-field office-field--checkbox">
                <label>
                  <input type="checkbox" name={`${prefix}_remove`} value="1" /> {texts.records.fields.removeRow}
                </label>
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** One field of a record form by its kind: localised fields side by side, checkboxes with their label after the box. */
export function RecordField({ field, values, options }: { field: FieldSpec; values: Values; options: OptionLists }): ReactNode {
  const texts = useOfficeTexts();
  const label = field.label(texts);
  const hint = field.kind === "slug" ? (field.help?.(texts) ?? texts.form.slugHelp) : field.help?.(texts);
  if (field.kind === "rows") return <RecordRows field={field} values={values} options={options} />;
  if (field.localized) {
    return (
      <LocalizedField name={field.name} label={label} required={field.required} hint={hint}>
        {(aria, locale) => <Input field={field} aria={aria} value={values[`${field.name}_${locale}`] ?? ""} options={options} />}
      </LocalizedField>
    );
  }
  const [column] = fieldColumns(field);
  if (field.kind === "checkbox") {
    return (
      <div className="office-field office-field--checkbox">
        <label>
          <input type="checkbox" name={column} value="1" defaultChecked={single(values, column) === "1"} /> {label}
        </label>
        {hint ? <p className="office-field__hint">{hint}</p> : null}
      </div>
    );
  }
  return (
    <OfficeField name={column} label={label} required={field.required} hint={hint} group={field.kind === "multi-select"}>
      {(aria) => <Input field={field} aria={aria} value={values[column] ?? ""} options={options} searched={single(values, findParam(column))} />}
    </OfficeField>
  );
}
