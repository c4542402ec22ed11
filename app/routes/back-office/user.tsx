import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { OfficeField } from "~/components/back-office/office-field";
import { OfficeForm, type RefusedForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { USER_ROLES } from "~/lib/back-office/roles";
import { fillText } from "~/lib/back-office/texts";
import { readUserForm, userFormSchema, type UserRecord } from "~/lib/back-office/users";
import { fieldErrors } from "~/lib/back-office/validation";
import { EDITOR_LOCALES } from "~/lib/editor/texts";
import { officeHref } from "~/lib/routes";
import { listRecordAudit } from "~/models/audit-log.server";
import { findUserForEdit } from "~/models/users.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { requireOffice } from "~/services/back-office/office.server";
import { saveUser, USER_ENTITY } from "~/services/back-office/users.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { notFound } from "~/services/http/http-errors.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";

const DONE = ["created", "saved", "savedRevoked"] as const;

/** A refused form with what was typed (never the password), shown again beside its messages. */
interface RefusedUser extends RefusedForm {
  values?: Record<string, string>;
}

function typed(form: FormData): Record<string, string> {
  const { password: _password, ...values } = readUserForm(form);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 300) : ""]));
}

/** The user the address names: null for `new`; a missing or malformed id answers 404. */
async function userOf(id: string | undefined): Promise<UserRecord | null> {
  if (id === "new") return null;
  const user = id && /^\d{1,9}$/.test(id) ? await findUserForEdit(Number(id)) : undefined;
  if (!user) throw await notFound();
  return user;
}

// /cms-hub/users/:id — one account (`new` creates one): name, e-mail, username, role, state, language, password.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts, user: me } = await requireOffice(request, "administer");
  const user = await userOf(params.id);
  const audit = user ? auditEntries(await listRecordAudit(USER_ENTITY, user.id)) : [];
  const title = user ? fillText(texts.users.editTitle, { name: `${user.first_name} ${user.last_name}`.trim() || user.username }) : texts.users.newTitle;
  return { title, user, self: user?.id === me.id, audit };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { texts, user: me } = await requireOffice(request, "administer");
  const user = await userOf(params.id);
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  if (form.get("intent") !== "save") {
    console.warn(`[users] unknown intent from user ${me.id}`);
    return data<RefusedUser>({ errors: { _form: [texts.form.invalid] } }, { status: 400 });
  }
  const parsed = userFormSchema(texts, { creating: user === null }).safeParse(readUserForm(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    console.warn(`[users] invalid user form from user ${me.id}: ${Object.keys(errors).join(", ")}`);
    return data<RefusedUser>({ errors, values: typed(form) }, { status: 400 });
  }
  const result = await saveUser(me, user?.id ?? null, parsed.data, texts);
  if (!result.ok) {
    console.warn(`[users] user ${me.id} could not save user ${user?.id ?? "new"}: ${Object.keys(result.errors).join(", ")}`);
    return data<RefusedUser>({ errors: result.errors, values: typed(form) }, { status: result.status });
  }
  console.log(`[users] user ${me.id} ${user ? "updated" : "created"} user ${result.id}${result.revoked ? `, ${result.revoked} sessions revoked` : ""}`);
  const done = user === null ? "created" : result.revoked ? "savedRevoked" : "saved";
  return safeRedirect(officeHref("office-user", { id: result.id }, { done }), officeHref("office-users"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function OfficeUser() {
  const { title, user, self, audit } = useLoaderData<typeof loader>();
  const { texts } = useOffice();
  const refused = useActionData<RefusedUser>();
  const t = texts.users;
  return (
    <OfficePage
      title={title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-users"), label: t.title },
      ]}
      done={Object.fromEntries(DONE.map((key) => [key, t[key]]))}
    >
      <UserForm user={user} self={self} refused={refused ?? null} />
      {user ? <AuditTrail entries={audit} fieldLabel={(name) => t.fields[name] ?? name} /> : null}
    </OfficePage>
  );
}

function UserForm({ user, self, refused }: { user: UserRecord | null; self: boolean; refused: RefusedUser | null }) {
  const { texts } = useOffice();
  const t = texts.users;
  const creating = user === null;
  const schema = userFormSchema(texts, { creating });
  // After a refusal the form shows what was typed; otherwise the stored values.
  const typedValues = refused?.values;
  const value = (name: keyof UserRecord, fallback = "") => typedValues?.[name] ?? String(user?.[name] ?? fallback);
  const active = typedValues ? typedValues.is_active !== "" : user ? user.is_active === 1 : true;
  return (
    <OfficeForm intent="save" refused={refused} check={{ schema, read: readUserForm }}>
      <fieldset className="office-fieldset">
        <legend>{t.details}</legend>
        <OfficeField name="first_name" label={t.firstName}>
          {(aria) => <input {...aria} type="text" autoComplete="off" defaultValue={value("first_name")} />}
        </OfficeField>
        <OfficeField name="last_name" label={t.lastName}>
          {(aria) => <input {...aria} type="text" autoComplete="off" defaultValue={value("last_name")} />}
        </OfficeField>
        <OfficeField name="email" label={t.email} required>
          {(aria) => <input {...aria} type="email" autoComplete="off" defaultValue={value("email")} />}
        </OfficeField>
      </fieldset>
      <fieldset className="office-fieldset">
        <legend>{t.access}</legend>
        <OfficeField name="username" label={t.username} required hint={t.usernameHint}>
          {(aria) => <input {...aria} type="text" autoComplete="off" defaultValue={value("username")} />}
        </OfficeField>
        <OfficeField name="role" label={t.role} required hint={self ? t.selfAdmin : undefined}>
          {(aria) => (
            <select {...aria} defaultValue={value("role", "editor")}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t.roles[role]}
                </option>
              ))}
            </select>
          )}
        </OfficeField>
        <OfficeField name="is_active" label={t.active} required group hint={self ? t.selfDeactivate : t.activeHint}>
          {(aria) => (
            <label htmlFor={aria.id}>
              <input {...aria} type="checkbox" value="1" defaultChecked={active} /> {t.activeLabel}
            </label>
          )}
        </OfficeField>
        <OfficeField name="editor_locale" label={t.editorLocale} required>
          {(aria) => (
            <select {...aria} defaultValue={value("editor_locale", "de")}>
              {EDITOR_LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t.languages[l]}
                </option>
              ))}
            </select>
          )}
        </OfficeField>
        <OfficeField name="password" label={t.password} required={creating} hint={creating ? t.passwordHintNew : t.passwordHint}>
          {(aria) => <input {...aria} type="password" autoComplete="new-password" />}
        </OfficeField>
      </fieldset>
      <button type="submit" className="button">
        {texts.form.save}
      </button>
    </OfficeForm>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
