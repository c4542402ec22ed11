import { useRef, useState, type MouseEvent } from "react";
import type { TypedValues } from "~/lib/back-office/event-form";
import { applyRowOp, parseRowOp } from "~/lib/back-office/event-form-values";
import { fillText } from "~/lib/back-office/texts";
import { LocalizedField } from "../office-field";
import { useOfficeTexts } from "../use-office";
import { FieldCheck, FieldInput, typed } from "./field-input";

/** Rows keep a key of their own, so that removing one leaves what was typed in the others. */
interface Keyed {
  key: number;
  values: TypedValues;
}
interface GroupRow extends Keyed {
  prices: Keyed[];
}

const list = (value: unknown) => (Array.isArray(value) ? (value as TypedValues[]) : []);

/**
 * The event's sales: seat groups with their prices, and timeslots. The add and remove buttons post
 * the form (`op`) without script; with script they change the rows in place.
 */
export function EventSalesFields({ values, readOnly }: { values: TypedValues; readOnly: boolean }) {
  const texts = useOfficeTexts();
  const t = texts.events;
  const counter = useRef(0);
  const key = () => (counter.current += 1);
  const [groups, setGroups] = useState<GroupRow[]>(() => list(values.groups).map((g) => ({ key: key(), values: g, prices: list(g.prices).map((p) => ({ key: key(), values: p })) })));
  const [slots, setSlots] = useState<Keyed[]>(() => list(values.slots).map((s) => ({ key: key(), values: s })));

  function change(event: MouseEvent<HTMLButtonElement>) {
    const op = parseRowOp(event.currentTarget.value);
    if (!op) return;
    event.preventDefault();
    // Only the structure changes here: new rows get their values, kept rows keep their inputs.
    const shape = { groups: groups.map((g) => ({ ...g.values, prices: g.prices.map((p) => p.values) })), slots: slots.map((s) => s.values) };
    const next = applyRowOp(shape, op);
    const keep = <T extends Keyed>(rows: T[], removed: number | null) => rows.filter((_, i) => i !== removed);
    if (op.kind === "add-group") setGroups([...groups, { key: key(), values: list(next.groups).at(-1)!, prices: list(list(next.groups).at(-1)!.prices).map((p) => ({ key: key(), values: p })) }]);
    if (op.kind === "remove-group") setGroups(keep(groups, op.group));
    if (op.kind === "add-price") setGroups(groups.map((g, i) => (i === op.group ? { ...g, prices: [...g.prices, { key: key(), values: list(list(next.groups)[i]!.prices).at(-1)! }] } : g)));
    if (op.kind === "remove-price") setGroups(groups.map((g, i) => (i === op.group ? { ...g, prices: keep(g.prices, op.price) } : g)));
    if (op.kind === "add-slot") setSlots([...slots, { key: key(), values: list(next.slots).at(-1)! }]);
    if (op.kind === "remove-slot") setSlots(keep(slots, op.slot));
  }
  const button = (op: string, label: string) => (
    <button type="submit" name="op" value={op} className="button button--ghost" onClick={change}>
      {label}
    </button>
  );

  return (
    <fieldset className="office-section" disabled={readOnly}>
      <legend>{t.sales}</legend>
      {readOnly ? <p className="office-field__hint">{t.readOnly}</p> : null}
      <h2>{t.seatGroups}</h2>
      {groups.map((group, g) => {
        const at = (name: string) => `groups.${g}.${name}`;
        const v = group.values;
        const n = g + 1;
        return (
          <fieldset key={group.key} className="office-subsection">
            <legend>{fillText(t.seatGroup, { n })}</legend>
            <input type="hidden" name={at("id")} value={typed(v, "id")} />
            <LocalizedField name={`groups.${g}.name`} label={t.groupName} required>
              {(aria, locale) => <input {...aria} type="text" defaultValue={typed(v, `name_${locale}`)} />}
            </LocalizedField>
            <LocalizedField name={`groups.${g}.text`} label={t.groupText}>
              {(aria, locale) => <input {...aria} type="text" defaultValue={typed(v, `text_${locale}`)} />}
            </LocalizedField>
            <FieldInput name={at("capacity")} label={t.capacity} type="number" inputMode="numeric" defaultValue={typed(v, "capacity")} required />
            <FieldInput name={at("sort")} label={t.sort} type="number" inputMode="numeric" defaultValue={typed(v, "sort")} />
            <FieldCheck name={at("status")} label={t.groupStatus} checked={typed(v, "status") === "1"} />
            <fieldset className="office-subsection">
              <legend>{t.prices}</legend>
              <p className="office-field__hint">{t.priceHint}</p>
              {group.prices.map((price, p) => {
                const pat = (name: string) => `groups.${g}.prices.${p}.${name}`;
                const pv = price.values;
                return (
                  <fieldset key={price.key} className="office-subsection">
                    <legend>{fillText(t.price, { n: p + 1 })}</legend>
                    <input type="hidden" name={pat("id")} value={typed(pv, "id")} />
                    <LocalizedField name={`groups.${g}.prices.${p}.name`} label={t.priceName} required>
                      {(aria, locale) => <input {...aria} type="text" defaultValue={typed(pv, `name_${locale}`)} />}
                    </LocalizedField>
                    <LocalizedField name={`groups.${g}.prices.${p}.text`} label={t.priceText}>
                      {(aria, locale) => <input {...aria} type="text" defaultValue={typed(pv, `text_${locale}`)} />}
                    </LocalizedField>
                    <FieldInput name={pat("amount")} label={t.amount} inputMode="decimal" defaultValue={typed(pv, "amount")} hint={t.amountHint} required />
                    <FieldInput name={pat("sale_type_id")} label={t.saleType} type="number" inputMode="numeric" defaultValue={typed(pv, "sale_type_id")} required />
                    {button(`remove-price:${g}:${p}`, fillText(t.removePrice, { n: p + 1 }))}
                  </fieldset>
                );
              })}
              {button(`add-price:${g}`, t.addPrice)}
            </fieldset>
            {button(`remove-group:${g}`, fillText(t.removeGroup, { n }))}
          </fieldset>
        );
      })}
      {button("add-group", t.addGroup)}
      <h2>{t.timeslots}</h2>
      {slots.map((slot, s) => {
        const at = (name: string) => `slots.${s}.${name}`;
        const v = slot.values;
        return (
          <fieldset key={slot.key} className="office-subsection">
            <legend>{fillText(t.timeslot, { n: s + 1 })}</legend>
            <input type="hidden" name={at("id")} value={typed(v, "id")} />
            <FieldInput name={at("time_start")} label={t.timeStart} type="datetime-local" defaultValue={typed(v, "time_start")} required />
            <FieldInput name={at("block_id")} label={t.blockId} type="number" inputMode="numeric" defaultValue={typed(v, "block_id")} required />
            <FieldInput name={at("capacity")} label={t.slotCapacity} type="number" inputMode="numeric" defaultValue={typed(v, "capacity")} hint={t.slotCapacityHint} />
            <FieldCheck name={at("status")} label={t.slotStatus} checked={typed(v, "status") === "1"} />
            {button(`remove-slot:${s}`, fillText(t.removeSlot, { n: s + 1 }))}
          </fieldset>
        );
      })}
      {button("add-slot", t.addSlot)}
    </fieldset>
  );
}
