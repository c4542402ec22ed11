/**
 * A list of items (teasers, questions, images …): each item's inputs under `children.N.*`, its
 * position (`children.N._order`) and a "remove" checkbox (`children.N._remove`), then one empty new
 * item. Without JavaScript, reordering is typing positions; an empty item is not saved.
 */
import type { FieldDescriptor } from "~/lib/modules/forms";
import { listIndexes } from "~/lib/editor/form-values";
import { fillText } from "~/lib/editor/texts";
import { useEditorTexts } from "./editor-texts";
import { errorsOf, fieldLabel, inputId, type FormScope } from "./form-scope";

function ListItem({ scope, field, base, title, position, removable }: { scope: FormScope; field: FieldDescriptor; base: string; title: string; position: number; removable: boolean }) {
  const texts = useEditorTexts();
  const id = inputId(scope, base);
  return (
    <fieldset className="editor-list__item" id={id}>
      <legend>{title}</legend>
      {(field.item ?? []).map((itemField) => (
        <div key={itemField.name}>{scope.renderField(itemField, `${base}.${itemField.name}`)}</div>
      ))}
      <div className="editor-list__controls">
        <label htmlFor={`${id}-order`}>{texts.fields.order}</label>
        <input type="number" id={`${id}-order`} name={`${base}._order`} defaultValue={position} min={1} step={1} className="editor-list__order" />
        {removable ? (
          <span className="editor-list__remove">
            <input type="checkbox" id={`${id}-remove`} name={`${base}._remove`} value="1" />
            <label htmlFor={`${id}-remove`}>{texts.fields.removeItem}</label>
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}

export function ListField({ scope, field, name }: { scope: FormScope; field: FieldDescriptor; name: string }) {
  const texts = useEditorTexts();
  const { items, fresh } = listIndexes(scope.source, name);
  const errors = errorsOf(scope, name);
  const id = inputId(scope, name);
  const label = fieldLabel(texts, field.name);
  return (
    <fieldset className="editor-field editor-list" id={id} aria-describedby={errors.length ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {errors.length ? <p className="editor-field__errors" id={`${id}-error`}>{errors.join(" ")}</p> : null}
      {items.map((index, position) => (
        <ListItem key={index} scope={scope} field={field} base={`${name}.${index}`} title={fillText(texts.fields.item, { number: position + 1 })} position={position + 1} removable />
      ))}
      <ListItem scope={scope} field={field} base={`${name}.${fresh}`} title={texts.fields.newItem} position={items.length + 1} removable={false} />
    </fieldset>
  );
}
