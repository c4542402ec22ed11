/**
 * Saving an event from the back office: its content (catalogue) and its sales rows (box office), each
 * only when the user may change it, in one write transaction with its audit rows. Every rule is
 * checked under the write lock before anything is written: a refusal changes nothing.
 */
import type { EventForm, EventGroup, EventParts, EventSlot } from "~/lib/back-office/event-form";
import type { OfficeTexts } from "~/lib/back-office/texts";
import { validationMessage, type FieldErrors } from "~/lib/back-office/validation";
import type { EventType } from "~/db/schema";
import { takenForEvent } from "~/models/box-office.server";
import * as w from "~/models/office-event-writes.server";
import { findOfficeEvent, type OfficeEvent } from "~/models/office-events.server";
import { writeTransaction, type Q } from "~/models/write-transaction.server";
import type { RequestLike } from "~/services/http/request.server";
import { httpError } from "~/services/http/http-errors.server";
import { can } from "~/services/auth.server";
import { recordChange, type Actor, type AuditValues } from "./audit.server";
import { requireOffice } from "./office.server";
import { checkSales } from "./event-sales.server";

/**
 * A user who may see events: with the catalogue (their content) or the box office (their sales);
 * `parts` says which of the two they may change. Others get 403.
 */
export async function requireEventsOffice(request: RequestLike) {
  const office = await requireOffice(request, "back-office");
  const parts: EventParts = { content: can(office.user, "catalogue"), sales: can(office.user, "box-office") };
  if (!parts.content && !parts.sales) {
    console.warn(`[events] 403 ${request.method} ${new URL(request.url).pathname}: user ${office.user.id} has neither catalogue nor box office`);
    throw await httpError(403, "403 Forbidden");
  }
  return { ...office, parts };
}

export type SaveResult = { ok: true; id: number } | { ok: false; status: 400 | 404 | 409; errors: FieldErrors };

class Refused extends Error {
  constructor(readonly status: 400 | 404 | 409, readonly errors: FieldErrors) {
    super("refused");
  }
}

const ENTITY = "events";

function eventValues(content: NonNullable<EventForm["content"]>, jet: number): w.EventValues {
  return {
    production_id: content.production_id!,
    room_id: content.room_id,
    series_id: content.series_id,
    date_start: content.date_start!,
    date_end: content.date_end,
    event_type: content.event_type as EventType,
    title_de: content.title_de || null,
    title_en: content.title_en || null,
    is_online: content.is_online,
    is_cancelled: content.is_cancelled,
    id_jet: jet,
    ticket_url: content.ticket_url,
  };
}

const groupValues = (g: EventGroup, index: number): w.GroupValues => ({
  name_de: g.name_de, name_en: g.name_en, status: g.status, text_de: g.text_de, text_en: g.text_en, capacity: g.capacity!, sort: g.sort ?? index,
});
const priceValues = (p: EventGroup["prices"][number], index: number): w.PriceValues => ({
  name_de: p.name_de, name_en: p.name_en, text_de: p.text_de, text_en: p.text_en, amount_cents: p.amount, sale_type_id: p.sale_type_id!, sort: index,
});
const slotValues = (s: EventSlot, index: number): w.SlotValues => ({ time_start: s.time_start!, status: s.status, block_id: s.block_id!, capacity: s.capacity, sort: index });

/** Audit values named after their row, so the log says which seat group, price or timeslot changed. */
function named(label: string, values: object | null | undefined): AuditValues | null {
  if (!values) return null;
  const picked = Object.entries(values).filter(([key]) => !["id", "event_id", "seat_group_id", "sort", "prices"].includes(key));
  return Object.fromEntries(picked.map(([key, value]) => [`${label}: ${key}`, value]));
}

async function contentChecks(q: Q, content: NonNullable<EventForm["content"]>, current: OfficeEvent | undefined, texts: OfficeTexts["events"]) {
  const errors: FieldErrors = {};
  if (!(await w.productionExists(q, content.production_id!))) errors["content.production_id"] = [texts.unknownProduction];
  const places = await w.placesExist(q, content.room_id, content.series_id);
  if (!places.room) errors["content.room_id"] = [validationMessage("choice")];
  if (!places.series) errors["content.series_id"] = [validationMessage("choice")];
  const jet = content.id_jet ?? current?.event.id_jet ?? (await w.nextJetId(q));
  if (await w.jetTaken(q, jet, current?.event.id ?? null)) errors["content.id_jet"] = [validationMessage("taken")];
  return { errors, jet, tagIds: await w.existingTagIds(q, content.tag_ids) };
}

