/**
 * The zod parts the module field schemas share. Module fields are stored as saved by the editor: a
 * translatable value is either one value or a `{de, en}` pair (German required, English falls back
 * to German), an image or a record is referred to by its id.
 */
import { z } from "zod";
import { detectService } from "~/lib/media-services";
import { detectSocialNetwork, socialPostUrl } from "~/lib/social-posts";
import type { MediaService } from "~/lib/consent";

export const REQUIRED = "is required";

/** A `{de, en}` pair of `value`; English may be missing, empty or null. */
const pair = <T extends z.ZodTypeAny>(de: T, en: z.ZodTypeAny) => z.object({ de, en: en.optional() }).strict();

const text = z.string();
const filled = z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).trim().min(1, REQUIRED);

/** An optional text, one value or a `{de, en}` pair. */
export const optionalText = z.union([text, pair(text.nullable(), text.nullable())]).nullish();

/** A text that must not be empty (its German value when it is a pair). */
export const requiredText = z.union([filled, pair(filled, text.nullable())], {
  errorMap: (issue, ctx) => (issue.code === "invalid_union" || issue.code === "invalid_type" ? { message: REQUIRED } : { message: ctx.defaultError }),
});

/** Text with a length limit (per language when it is a pair). */
export const textUpTo = (max: number) => {
  const limited = z.string().max(max, `must be at most ${max} characters`);
  return z.union([limited, pair(limited.nullable(), limited.nullable())]).nullish();
};

/** Rich text as the editor stores it (Lexical JSON, or a `{de, en}` pair of it); its nodes are checked by the rich-text editor. */
export const richText = z.unknown();

/** A record's id: a positive whole number, also written as digits. */
export const id = z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,8}$/)], {
  errorMap: () => ({ message: "must be an id" }),
});
const imageRef = z.union([id, z.object({ id }).passthrough()]);

export const optionalId = id.nullish();
/** `schema`, with a missing, null or empty value refused as required. */
const present = <T extends z.ZodTypeAny>(schema: T) => z.unknown().refine((value) => value != null && value !== "", REQUIRED).pipe(schema);

export const requiredId = present(id);
/** Rich text that must be there (its nodes are checked by the rich-text editor). */
export const requiredRichText = present(richText);
export const optionalImage = imageRef.nullish();
export const requiredImage = present(imageRef);

export const flag = z.boolean().optional();
export const cssClass = z.string().max(200).optional();
export const anchor = z.string().max(200).regex(/^[A-Za-z0-9_-]*$/, "may hold only letters, digits, - and _").optional();

/** An instant (ISO 8601 date or date and time). */
const date = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), "must be a date");
export const optionalDate = date.nullish();
export const requiredDate = present(date);

/** An address; a link field may also be a path on this site (`/de/...`), in one value or a `{de, en}` pair. */
const href = z.string().refine((value) => value === "" || value.startsWith("/") || /^(https?:\/\/|mailto:|tel:)/i.test(value), "must be a link (https://…, /path, mailto: or tel:)");
export const linkUrl = z.union([href, pair(href.nullable(), href.nullable())]).nullish();

function filledText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (value && typeof value === "object" && "de" in value) return filledText((value as { de: unknown }).de);
  return false;
}

/** A link is a page (`link`, an id) or an address (`link_url`); one of them is required. */
export function requireLink(fields: { link?: unknown; link_url?: unknown }, ctx: z.RefinementCtx): void {
  if (fields.link == null && !filledText(fields.link_url)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["link"], message: REQUIRED });
}

/** `online_to` is not before `online_from`. */
export function orderedWindow(fields: { online_from?: string | null; online_to?: string | null }, ctx: z.RefinementCtx): void {
  if (fields.online_from && fields.online_to && Date.parse(fields.online_to) < Date.parse(fields.online_from)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["online_to"], message: "must not be before online_from" });
  }
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** An address on one of these media services. */
export const serviceUrl = (services: MediaService[], names: string) =>
  z.string({ required_error: REQUIRED }).superRefine((value, ctx) => {
    const message = !value.trim() ? REQUIRED : !isUrl(value) ? "must be a URL" : !services.includes(detectService(value) as MediaService) ? `must be a ${names} address` : null;
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

/** A post on Instagram, X (Twitter), Facebook or TikTok: its address or the embed code holding it. */
export const socialEmbed = z
  .string({ required_error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => detectSocialNetwork(value) !== null || socialPostUrl(value) !== null, "must be an Instagram, X (Twitter), Facebook or TikTok address");
