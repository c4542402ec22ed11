import { Form } from "~/components/ui/form";
import { registerAccountTexts } from "~/lib/account-texts";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { TextField } from "~/components/ui/text-field";
import { CSRF_FIELD } from "~/lib/csrf";
import { href } from "~/lib/routes";
import { LoginSchema, type LoginErrors } from "~/lib/schemas/login";
import { assertCsrf, csrfToken } from "~/services/http/csrf.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { pageForm } from "~/services/http/input.server";
import { allowLoginAttempt, authenticate } from "~/services/login.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { startSession } from "~/services/http/session.server";

// The account's and the webshop's texts come with their pages (app/lib/account-texts.ts).
registerAccountTexts();

// The form carries the visitor's CSRF token: never kept by a cache, whatever cookies came along.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, setCookie } = csrfToken(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  const t = await fixedT(requestLocale(request));
  return data({ csrf: token, redirectTo, title: t("login.title") }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  if (!(await allowLoginAttempt(context.clientIp))) {
    console.warn(`[login] rate limit for ${context.clientIp}`);
    return data({ errors: { form: "login.tooMany" } satisfies LoginErrors, email: String(form.get("email") ?? "") }, { status: 429 });
  }
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors;
    return data(
      { errors: { email: fields.email?.[0], password: fields.password?.[0] } satisfies LoginErrors, email: String(form.get("email") ?? "") },
      { status: 400 },
    );
  }
  const userId = await authenticate(parsed.data.email, parsed.data.password);
  if (userId === null) {
    console.warn("[login] failed attempt");
    return data({ errors: { form: "login.invalid" } satisfies LoginErrors, email: parsed.data.email }, { status: 400 });
  }
  return safeRedirect(parsed.data.redirectTo, href("home", locale), {
    status: 303,
    headers: { "Set-Cookie": await startSession(request, userId) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function Login() {
  const { csrf, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const errors: LoginErrors = result?.errors ?? {};
  const message = (key?: string) => (key ? t(key as "login.required") : null);
  return (
    <section className="narrow-page">
      <h1>{t("login.title")}</h1>
      <Form method="post" noValidate className="stacked-form">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {errors.form ? (
          <p role="alert" className="form-error">
            {message(errors.form)}
          </p>
        ) : null}
        <TextField
          id="login-email"
          label={t("login.email")}
          error={message(errors.email)}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={result?.email}
          required
        />
        <TextField
          id="login-password"
          label={t("login.password")}
          error={message(errors.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </button>
      </Form>
    </section>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
