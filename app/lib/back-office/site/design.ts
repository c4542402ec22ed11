/** The design settings form's schema (browser and server) and the pages with an editable error page. */
import { z } from "zod";
import type { OfficeTexts } from "~/lib/back-office/texts";
import { choice, flag, link, reference, text } from "~/lib/back-office/validation";

/** The statuses whose error page the editors may write (others keep the site's own text). */
export const ERROR_STATUSES = ["404", "500", "503"] as const;
export const MENU_STYLES = ["default", "compact"] as const;
export const EVENT_STYLES = ["1", "2", "3"] as const;
export const ORDER_LISTS = ["event", "production"] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

const errorFields = Object.fromEntries(
  ERROR_STATUSES.flatMap((status) => [
    [`error_${status}_style`, text({ max: 20_000 })],
    [`error_${status}_body`, text({ max: 20_000 })],
  ]),
) as Record<`error_${(typeof ERROR_STATUSES)[number]}_${"style" | "body"}`, ReturnType<typeof text>>;

export function designSchema(texts: OfficeTexts) {
  return z.object({
    logo_url: link(),
    logo_image_id: reference(),
    basket_link: link(),
    webshop_link: link(),
    ...errorFields,
    tag_manager_id: text({ max: 40 }).refine((value) => /^(GTM-[A-Z0-9]{4,12})?$/.test(value), texts.site.tagManagerInvalid),
    sticky_overlay_button: flag(),
    menu_style: choice(MENU_STYLES),
    event_style: choice(EVENT_STYLES),
    maps_key: text({ max: 200 }),
    date_format: text({ max: 40 }),
    time_format: text({ max: 40 }),
    currency: text({ required: true, max: 5 }),
  });
}

export type DesignValues = z.infer<ReturnType<typeof designSchema>>;

export function readDesignForm(form: FormData): Record<string, unknown> {
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
}

/** The intent `order`: one section of a list one place up or down. */
export const OrderMoveSchema = z.object({ list: z.enum(ORDER_LISTS), key: z.string().max(40), move: z.enum(["up", "down"]) });
