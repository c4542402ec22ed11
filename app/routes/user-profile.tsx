import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { CSRF_FIELD } from "~/lib/csrf";
import { formatShortDate, formatTime } from "~/lib/dates";
import { href, type Locale } from "~/lib/routes";
import { ProfileActionSchema, type PasswordErrors } from "~/lib/schemas/profile";
import { listLiveSessions, revokeSession } from "~/models/sessions.server";
import { assertCsrf, csrfToken } from "~/services/csrf.server";
import { i18n, requestLocale } from "~/services/i18n.server";
import { pageForm } from "~/services/input.server";
import { changePassword } from "~/services/password-change.server";
import { safeRedirect } from "~/services/redirect.server";
import { requireUser } from "~/services/auth.server";
import { endSession, revokeSessionsOf } from "~/services/session.server";

const DONE = ["revoked", "revokedOthers", "passwordChanged"] as const;

function when(iso: string, locale: Locale): string {
  return `${formatShortDate(iso, locale)}, ${formatTime(iso, locale)}`;
}

// /de/user/profile — the logged-in editor's own details, where they are logged in (with a way to
// log other devices out) and a password change; others are sent to the login.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const editor = await requireUser(request, "own-profile");
  const [t, sessions] = await Promise.all([i18n.getFixedT(locale), listLiveSessions(editor.id, new Date().toISOString())]);
  return {
    title: t("profile.title"),
    csrf: csrfToken(request).token,
    profile: {
      name: `${editor.first_name} ${editor.last_name}`.trim(),
      email: editor.email,
      username: editor.username,
      isAdmin: editor.is_admin === 1,
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.user_agent.slice(0, 120),
      since: when(s.created_at, locale),
      lastSeen: when(s.last_seen_at, locale),
      current: s.id === editor.sessionId,
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const user = await requireUser(request, "own-profile");
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  const parsed = ProfileActionSchema.safeParse(Object.fromEntries(form));
  const here = href("user-profile", locale);
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors as Record<string, string[] | undefined>;
    console.warn(`[profile] invalid form: ${Object.keys(fields).join(", ")}`);
    const errors: PasswordErrors = {
      current_password: fields.current_password?.[0],
      new_password: fields.new_password?.[0],
      confirm_password: fields.confirm_password?.[0],
      form: fields.session?.[0] ?? (fields.intent ? "profile.invalid" : undefined),
    };
    return data({ errors }, { status: 400 });
  }
  const now = new Date().toISOString();
  switch (parsed.data.intent) {
    case "revoke": {
      if (parsed.data.session === user.sessionId) return safeRedirect(href("home", locale), "/", { status: 303, headers: { "Set-Cookie": await endSession(request) } });
      if (!(await revokeSession(user.id, parsed.data.session, now))) {
        return data({ errors: { form: "profile.unknownSession" } satisfies PasswordErrors }, { status: 404 });
      }
      console.log(`[profile] user ${user.id} logged out one of their other sessions`);
      return safeRedirect(`${here}?done=revoked`, here, 303);
    }
    case "revoke-others": {
      const count = await revokeSessionsOf(user.id, user.sessionId);
      console.log(`[profile] user ${user.id} logged out ${count} other sessions`);
      return safeRedirect(`${here}?done=revokedOthers`, here, 303);
    }
    case "password": {
      const result = await changePassword(request, user.id, parsed.data.current_password, parsed.data.new_password);
      if (!result.ok) {
        console.warn(`[profile] password change refused for user ${user.id}: ${result.error}`);
        const errors: PasswordErrors = result.status === 400 ? { current_password: result.error } : { form: result.error };
        return data({ errors }, { status: result.status });
      }
      console.log(`[profile] user ${user.id} changed their password; every other session revoked`);
      return safeRedirect(`${here}?done=passwordChanged`, here, { status: 303, headers: { "Set-Cookie": result.setCookie } });
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function UserProfile() {
  const { profile, sessions, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: PasswordErrors = (result && "errors" in result ? result.errors : undefined) ?? {};
  const [params] = useSearchParams();
  const done = DONE.find((d) => d === params.get("done"));
  const { t } = useTranslation();
  const message = (key?: string) => (key ? t(key as "profile.invalid") : null);
  const others = sessions.some((s) => !s.current);
  return (
    <section className="narrow-page">
      <h1>{t("profile.title")}</h1>
      {done ? (
        <p role="status" className="notice notice--success">
          {t(`profile.${done}`)}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="form-error">
          {message(errors.form)}
        </p>
      ) : null}
      <dl className="definition-list">
        <dt>{t("profile.name")}</dt>
        <dd>{profile.name}</dd>
        <dt>{t("profile.email")}</dt>
        <dd>{profile.email}</dd>
        <dt>{t("profile.username")}</dt>
        <dd>{profile.username}</dd>
        <dt>{t("profile.role")}</dt>
        <dd>{profile.isAdmin ? t("profile.admin") : t("profile.editor")}</dd>
      </dl>

      <h2 id="sessions-title">{t("profile.sessions")}</h2>
      <p>{t("profile.sessionsIntro")}</p>
      <ul className="session-list" aria-labelledby="sessions-title">
        {sessions.map((s) => (
          <li key={s.id} className="session-list__item">
            <p>
              <strong>{s.current ? t("profile.thisDevice") : t("profile.device")}</strong>: {s.device || t("profile.unknownDevice")}
            </p>
            <p>
              {t("profile.since")}: {s.since} · {t("profile.lastSeen")}: {s.lastSeen}
            </p>
            {s.current ? null : (
              <Form method="post">
                <input type="hidden" name={CSRF_FIELD} value={csrf} />
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="session" value={s.id} />
                <button type="submit" className="button button--ghost">
                  {t("profile.revoke")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others ? (
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="revoke-others" />
          <button type="submit" className="button">
            {t("profile.revokeOthers")}
          </button>
        </Form>
      ) : null}

      <h2>{t("profile.password")}</h2>
      <p>{t("profile.passwordIntro")}</p>
      <Form method="post" noValidate className="stacked-form">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="password" />
        {(["current_password", "new_password", "confirm_password"] as const).map((name) => (
          <PasswordField key={name} name={name} error={message(errors[name])} />
        ))}
        <button type="submit" className="button">
          {t("profile.passwordSubmit")}
        </button>
      </Form>
    </section>
  );
}

const LABELS = { current_password: "profile.currentPassword", new_password: "profile.newPassword", confirm_password: "profile.confirmPassword" } as const;

function PasswordField({ name, error }: { name: keyof typeof LABELS; error: string | null }) {
  const { t } = useTranslation();
  const id = `profile-${name}`;
  return (
    <>
      <label htmlFor={id}>{t(LABELS[name])}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={name === "current_password" ? "current-password" : "new-password"}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
