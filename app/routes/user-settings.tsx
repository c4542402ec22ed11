import { Form } from "~/components/ui/form";
import { registerAccountTexts } from "~/lib/account-texts";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { TextField } from "~/components/ui/text-field";
import { CSRF_FIELD } from "~/lib/csrf";
import { EDITOR_LOCALES } from "~/lib/editor/texts";
import { href } from "~/lib/routes";
import { SettingsActionSchema, type SettingsErrors } from "~/lib/schemas/user-settings";
import { requireUser } from "~/services/auth.server";
import { clearEditorLocaleCookie } from "~/services/editor/edit-mode.server";
import { assertCsrf, csrfToken } from "~/services/http/csrf.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { changePassword } from "~/services/password-change.server";
import { saveOwnDetails, saveOwnLanguage } from "~/services/user-settings.server";

// The account's and the webshop's texts come with their pages (app/lib/account-texts.ts).
registerAccountTexts();

const DONE = { details: "userSettings.detailsSaved", language: "userSettings.languageSaved", password: "userSettings.passwordSaved" } as const;
const LANGUAGE_NAMES = { de: "Deutsch", en: "English", ja: "日本語", la: "Latina" } as const;

type Intent = keyof typeof DONE;
/** A refused form: which one, its messages by field and what was typed (never a password). */
type Refused = { intent: Intent | null; errors: SettingsErrors; values: Record<string, string> };

function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && value in DONE;
}

function refused(intent: Intent | null, errors: SettingsErrors, form: FormData, status: number) {
  const values: Record<string, string> = {};
  for (const name of ["first_name", "last_name", "email", "editor_locale"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 300);
  }
  return data<Refused>({ intent, errors, values }, { status });
}

// /de/user/settings — the logged-in user's own name, e-mail address, password and interface language.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const user = await requireUser(request, "own-profile");
  const t = await fixedT(locale);
  return {
    title: t("userSettings.title"),
    csrf: csrfToken(request).token,
    settings: { first_name: user.first_name, last_name: user.last_name, email: user.email, editor_locale: user.editor_locale ?? locale },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const user = await requireUser(request, "own-profile");
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  const parsed = SettingsActionSchema.safeParse(Object.fromEntries(form));
  const here = href("user-settings", locale);
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors as Record<string, string[] | undefined>;
    console.warn(`[settings] invalid form from user ${user.id}: ${Object.keys(fields).join(", ")}`);
    const errors: SettingsErrors = Object.fromEntries(Object.entries(fields).map(([name, messages]) => (name === "intent" ? ["form", "profile.invalid"] : [name, messages?.[0]])));
    const intent = form.get("intent");
    return refused(isIntent(intent) ? intent : null, errors, form, 400);
  }
  const done = (intent: Intent, setCookie?: string) => safeRedirect(`${here}?done=${intent}`, here, { status: 303, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  switch (parsed.data.intent) {
    case "details": {
      const { first_name, last_name, email } = parsed.data;
      const result = await saveOwnDetails(user, { first_name, last_name, email });
      if (!result.ok) {
        console.warn(`[settings] user ${user.id} refused: ${result.error}`);
        const taken = result.error === "emailTaken";
        return refused("details", taken ? { email: "userSettings.emailTaken" } : { form: "profile.invalid" }, form, taken ? 400 : 404);
      }
      console.log(`[settings] user ${user.id} saved their name and e-mail address`);
      return done("details");
    }
    case "language": {
      await saveOwnLanguage(user, parsed.data.editor_locale);
      console.log(`[settings] user ${user.id} chose the interface language ${parsed.data.editor_locale}`);
      // The toolbar's choice on this device gives way to the saved setting.
      return done("language", clearEditorLocaleCookie());
    }
    case "password": {
      const result = await changePassword(request, user.id, parsed.data.current_password, parsed.data.new_password);
      if (!result.ok) {
        console.warn(`[settings] password change refused for user ${user.id}: ${result.error}`);
        return refused("password", result.status === 400 ? { current_password: result.error } : { form: result.error }, form, result.status);
      }
      console.log(`[settings] user ${user.id} changed their password; every other session revoked`);
      return done("password", result.setCookie);
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function UserSettings() {
  const { settings, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, locale } = useTranslation();
  const done = params.get("done");
  const message = (key?: string) => (key ? t(key as "profile.invalid") : null);
  const errorsOf = (intent: Intent): SettingsErrors => (result?.intent === intent ? result.errors : {});
  const typed = (name: keyof typeof settings) => result?.values[name] ?? settings[name];
  const details = errorsOf("details");
  const language = errorsOf("language");
  const password = errorsOf("password");
  return (
    <section className="narrow-page">
      <h1>{t("userSettings.title")}</h1>
      <p>{t("userSettings.intro")}</p>
      <p>
        <Link to={href("user-profile", locale)}>{t("userSettings.toProfile")}</Link>
      </p>
      {isIntent(done) ? (
        <p role="status" className="notice notice--success">
          {t(DONE[done])}
        </p>
      ) : null}
      {result?.errors.form ? (
        <p role="alert" className="form-error">
          {message(result.errors.form)}
        </p>
      ) : null}

      <SettingsForm title={t("userSettings.details")} intent="details" csrf={csrf} submit={t("userSettings.detailsSubmit")}>
        <TextField id="settings-first-name" name="first_name" label={t("userSettings.firstName")} autoComplete="given-name" defaultValue={typed("first_name")} error={message(details.first_name)} />
        <TextField id="settings-last-name" name="last_name" label={t("userSettings.lastName")} autoComplete="family-name" defaultValue={typed("last_name")} error={message(details.last_name)} />
        <TextField id="settings-email" name="email" type="email" required label={t("userSettings.email")} autoComplete="email" defaultValue={typed("email")} error={message(details.email)} />
      </SettingsForm>

      <SettingsForm title={t("userSettings.language")} intent="language" csrf={csrf} submit={t("userSettings.languageSubmit")}>
        <p id="settings-language-intro">{t("userSettings.languageIntro")}</p>
        <label htmlFor="settings-language">{t("userSettings.languageLabel")}</label>
        <select
          id="settings-language"
          name="editor_locale"
          defaultValue={typed("editor_locale")}
          aria-invalid={language.editor_locale ? true : undefined}
          aria-describedby={language.editor_locale ? "settings-language-error settings-language-intro" : "settings-language-intro"}
        >
          {EDITOR_LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        {language.editor_locale ? (
          <p id="settings-language-error" className="field-error">
            {message(language.editor_locale)}
          </p>
        ) : null}
      </SettingsForm>

      <SettingsForm title={t("profile.password")} intent="password" csrf={csrf} submit={t("profile.passwordSubmit")}>
        <p>{t("profile.passwordIntro")}</p>
        <TextField id="settings-current-password" name="current_password" type="password" required label={t("profile.currentPassword")} autoComplete="current-password" error={message(password.current_password)} />
        <TextField id="settings-new-password" name="new_password" type="password" required label={t("profile.newPassword")} autoComplete="new-password" error={message(password.new_password)} />
        <TextField id="settings-confirm-password" name="confirm_password" type="password" required label={t("profile.confirmPassword")} autoComplete="new-password" error={message(password.confirm_password)} />
      </SettingsForm>
    </section>
  );
}

function SettingsForm({ title, intent, csrf, submit, children }: { title: string; intent: Intent; csrf: string; submit: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`settings-${intent}-title`}>
      <h2 id={`settings-${intent}-title`}>{title}</h2>
      <Form method="post" noValidate className="stacked-form">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value={intent} />
        {children}
        <button type="submit" className="button">
          {submit}
        </button>
      </Form>
    </section>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
