/**
 * A user account as the back office edits it: the form's schema (browser and server), the values a
 * list row and an edit page show. The schema's own messages come from the `users` texts, so it is
 * made per interface language; the shared blocks' messages are validation keys.
 */
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "~/lib/schemas/profile";
import { EDITOR_LOCALES } from "~/lib/editor/texts";
import { USER_ROLES, type UserRole } from "./roles";
import type { OfficeTexts } from "./texts";
import { choice, email, flag, text, validationMessage } from "./validation";

export const USERNAME_PATTERN = /^[a-z0-9._-]+$/i;

/** The fields the user form posts (the password only when one is set). */
export function userFormSchema(texts: OfficeTexts, options: { creating: boolean }) {
  const password = z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z
      .string()
      .max(200, validationMessage("tooLong", { max: 200 }))
      .refine((v) => v === "" || v.length >= MIN_PASSWORD_LENGTH, texts.users.passwordTooShort),
  );
  return z.object({
    first_name: text({ max: 100 }),
    last_name: text({ max: 100 }),
    email: email({ required: true }),
    username: text({ required: true, max: 150 }).refine((v) => v === "" || USERNAME_PATTERN.test(v), texts.users.usernameInvalid),
    role: choice(USER_ROLES),
    is_active: flag(),
    editor_locale: choice(EDITOR_LOCALES),
    password: options.creating ? password.refine((v) => v !== "", validationMessage("required")) : password,
  });
}

export type UserForm = z.infer<ReturnType<typeof userFormSchema>>;

/** The form's values as posted (checkbox absent = unchecked). */
export function readUserForm(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of ["first_name", "last_name", "email", "username", "role", "editor_locale", "password"]) values[name] = form.get(name) ?? "";
  values.is_active = form.get("is_active") ?? "";
  return values;
}

/** A user as the edit page shows it (never the password hash). */
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  role: UserRole;
  is_active: number;
  /** null until chosen: the edit mode follows the page's language. */
  editor_locale: string | null;
}

/** The audit log's view of a user: what the form edits (`is_admin` follows `role`). */
export function auditedUser(user: Omit<UserRecord, "id">) {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    role: user.role,
    is_active: user.is_active,
    editor_locale: user.editor_locale,
  };
}

export const USER_FILTERS = ["role", "active"] as const;
export const USER_SORTS = ["name", "email", "username", "role", "last_login_at"] as const;
export type UserSort = (typeof USER_SORTS)[number];
