/**
 * The event form's values as its inputs show them (text), from a stored event, and the row changes
 * of its sales part (add or remove a seat group, price or timeslot) that the form makes in the
 * browser with script and the server makes without (it re-renders the form with what was typed).
 */
import { isoToBerlinInput } from "~/lib/editor/berlin-time";
import { centsToAmount, type TypedValues } from "./event-form";

interface StoredEvent {
  event: {
    production_id: number; room_id: number | null; series_id: number | null; date_start: string; date_end: string | null; event_type: string;
    title_de: string | null; title_en: string | null; is_online: number; is_cancelled: number; id_jet: number; ticket_url: string | null;
  };
  tagIds: number[];
  groups: {
    id: number; name_de: string; name_en: string; status: number; text_de: string; text_en: string; capacity: number; sort: number;
    prices: { id: number; name_de: string; name_en: string; text_de: string; text_en: string; amount_cents: number; sale_type_id: number }[];
  }[];
  slots: { id: number; time_start: string; status: number; block_id: number; capacity: number | null }[];
}

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));
const checked = (value: number) => (value ? "1" : "");

export function storedEventValues(stored: StoredEvent): TypedValues {
  const e = stored.event;
  return {
    content: {
      production_id: str(e.production_id), room_id: str(e.room_id), series_id: str(e.series_id),
      date_start: isoToBerlinInput(e.date_start), date_end: isoToBerlinInput(e.date_end), event_type: e.event_type,
      title_de: str(e.title_de), title_en: str(e.title_en), is_online: checked(e.is_online), is_cancelled: checked(e.is_cancelled),
      id_jet: str(e.id_jet), ticket_url: str(e.ticket_url), tag_ids: stored.tagIds.map(String),
    },
    groups: stored.groups.map((g) => ({
      id: str(g.id), name_de: g.name_de, name_en: g.name_en, status: checked(g.status), text_de: g.text_de, text_en: g.text_en,
      capacity: str(g.capacity), sort: str(g.sort),
      prices: g.prices.map((p) => ({ id: str(p.id), name_de: p.name_de, name_en: p.name_en, text_de: p.text_de, text_en: p.text_en, amount: centsToAmount(p.amount_cents), sale_type_id: str(p.sale_type_id) })),
    })),
    slots: stored.slots.map((s) => ({ id: str(s.id), time_start: isoToBerlinInput(s.time_start), status: checked(s.status), block_id: str(s.block_id), capacity: str(s.capacity) })),
  };
}

/** A new event: online, a reading, nothing else chosen. */
export function newEventValues(productionId: string): TypedValues {
  return { content: { production_id: productionId, event_type: "reading", is_online: "1", tag_ids: [] }, groups: [], slots: [] };
}

/** The German and English name of a seat group's first price, the full price. */
export const FULL_PRICE = { de: "Vollpreis", en: "Full price" };

export function newPrice(index: number): TypedValues {
  return { id: "", name_de: index === 0 ? FULL_PRICE.de : "", name_en: index === 0 ? FULL_PRICE.en : "", text_de: "", text_en: "", amount: "", sale_type_id: String(index + 1) };
}

export function newGroup(): TypedValues {
  return { id: "", name_de: "", name_en: "", status: "1", text_de: "", text_en: "", capacity: "", sort: "", prices: [newPrice(0)] };
}

export function newSlot(index: number): TypedValues {
  return { id: "", time_start: "", status: "1", block_id: String(index + 1), capacity: "" };
}

/** A row change as a button posts it: "add-group", "remove-group:1", "add-price:0", "remove-price:0:2", "add-slot", "remove-slot:1". */
export type RowOp =
  | { kind: "add-group" } | { kind: "remove-group"; group: number }
  | { kind: "add-price"; group: number } | { kind: "remove-price"; group: number; price: number }
  | { kind: "add-slot" } | { kind: "remove-slot"; slot: number };

export function parseRowOp(value: string): RowOp | null {
  const [kind, a, b] = value.split(":");
  const n = (v: string | undefined) => (v !== undefined && /^\d{1,3}$/.test(v) ? Number(v) : null);
  if (kind === "add-group" || kind === "add-slot") return { kind };
  if (kind === "remove-group" && n(a) !== null) return { kind, group: n(a)! };
  if (kind === "add-price" && n(a) !== null) return { kind, group: n(a)! };
  if (kind === "remove-price" && n(a) !== null && n(b) !== null) return { kind, group: n(a)!, price: n(b)! };
  if (kind === "remove-slot" && n(a) !== null) return { kind, slot: n(a)! };
  return null;
}

/** The values after a row change (a new copy; indexes out of range change nothing). */
export function applyRowOp(values: TypedValues, op: RowOp): TypedValues {
  const groups = [...((values.groups as TypedValues[] | undefined) ?? [])];
  const slots = [...((values.slots as TypedValues[] | undefined) ?? [])];
  const pricesOf = (g: number) => [...((groups[g]?.prices as TypedValues[] | undefined) ?? [])];
  switch (op.kind) {
    case "add-group":
      groups.push(newGroup());
      break;
    case "remove-group":
      groups.splice(op.group, 1);
      break;
    case "add-price":
      if (groups[op.group]) groups[op.group] = { ...groups[op.group]!, prices: [...pricesOf(op.group), newPrice(pricesOf(op.group).length)] };
      break;
    case "remove-price":
      if (groups[op.group]) groups[op.group] = { ...groups[op.group]!, prices: pricesOf(op.group).filter((_, i) => i !== op.price) };
      break;
    case "add-slot":
      slots.push(newSlot(slots.length));
      break;
    case "remove-slot":
      slots.splice(op.slot, 1);
      break;
  }
  return { ...values, groups, slots };
}
