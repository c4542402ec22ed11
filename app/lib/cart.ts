/**
 * zod schemas of the cart's inputs, shared by the server and any client code that may carry zod
 * (the webshop pages). Public pages import only app/lib/cart-constants.ts.
 */
import { z } from "zod";
import { MAX_QUANTITY_PER_TYPE, MAX_TYPES_PER_CALL } from "./cart-constants";
import { Id } from "./schemas/common";

/** Integers may travel as strings of digits (ids often do); anything else stays as it is and fails. */
const digits = (value: unknown) => (typeof value === "string" && /^-?\d{1,12}$/.test(value.trim()) ? Number(value) : value);


const Quantity = z.preprocess(
  digits,
  z
    .number({ invalid_type_error: "must be an integer" })
    .int("must be an integer")
    .min(1, "must be at least 1")
    .max(MAX_QUANTITY_PER_TYPE, `must be at most ${MAX_QUANTITY_PER_TYPE}`),
);

/** POST /api/shop-cart/: one call per seat group; `quantities[i]` tickets of `sale_type_ids[i]`. */
export const ShopCartBodySchema = z
  .object({
    quantities: z.array(Quantity).min(1, "at least one ticket is needed").max(MAX_TYPES_PER_CALL),
    event_jet_id: Id,
    sale_type_ids: z.array(Id).min(1, "at least one ticket is needed").max(MAX_TYPES_PER_CALL),
    seat_group: Id.nullish(),
    block_id: Id.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.quantities.length !== body.sale_type_ids.length) {
      ctx.addIssue({ code: "custom", path: ["quantities"], message: "quantities and sale_type_ids must have the same length" });
    }
    if (new Set(body.sale_type_ids).size !== body.sale_type_ids.length) {
      ctx.addIssue({ code: "custom", path: ["sale_type_ids"], message: "a sale type may appear only once" });
    }
  });
export type ShopCartInput = z.infer<typeof ShopCartBodySchema>;

/** An Idempotency-Key header value: printable, bounded. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,128}$/, "must be 8 to 128 printable characters");

/** The checkout form of the webshop cart page. */
export const CheckoutSchema = z.object({
  name: z.string().trim().min(1, "required").max(200),
  email: z.string().trim().max(254).email("invalid e-mail address"),
});
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

/** A new quantity for one cart line; 0 removes it. */
export const LineQuantitySchema = z.object({
  line: Id,
  quantity: z.preprocess(digits, z.number({ invalid_type_error: "must be an integer" }).int().min(0).max(MAX_QUANTITY_PER_TYPE)),
});
