import { Form } from "~/components/ui/form";
import { registerAccountTexts } from "~/lib/account-texts";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { CSRF_FIELD } from "~/lib/csrf";
import { formatShortDate, formatTime } from "~/lib/dates";
import { isUserRole } from "~/lib/back-office/roles";
import { href, type Locale } from "~/lib/routes";
import { ProfileActionSchema, type ProfileErrors } from "~/lib/schemas/profile";
import { listLiveSessions, revokeSession } from "~/models/sessions.server";
import { assertCsrf, csrfToken } from "~/services/http/csrf.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { requireUser } from "~/services/auth.server";
import { endSession, revokeSessionsOf } from "~/services/http/session.server";

// The account's and the webshop's texts come with their pages (app/lib/account-texts.ts).
registerAccountTexts();

const DONE = ["revoked", "revokedOthers"] as const;
const ROLE_KEYS = { admin: "profile.admin", editor: "profile.editor", box_office: "profile.boxOffice" } as const;

function when(iso: string, locale: Locale): string {
  return `${formatShortDate(iso, locale)}, ${formatTime(iso, locale)}`;
}

// /de/user/profile — who the logged-in user is (with their role) and where they are logged in, with a
// way to log other devices out; others are sent to the login. Changes are made in the settings.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const editor = await requireUser(request, "own-profile");
  const [t, sessions] = await Promise.all([fixedT(locale), listLiveSessions(editor.id, new Date().toISOString())]);
  return {
    title: t("profile.title"),
    csrf: csrfToken(request).token,
    profile: {
      name: `${editor.first_name} ${editor.last_name}`.trim(),
      email: editor.email,
      username: editor.username,
      role: isUserRole(editor.role) ? editor.role : "editor",
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
    const errors: ProfileErrors = { form: fields.session?.[0] ?? "profile.invalid" };
    return data({ errors }, { status: 400 });
  }
  const now = new Date().toISOString();
  switch (parsed.data.intent) {
    case "revoke": {
      if (parsed.data.session === user.sessionId) return safeRedirect(href("home", locale), "/", { status: 303, headers: { "Set-Cookie": await endSession(request) } });
      if (!(await revokeSession(user.id, parsed.data.session, now))) {
        return data({ errors: { form: "profile.unknownSession" } satisfies ProfileErrors }, { status: 404 });
      }
      console.log(`[profile] user ${user.id} logged out one of their other sessions`);
      return safeRedirect(`${here}?done=revoked`, here, 303);
    }
    case "revoke-others": {
      const count = await revokeSessionsOf(user.id, user.sessionId);
      console.log(`[profile] user ${user.id} logged out ${count} other sessions`);
      return safeRedirect(`${here}?done=revokedOthers`, here, 303);
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function UserProfile() {
  const { profile, sessions, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: ProfileErrors = (result && "errors" in result ? result.errors : undefined) ?? {};
  const [params] = useSearchParams();
  const done = DONE.find((d) => d === params.get("done"));
  const { t, locale } = useTranslation();
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
        <dd>{t(ROLE_KEYS[profile.role])}</dd>
      </dl>
      <p>
        {t("profile.settings")} <Link to={href("user-settings", locale)}>{t("nav.userSettings")}</Link>
      </p>

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
    </section>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
