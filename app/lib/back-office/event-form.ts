/**
 * The back office's event form: one schema for the browser's check and the server's. The event's
 * content (production, room, dates, titles, flags, tags) and its sales (seat groups with their
 * prices, timeslots) are two parts: a user edits only the parts their permissions allow, the other
 * part is shown read-only and not posted. Fields post their schema path as name
 * ("groups.0.prices.1.amount"), so the messages of both checks stand beside their inputs.
 */
import { z } from "zod";
import type { OfficeTexts } from "./texts";
import { berlinDateTime, choice, flag, integer, link, reference, references, text, validationMessage } from "./validation";

/** The kinds of events (the database's list; a unit test keeps the two equal). */
export const OFFICE_EVENT_TYPES = ["reading", "workshop", "performance", "exhibition", "talk", "film", "concert"] as const;

/** What a user may change of an event. */
export interface EventParts {
  content: boolean;
  sales: boolean;
}

/** An amount as typed ("12,50", "12.50", "12", "12,5") in cents; null when it is no amount. */
export function amountToCents(typed: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(typed.trim().replace(/\s*€$/, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Cents as the form shows them: "12,50". */
export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

type EventTexts = OfficeTexts["events"];

function amount(texts: EventTexts) {
  return z.preprocess(
    (v) => (typeof v === "string" ? amountToCents(v) ?? (v.trim() === "" ? null : Number.NaN) : null),
    z
      .number({ invalid_type_error: texts.amountInvalid })
      .int(texts.amountInvalid)
      .nullable()
      .refine((v) => v !== null, validationMessage("required")),
  ) as z.ZodType<number, z.ZodTypeDef, unknown>;
}

const rowId = () => integer({ min: 1 });

function priceSchema(texts: EventTexts) {
  return z.object({
    id: rowId(),
    name_de: text({ required: true, max: 200 }),
    name_en: text({ max: 200 }),
    text_de: text({ max: 500 }),
    text_en: text({ max: 500 }),
    amount: amount(texts),
    sale_type_id: integer({ required: true, min: 1, max: 1_000_000 }),
  });
}

function groupSchema(texts: EventTexts) {
  return z
    .object({
      id: rowId(),
      name_de: text({ required: true, max: 200 }),
      name_en: text({ max: 200 }),
      status: flag(),
      text_de: text({ max: 500 }),
      text_en: text({ max: 500 }),
      capacity: integer({ required: true, min: 0, max: 1_000_000 }),
      sort: integer({ min: 0, max: 100_000 }),
      prices: z.array(priceSchema(texts)).max(50).default([]),
    })
    .superRefine((group, ctx) => {
      // A sale type appears once per seat group: the booking form chooses a price by it.
      const seen = new Set<number>();
      group.prices.forEach((price, index) => {
        if (price.sale_type_id === null) return;
        if (seen.has(price.sale_type_id)) ctx.addIssue({ code: "custom", path: ["prices", index, "sale_type_id"], message: texts.saleTypeTwice });
        seen.add(price.sale_type_id);
      });
    });
}

function slotSchema() {
  return z.object({
    id: rowId(),
    time_start: berlinDateTime({ required: true }),
    status: flag(),
    block_id: integer({ required: true, min: 1, max: 1_000_000_000 }),
    capacity: integer({ min: 0, max: 1_000_000 }),
  });
}

function contentShape() {
  return {
    production_id: reference({ required: true }),
    room_id: reference(),
    series_id: reference(),
    date_start: berlinDateTime({ required: true }),
    date_end: berlinDateTime(),
    event_type: choice(OFFICE_EVENT_TYPES),
    title_de: text({ max: 300 }),
    title_en: text({ max: 300 }),
    is_online: flag(),
    is_cancelled: flag(),
    id_jet: integer({ min: 1, max: 2_000_000_000 }),
    ticket_url: link(),
    tag_ids: references(),
  };
}

/** The form's schema for what the user may change (`parts`); messages in the user's language. */
export function eventFormSchema(texts: EventTexts, parts: EventParts) {
  return z
    .object({
      content: parts.content ? z.object(contentShape()) : z.undefined(),
      groups: parts.sales ? z.array(groupSchema(texts)).max(100).default([]) : z.undefined(),
      slots: parts.sales ? z.array(slotSchema()).max(500).default([]) : z.undefined(),
    })
    .superRefine((form, ctx) => {
      const content = form.content;
      if (content?.date_start && content.date_end && content.date_end <= content.date_start) {
        ctx.addIssue({ code: "custom", path: ["content", "date_end"], message: texts.endBeforeStart });
      }
      // The booking form names a timeslot by its block id: one block id per event.
      const blocks = new Set<number>();
      form.slots?.forEach((slot, index) => {
        if (slot.block_id === null) return;
        if (blocks.has(slot.block_id)) ctx.addIssue({ code: "custom", path: ["slots", index, "block_id"], message: texts.blockTwice });
        blocks.add(slot.block_id);
      });
    });
}

export type EventForm = z.infer<ReturnType<typeof eventFormSchema>>;
export type EventContent = NonNullable<EventForm["content"]>;
export type EventGroup = NonNullable<EventForm["groups"]>[number];
export type EventSlot = NonNullable<EventForm["slots"]>[number];

/** The posted values as typed (strings), nested by their dotted names; what the form re-renders. */
export type TypedValues = { [name: string]: string | string[] | TypedValues | TypedValues[] };

/** A field of the form: a part, then names (lower case) or row indexes. */
const FIELD_NAME = /^(content|groups|slots)(\.([a-z][a-z_]{0,40}|\d{1,3}))+$/;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The form's fields nested by their names: "groups.0.prices.1.amount" → groups[0].prices[1].amount.
 * `tag_ids` may repeat; other names keep their last value. Indexes are compacted in posted order.
 */
export function nestForm(form: FormData, repeated: readonly string[] = ["content.tag_ids"]): TypedValues {
  const root: TypedValues = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== "string" || !FIELD_NAME.test(name)) continue;
    const path = name.split(".");
    if (path.some((key) => FORBIDDEN_KEYS.has(key))) continue;
    let node: Record<string, unknown> = root;
    for (let i = 0; i < path.length - 1; i += 1) {
      const key = path[i]!;
      if (!Object.hasOwn(node, key) || typeof node[key] !== "object") node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (repeated.includes(name)) node[last] = [...((node[last] as string[] | undefined) ?? []), raw];
    else node[last] = raw;
  }
  return compactIndexes(root) as TypedValues;
}

/** Objects whose keys are all indexes become arrays in index order (gaps closed). */
function compactIndexes(value: unknown): unknown {
  if (Array.isArray(value) || typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const mapped = entries.map(([key, child]) => [key, compactIndexes(child)] as const);
  if (entries.length && entries.every(([key]) => /^\d+$/.test(key))) {
    return mapped.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, child]) => child);
  }
  return Object.fromEntries(mapped);
}

/** What the schema reads from the form: the parts the user may change, others left out. */
export function readEventForm(form: FormData, parts: EventParts) {
  const values = nestForm(form);
  return {
    content: parts.content ? (values.content ?? {}) : undefined,
    groups: parts.sales ? (values.groups ?? []) : undefined,
    slots: parts.sales ? (values.slots ?? []) : undefined,
  };
}
