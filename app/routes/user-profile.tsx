import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { href } from "~/lib/routes";
import { currentEditor } from "~/services/auth.server";
import { i18n, requestLocale } from "~/services/i18n.server";
import { safeRedirect } from "~/services/redirect.server";

// /de/user/profile — the logged-in editor's own details; others are sent to the login.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const editor = await currentEditor(request);
  if (!editor) {
    const here = new URL(request.url).pathname;
    throw safeRedirect(href("login", locale, {}, { redirectTo: here }), href("login", locale));
  }
  const t = await i18n.getFixedT(locale);
  return {
    title: t("profile.title"),
    profile: {
      name: `${editor.first_name} ${editor.last_name}`.trim(),
      email: editor.email,
      username: editor.username,
      isAdmin: editor.is_admin === 1,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function UserProfile() {
  const { profile } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="narrow-page">
      <h1>{t("profile.title")}</h1>
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
    </section>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
