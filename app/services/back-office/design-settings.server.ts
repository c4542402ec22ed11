/**
 * Saving the design settings: the row's columns and the JSON parts the form edits (error pages of
 * the editable statuses, the tag manager id, the formats), keeping every other key of that JSON.
 * Each change and its audit row in one transaction.
 */
import { ERROR_STATUSES, type DesignValues, type OrderList } from "~/lib/back-office/site/design";
import { EVENT_SECTIONS, PRODUCTION_SECTIONS } from "~/lib/detail-sections";
import { isRecord } from "~/lib/is-record";
import type { OfficeTexts } from "~/lib/back-office/texts";
import type { FieldErrors } from "~/lib/back-office/validation";
import { findImageRow } from "~/models/images.server";
import { readDesignSettingsRow, updateDesignSettingsRow, type DesignSettingsRow } from "~/models/settings-rows.server";
import { writeTransaction } from "~/models/write-transaction.server";
import { orderSections } from "~/services/catalogue.server";
import { recordChange, type Actor } from "./audit.server";

export const DESIGN_ENTITY = "design-settings";

function jsonObject(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

function jsonList(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The form's values of the design row. */
export function designFormValues(row: DesignSettingsRow): Record<string, string> {
  const errorPages = jsonObject(row.error_pages);
  const cookies = jsonObject(row.cookies);
  const parsers = jsonObject(row.parsers);
  const textOf = (value: unknown) => (typeof value === "string" ? value : "");
  const values: Record<string, string> = {
    logo_url: row.logo_url ?? "",
    logo_image_id: row.logo_image_id === null ? "" : String(row.logo_image_id),
    basket_link: row.basket_link ?? "",
    webshop_link: row.webshop_link ?? "",
    tag_manager_id: textOf(cookies.tag_manager_id),
    sticky_overlay_button: row.sticky_overlay_button === 1 ? "1" : "",
    menu_style: row.menu_style,
    event_style: String(row.event_style),
    maps_key: row.maps_key ?? "",
    date_format: textOf(parsers.date),
    time_format: textOf(parsers.time),
    currency: textOf(parsers.currency) || "€",
  };
  for (const status of ERROR_STATUSES) {
    const page = isRecord(errorPages[status]) ? errorPages[status] : {};
    values[`error_${status}_style`] = textOf(page.style);
    values[`error_${status}_body`] = textOf(page.body);
  }
  return values;
}

/** The section lists in the order the site shows them. */
export function designOrders(row: DesignSettingsRow): Record<OrderList, string[]> {
  return {
    event: orderSections(jsonList(row.event_detail_order), EVENT_SECTIONS),
    production: orderSections(jsonList(row.production_detail_order), PRODUCTION_SECTIONS),
  };
}

export async function saveDesignSettings(actor: Actor, values: DesignValues, texts: OfficeTexts): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  return writeTransaction(async ({ q, postgres }) => {
    if (values.logo_image_id !== null && !(await findImageRow(q, values.logo_image_id))) {
      return { ok: false as const, errors: { logo_image_id: [texts.site.noSuchImage] } };
    }
    const before = await readDesignSettingsRow(q, postgres);
    const errorPages = jsonObject(before.error_pages);
    for (const status of ERROR_STATUSES) {
      const style = values[`error_${status}_style`];
      const body = values[`error_${status}_body`];
      if (style || body) errorPages[status] = { style, body };
      else delete errorPages[status];
    }
    const cookies = { ...jsonObject(before.cookies), tag_manager_id: values.tag_manager_id || null };
    const parsers = { ...jsonObject(before.parsers), date: values.date_format || undefined, time: values.time_format || undefined, currency: values.currency };
    const after = {
      logo_url: values.logo_url,
      logo_image_id: values.logo_image_id,
      basket_link: values.basket_link,
      webshop_link: values.webshop_link,
      error_pages: JSON.stringify(errorPages),
      cookies: JSON.stringify(cookies),
      sticky_overlay_button: values.sticky_overlay_button,
      menu_style: values.menu_style,
      event_style: Number(values.event_style),
      maps_key: values.maps_key || null,
      parsers: JSON.stringify(parsers),
    };
    await updateDesignSettingsRow(q, before.id, after);
    const old = Object.fromEntries(Object.keys(after).map((key) => [key, before[key as keyof typeof before]]));
    await recordChange(q, actor, { entity: DESIGN_ENTITY, entityId: before.id, action: "update", before: old, after });
    return { ok: true as const };
  });
}

/** Moves section `key` of list `list` one place up or down; false when it cannot move that way. */
export async function moveDesignSection(actor: Actor, list: OrderList, key: string, move: "up" | "down"): Promise<boolean> {
  return writeTransaction(async ({ q, postgres }) => {
    const before = await readDesignSettingsRow(q, postgres);
    const order = designOrders(before)[list];
    const at = order.indexOf(key);
    const to = move === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= order.length) return false;
    [order[at], order[to]] = [order[to]!, order[at]!];
    const column = list === "event" ? "event_detail_order" : "production_detail_order";
    const after = { [column]: JSON.stringify(order) };
    await updateDesignSettingsRow(q, before.id, after);
    await recordChange(q, actor, { entity: DESIGN_ENTITY, entityId: before.id, action: "update", before: { [column]: before[column] }, after });
    return true;
  });
}
