/**
 * The rules of an event's sales rows, counted the way the box office counts what is left: a seat
 * group's capacity holds per timeslot when the event has timeslots (else for the whole event), a
 * timeslot's own capacity over all seat groups; taken = sold order items plus reservations not yet
 * expired. A capacity never drops below what is taken, and a row with taken tickets is not removed.
 */
import type { EventGroup, EventSlot } from "~/lib/back-office/event-form";
import { fillText, type OfficeTexts } from "~/lib/back-office/texts";
import type { FieldErrors } from "~/lib/back-office/validation";
import type { Taken } from "~/models/box-office.server";
import type { OfficeEvent } from "~/models/office-events.server";

/** The least a seat group's capacity may be: the most taken at one timeslot, or all taken without timeslots. */
export function leastGroupCapacity(taken: Taken[], seatGroupId: number, withTimeslots: boolean): number {
  const perSlot = new Map<number | null, number>();
  let all = 0;
  for (const t of taken) {
    if (t.seat_group_id !== seatGroupId) continue;
    perSlot.set(t.timeslot_id, (perSlot.get(t.timeslot_id) ?? 0) + t.quantity);
    all += t.quantity;
  }
  return withTimeslots ? Math.max(0, ...perSlot.values()) : all;
}

/** The least a timeslot's capacity may be: everything taken at it. */
export function leastSlotCapacity(taken: Taken[], timeslotId: number): number {
  return taken.filter((t) => t.timeslot_id === timeslotId).reduce((sum, t) => sum + t.quantity, 0);
}

const add = (errors: FieldErrors, name: string, message: string) => void (errors[name] ??= []).push(message);

/**
 * Checks posted seat groups and timeslots against the stored ones and what is taken; the messages
 * stand beside the fields (capacities) or above the form (rows that may not go).
 */
export function checkSales(
  texts: OfficeTexts["events"],
  current: Pick<OfficeEvent, "groups" | "slots">,
  posted: { groups: EventGroup[]; slots: EventSlot[] },
  taken: Taken[],
  takenPerPrice: Map<number, number>,
): FieldErrors {
  const errors: FieldErrors = {};
  const groupIds = new Set(current.groups.map((g) => g.id));
  const slotIds = new Set(current.slots.map((s) => s.id));
  posted.groups.forEach((group, g) => {
    if (group.id !== null && !groupIds.has(group.id)) add(errors, "_form", texts.unknownRow);
    const stored = current.groups.find((c) => c.id === group.id);
    group.prices.forEach((price) => {
      if (price.id !== null && !stored?.prices.some((p) => p.id === price.id)) add(errors, "_form", texts.unknownRow);
    });
    if (stored) {
      const least = leastGroupCapacity(taken, stored.id, posted.slots.length > 0);
      if (group.capacity !== null && group.capacity < least) add(errors, `groups.${g}.capacity`, fillText(texts.capacityBelowTaken, { count: least }));
      for (const price of stored.prices) {
        if (!group.prices.some((p) => p.id === price.id) && (takenPerPrice.get(price.id) ?? 0) > 0) add(errors, "_form", fillText(texts.priceHasTickets, { name: price.name_de }));
      }
    }
  });
  for (const stored of current.groups) {
    if (!posted.groups.some((g) => g.id === stored.id) && leastGroupCapacity(taken, stored.id, false) > 0) add(errors, "_form", fillText(texts.groupHasTickets, { name: stored.name_de }));
  }
  posted.slots.forEach((slot, s) => {
    if (slot.id !== null && !slotIds.has(slot.id)) add(errors, "_form", texts.unknownRow);
    if (slot.id !== null && slot.capacity !== null) {
      const least = leastSlotCapacity(taken, slot.id);
      if (slot.capacity < least) add(errors, `slots.${s}.capacity`, fillText(texts.capacityBelowTaken, { count: least }));
    }
  });
  for (const stored of current.slots) {
    if (!posted.slots.some((s) => s.id === stored.id) && leastSlotCapacity(taken, stored.id) > 0) add(errors, "_form", fillText(texts.slotHasTickets, { time: stored.time_start }));
  }
  if (errors._form) errors._form = [...new Set(errors._form)];
  return errors;
}
