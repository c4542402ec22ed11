import { z } from "zod";

/** The editor login form; messages are translation keys. */
export const LoginSchema = z.object({
  email: z.string().trim().min(1, "login.required").email("login.invalidEmail").max(254),
  password: z.string().min(1, "login.required").max(200),
  redirectTo: z.string().optional(),
});

export type LoginErrors = Partial<Record<"email" | "password" | "form", string>>;