async function writeSales(q: Q, actor: Actor, eventId: number, current: OfficeEvent | undefined, groups: EventGroup[], slots: EventSlot[]) {
  const log = (label: string, action: string, before: object | null | undefined, after: object | null | undefined) =>
    recordChange(q, actor, { entity: ENTITY, entityId: eventId, action, before: named(label, before), after: named(label, after) });
  const stored = current ?? { groups: [], slots: [] };
  for (const slot of stored.slots.filter((s) => !slots.some((p) => p.id === s.id))) {
    await w.deleteSlot(q, slot.id);
    await log(`timeslot ${slot.block_id}`, "delete", slot, null);
  }
  for (const group of stored.groups) {
    const kept = groups.find((g) => g.id === group.id);
    if (!kept) {
      await w.deleteGroup(q, group.id);
      await log(`seat group "${group.name_de}"`, "delete", { ...group, prices: undefined }, null);
      continue;
    }
    for (const price of group.prices.filter((p) => !kept.prices.some((k) => k.id === p.id))) {
      await w.deletePrice(q, price.id);
      await log(`price "${group.name_de} / ${price.name_de}"`, "delete", price, null);
    }
    await w.parkSaleTypes(q, kept.prices.flatMap((p) => (p.id === null ? [] : [p.id])));
  }
  for (const [g, group] of groups.entries()) {
    const before = stored.groups.find((s) => s.id === group.id);
    const values = groupValues(group, g);
    const groupId = before ? before.id : await w.insertGroup(q, eventId, values);
    if (before) await w.updateGroup(q, groupId, values);
    await log(`seat group "${group.name_de}"`, before ? "update" : "create", before ? { ...before, prices: undefined } : null, values);
    for (const [p, price] of group.prices.entries()) {
      const old = before?.prices.find((s) => s.id === price.id);
      const pv = priceValues(price, p);
      if (old) await w.updatePrice(q, old.id, pv);
      else await w.insertPrice(q, groupId, pv);
      await log(`price "${group.name_de} / ${price.name_de}"`, old ? "update" : "create", old ?? null, pv);
    }
  }
  for (const [s, slot] of slots.entries()) {
    const before = stored.slots.find((c) => c.id === slot.id);
    const values = slotValues(slot, s);
    if (before) await w.updateSlot(q, before.id, values);
    else await w.insertSlot(q, eventId, values);
    await log(`timeslot ${slot.block_id}`, before ? "update" : "create", before ?? null, values);
  }
}

/** Creates (`eventId` null) or updates an event with the parts the user may change. */
export async function saveEvent(actor: Actor, eventId: number | null, form: EventForm, parts: EventParts, texts: OfficeTexts["events"]): Promise<SaveResult> {
  try {
    const id = await writeTransaction(async ({ q, postgres }) => {
      if (eventId !== null && postgres) await q.selectFrom("events").select("id").where("id", "=", eventId).forUpdate().execute();
      if (eventId !== null) await w.lockEventSales(q, eventId, postgres);
      const current = eventId !== null ? await findOfficeEvent(eventId, q) : undefined;
      if (eventId !== null && !current) throw new Refused(404, {});
      const now = new Date().toISOString();
      const content = parts.content && form.content ? await contentChecks(q, form.content, current, texts) : null;
      let salesErrors: FieldErrors = {};
      if (parts.sales && form.groups && form.slots && current) {
        const taken = await takenForEvent(q, current.event.id, now);
        const priceIds = current.groups.flatMap((g) => g.prices.map((p) => p.id));
        salesErrors = checkSales(texts, current, { groups: form.groups, slots: form.slots }, taken, await w.takenPerPrice(q, priceIds, now));
      }
      const errors = { ...(content?.errors ?? {}), ...salesErrors };
      if (Object.keys(errors).length) throw new Refused(400, errors);

      let id = current?.event.id ?? null;
      if (content && form.content) {
        const values = eventValues(form.content, content.jet);
        const before = current ? { ...pickEvent(current.event), tag_ids: current.tagIds } : null;
        if (id === null) id = await w.insertEvent(q, values);
        else await w.updateEvent(q, id, values, now);
        await w.setEventTags(q, id, content.tagIds);
        await recordChange(q, actor, { entity: ENTITY, entityId: id, action: before ? "update" : "create", before, after: { ...values, tag_ids: content.tagIds } });
      }
      if (id === null) throw new Refused(400, { _form: [validationMessage("required")] });
      if (parts.sales && form.groups && form.slots) {
        await writeSales(q, actor, id, current, form.groups, form.slots);
        if (current) await w.touchEvent(q, id, now);
      }
      return id;
    });
    return { ok: true, id };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, errors: error.errors };
    throw error;
  }
}

function pickEvent(e: OfficeEvent["event"]): AuditValues {
  const { production_id, room_id, series_id, date_start, date_end, event_type, title_de, title_en, is_online, is_cancelled, id_jet, ticket_url } = e;
  return { production_id, room_id, series_id, date_start, date_end, event_type, title_de, title_en, is_online, is_cancelled, id_jet, ticket_url };
}

/** Deletes an event without sold or reserved tickets (those are cancelled instead). */
export async function deleteEvent(actor: Actor, eventId: number, texts: OfficeTexts["events"]): Promise<SaveResult> {
  try {
    await writeTransaction(async ({ q, postgres }) => {
      await w.lockEventSales(q, eventId, postgres);
      const current = await findOfficeEvent(eventId, q);
      if (!current) throw new Refused(404, {});
      const taken = await takenForEvent(q, eventId, new Date().toISOString());
      if (taken.some((t) => t.quantity > 0) || (await w.soldForEvent(q, eventId)) > 0) throw new Refused(409, { _form: [texts.eventHasTickets] });
      await w.deleteEvent(q, eventId);
      await recordChange(q, actor, { entity: ENTITY, entityId: eventId, action: "delete", before: pickEvent(current.event), after: null });
    });
    return { ok: true, id: eventId };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, errors: error.errors };
    throw error;
  }
}
