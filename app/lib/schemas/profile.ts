import { z } from "zod";

/** A session as the profile page names it: the SHA-256 (hex) the `sessions` table is keyed by. */
export const SessionIdSchema = z.string().regex(/^[0-9a-f]{64}$/, "profile.unknownSession");

export const MIN_PASSWORD_LENGTH = 12;

/** The profile page's forms (POST /{locale}/user/profile): its sessions; messages are translation keys. */
export const ProfileActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke"), session: SessionIdSchema }),
  z.object({ intent: z.literal("revoke-others") }),
]);

export type ProfileAction = z.infer<typeof ProfileActionSchema>;
export type ProfileErrors = Partial<Record<"form", string>>;
