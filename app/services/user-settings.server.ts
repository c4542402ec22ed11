/**
 * A user's own settings: name and e-mail address (unique) and the editing interface's language.
 * Each change writes its audit row (entity "users") in the same transaction, the user as actor.
 */
import type { EditorLocale } from "~/lib/editor/texts";
import { findUserForUpdate, takenIdentity, updateUser } from "~/models/users.server";
import { writeTransaction } from "~/models/write-transaction.server";
import { recordChange, type Actor } from "./back-office/audit.server";
import { USER_ENTITY } from "./back-office/users.server";
import { isUniqueViolation } from "./box-office/lock.server";

export type OwnDetails = { first_name: string; last_name: string; email: string };

/** Saves the user's name and e-mail address; `emailTaken` when another account has the address. */
export async function saveOwnDetails(user: Actor, details: OwnDetails): Promise<{ ok: true } | { ok: false; error: "emailTaken" | "gone" }> {
  return writeDetails(user, details).catch((error: unknown) => {
    // A concurrent save took the address between the check and the write.
    if (isUniqueViolation(error)) return { ok: false as const, error: "emailTaken" as const };
    throw error;
  });
}

function writeDetails(user: Actor, details: OwnDetails) {
  return writeTransaction(async (tx) => {
    const before = await findUserForUpdate(tx, user.id);
    if (!before) return { ok: false as const, error: "gone" as const };
    if ((await takenIdentity(tx.q, { email: details.email }, user.id)).email) return { ok: false as const, error: "emailTaken" as const };
    await updateUser(tx.q, user.id, details);
    const old = { first_name: before.first_name, last_name: before.last_name, email: before.email };
    await recordChange(tx.q, user, { entity: USER_ENTITY, entityId: user.id, action: "update", before: old, after: { ...details, email: details.email.toLowerCase() } });
    return { ok: true as const };
  });
}

/** Saves the language of the user's back office and edit mode. */
export async function saveOwnLanguage(user: Actor, locale: EditorLocale): Promise<void> {
  await writeTransaction(async (tx) => {
    const before = await findUserForUpdate(tx, user.id);
    if (!before) return;
    await updateUser(tx.q, user.id, { editor_locale: locale });
    await recordChange(tx.q, user, { entity: USER_ENTITY, entityId: user.id, action: "update", before: { editor_locale: before.editor_locale }, after: { editor_locale: locale } });
  });
}
