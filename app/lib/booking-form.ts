/**
 * The no-JS booking form of the event page (zod: imported by the server's action only; the widget
 * shares the plain rules of app/lib/booking.ts). Fields: `intent=book`, `nonce` (a per-render key
 * against double submits), `block_id` (the timeslot, where the event has timeslots) and one
 * `q.<seat group>.<sale type>` quantity per ticket type; empty quantities count as 0.
 */
import { z } from "zod";
import { parseQuantityField } from "./booking";
import { MAX_QUANTITY_PER_TYPE, MAX_TYPES_PER_CALL } from "./cart-constants";
import { Id } from "./schemas/common";

const Quantity = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? 0 : typeof value === "string" && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value),
  z.number({ invalid_type_error: "must be a whole number" }).int().min(0).max(MAX_QUANTITY_PER_TYPE, `must be at most ${MAX_QUANTITY_PER_TYPE}`),
);

export const BookingFormSchema = z
  .object({
    intent: z.literal("book"),
    nonce: z.string().regex(/^[\w-]{8,64}$/, "invalid form key"),
    block_id: z.preprocess((value) => (value === "" ? undefined : value), Id.optional()),
    tickets: z
      .array(z.object({ seatGroup: Id, saleTypeId: Id, quantity: Quantity }))
      .max(MAX_TYPES_PER_CALL * 10, "too many ticket types"),
  })
  .superRefine((form, ctx) => {
    if (!form.tickets.some((t) => t.quantity > 0)) ctx.addIssue({ code: "custom", path: ["tickets"], message: "no_tickets" });
    const keys = form.tickets.map((t) => `${t.seatGroup}.${t.saleTypeId}`);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", path: ["tickets"], message: "a ticket type may appear only once" });
  });
export type BookingForm = z.infer<typeof BookingFormSchema>;

/** The form's fields as the schema reads them, plus the raw values to show again after an error. */
export function readBookingForm(form: FormData): { input: unknown; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const tickets: { seatGroup: number; saleTypeId: number; quantity: string }[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const field = parseQuantityField(name);
    if (field) {
      tickets.push({ ...field, quantity: value });
      values[name] = value.slice(0, 8);
    }
  }
  const blockId = form.get("block_id");
  if (typeof blockId === "string") values.block_id = blockId.slice(0, 12);
  return { input: { intent: form.get("intent"), nonce: form.get("nonce"), block_id: blockId ?? undefined, tickets }, values };
}

/** The selected tickets per seat group (one cart call each), in the order the groups appear in the form. */
export function ticketsBySeatGroup(form: BookingForm): { seatGroup: number; tickets: { saleTypeId: number; quantity: number }[] }[] {
  const groups: { seatGroup: number; tickets: { saleTypeId: number; quantity: number }[] }[] = [];
  for (const t of form.tickets) {
    if (t.quantity === 0) continue;
    let group = groups.find((g) => g.seatGroup === t.seatGroup);
    if (!group) groups.push((group = { seatGroup: t.seatGroup, tickets: [] }));
    group.tickets.push({ saleTypeId: t.saleTypeId, quantity: t.quantity });
  }
  return groups;
}
