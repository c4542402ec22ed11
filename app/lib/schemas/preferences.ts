import { z } from "zod";
import { NOTICE_KINDS } from "~/lib/notice";
import { Id } from "./common";

const checkbox = z.preprocess((v) => v === "1" || v === "on" || v === "true", z.boolean());

/** POST /api/consent/ — the cookie manager's form and the external-media placeholders. */
export const ConsentFormSchema = z.object({
  intent: z.enum(["accept-all", "decline", "save", "accept-external-media"]),
  tracking: checkbox.optional(),
  marketing: checkbox.optional(),
  external_media: checkbox.optional(),
  returnTo: z.string().max(2000).optional(),
});

/** POST /api/alert-dismissal/ */
export const AlertDismissalSchema = z.object({
  id: Id,
  returnTo: z.string().max(2000).optional(),
});

/** POST /api/notice-dismissal/ — hiding the notice layer's notice of this kind (app/lib/notice.ts). */
export const NoticeDismissalSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  returnTo: z.string().max(2000).optional(),
});
