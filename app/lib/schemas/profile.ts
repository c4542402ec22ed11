import { z } from "zod";

/** A session as the profile page names it: the SHA-256 (hex) the `sessions` table is keyed by. */
export const SessionIdSchema = z.string().regex(/^[0-9a-f]{64}$/, "profile.unknownSession");

export const MIN_PASSWORD_LENGTH = 12;

/** The profile page's forms (POST /{locale}/user/profile); messages are translation keys. */
export const ProfileActionSchema = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("revoke"), session: SessionIdSchema }),
    z.object({ intent: z.literal("revoke-others") }),
    z.object({
      intent: z.literal("password"),
      current_password: z.string().min(1, "login.required").max(200),
      new_password: z.string().min(MIN_PASSWORD_LENGTH, "profile.passwordTooShort").max(200),
      confirm_password: z.string().max(200),
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.intent === "password" && value.new_password !== value.confirm_password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirm_password"], message: "profile.passwordMismatch" });
    }
  });

export type ProfileAction = z.infer<typeof ProfileActionSchema>;
export type PasswordErrors = Partial<Record<"current_password" | "new_password" | "confirm_password" | "form", string>>;
