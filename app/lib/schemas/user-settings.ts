import { z } from "zod";
import { EDITOR_LOCALES } from "~/lib/editor/texts";
import { MIN_PASSWORD_LENGTH } from "./profile";

const trimmed = (max: number) => z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(max, "userSettings.tooLong"));

/** The settings page's forms (POST /{locale}/user/settings); messages are translation keys. */
export const SettingsActionSchema = z
  .discriminatedUnion("intent", [
    z.object({
      intent: z.literal("details"),
      first_name: trimmed(100),
      last_name: trimmed(100),
      email: z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : ""), z.string().max(254, "userSettings.tooLong").email("userSettings.emailInvalid")),
    }),
    z.object({
      intent: z.literal("language"),
      editor_locale: z.enum(EDITOR_LOCALES, { errorMap: () => ({ message: "userSettings.languageInvalid" }) }),
    }),
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

export type SettingsAction = z.infer<typeof SettingsActionSchema>;

export type SettingsErrors = Partial<Record<"first_name" | "last_name" | "email" | "editor_locale" | "current_password" | "new_password" | "confirm_password" | "form", string>>;
