/**
 * The back office's user management: creating and editing accounts. E-mail addresses and usernames
 * are unique (case-insensitively); an admin cannot take away their own admin role or deactivate
 * themselves; deactivating an account or setting its password ends all of its sessions. Each change
 * writes one audit row in the same transaction (a new password only as set, never its hash).
 */
import { auditedUser, type UserForm } from "~/lib/back-office/users";
import type { OfficeTexts } from "~/lib/back-office/texts";
import { validationMessage, type FieldErrors } from "~/lib/back-office/validation";
import { findUserForUpdate, insertUser, revokeAllSessions, takenIdentity, updateUser } from "~/models/users.server";
import { writeTransaction } from "~/models/write-transaction.server";
import { isUniqueViolation } from "~/services/box-office/lock.server";
import { hashPassword } from "~/services/password.server";
import { recordChange, type Actor } from "./audit.server";

export const USER_ENTITY = "users";

/** Marks a password change in the audit log without logging anything about the password. */
const PASSWORD_SET = "••••••";

export type SaveUser = { ok: true; id: number; revoked: number } | { ok: false; status: 400 | 404; errors: FieldErrors };

class Refused extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly errors: FieldErrors,
  ) {
    super("refused");
  }
}

/** Creates (`id` null) or updates a user from the checked form. */
export async function saveUser(actor: Actor, id: number | null, form: UserForm, texts: OfficeTexts): Promise<SaveUser> {
  // Hashing is slow: done before the transaction takes the write lock.
  const passwordHash = form.password ? await hashPassword(form.password) : null;
  const values = {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email!,
    username: form.username,
    role: form.role,
    is_active: form.is_active,
    editor_locale: form.editor_locale,
  };
  try {
    return await writeTransaction(async (tx) => {
      const before = id === null ? null : await findUserForUpdate(tx, id);
      if (id !== null && !before) throw new Refused(404, { _form: [texts.form.notFound] });
      const errors: FieldErrors = {};
      if (id === actor.id && values.role !== "admin") errors.role = [texts.users.selfAdmin];
      if (id === actor.id && values.is_active !== 1) errors.is_active = [texts.users.selfDeactivate];
      const taken = await takenIdentity(tx.q, values, id);
      if (taken.email) errors.email = [validationMessage("taken")];
      if (taken.username) errors.username = [validationMessage("taken")];
      if (Object.keys(errors).length) throw new Refused(400, errors);
      let userId: number;
      let revoked = 0;
      if (id === null) {
        userId = await insertUser(tx.q, { ...values, password_hash: passwordHash! });
      } else {
        userId = id;
        await updateUser(tx.q, id, passwordHash ? { ...values, password_hash: passwordHash } : values);
        if (passwordHash || (before!.is_active === 1 && values.is_active === 0)) revoked = await revokeAllSessions(tx.q, id, new Date().toISOString());
      }
      await recordChange(tx.q, actor, {
        entity: USER_ENTITY,
        entityId: userId,
        action: id === null ? "create" : "update",
        before: before ? auditedUser(before) : null,
        after: { ...auditedUser(values), ...(passwordHash ? { password: PASSWORD_SET } : {}) },
      });
      return { ok: true as const, id: userId, revoked };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, errors: error.errors };
    // A concurrent save took the address or username between the check and the write.
    if (isUniqueViolation(error)) return { ok: false, status: 400, errors: { _form: [validationMessage("taken")] } };
    throw error;
  }
}
