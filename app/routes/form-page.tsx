import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { catalogueMeta } from "~/components/catalogue/meta";
import { FormView, type FormEntryResult } from "~/components/cms/modules/form";
import { RichText } from "~/components/cms/rich-text";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { richTextToPlain } from "~/lib/rich-text";
import { href } from "~/lib/routes";
import { fieldUploadsFromForm, fieldValuesFromForm, FormEntryPost } from "~/lib/schemas/form-entry";
import { findFormWithFields } from "~/models/forms.server";
import { detailId, ensureCanonical } from "~/services/catalogue.server";
import { submitFormEntry } from "~/services/form-entries.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { httpError, notFound } from "~/services/http/http-errors.server";
import { pageForm, usingForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { requestLocale } from "~/services/i18n.server";
import cmsStylesheet from "~/styles/cms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStylesheet }];

/** The online form of the address (404 for an unknown or offline one), at its canonical address (301 for another slug). */
async function formOf(request: Request, params: Record<string, string | undefined>) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const form = await findFormWithFields(id, locale);
  if (!form) throw await notFound();
  const alternates = { de: href("form-page", "de", { slug: form.slug || "-", id }), en: href("form-page", "en", { slug: form.slug || "-", id }) };
  ensureCanonical(request, alternates[locale]);
  return { locale, form, alternates };
}

// /de/forms/{slug}/{id} · /en/forms/{slug}/{id} — one form as a page of its own; `?sent` after a stored entry.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, form, alternates } = await formOf(request, params);
  const sent = new URL(request.url).searchParams.has("sent");
  return {
    locale,
    alternates,
    form,
    sent,
    meta: { title: form.title, description: richTextToPlain(form.intro).slice(0, 160), image: null, path: alternates[locale] },
  };
}

// The form posts here (multipart when it has a file field): 400 with the messages and the values typed,
// 303 to `?sent` once the entry is stored through the same service as the JSON API.
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { locale, form, alternates } = await formOf(request, params);
  return usingForm(await pageForm(request), async ({ formData, tooLarge }) => {
    const post = FormEntryPost.safeParse(Object.fromEntries(formData));
    if (!post.success || post.data.form !== form.id) {
      console.warn(`[forms] form page ${form.id}: a post without its form`);
      throw await httpError(400, "Unknown form submission.");
    }
    const values = fieldValuesFromForm(formData);
    const result = await submitFormEntry(form.id, values, locale, context.clientIp, fieldUploadsFromForm(formData, tooLarge));
    if (result.ok) return safeRedirect(`${alternates[locale]}?sent=${form.id}`, alternates[locale], 303);
    if (result.status === 404) throw await notFound();
    return data<FormEntryResult>({ formId: form.id, errors: result.errors ?? {}, values, message: result.status === 429 ? "tooMany" : undefined }, { status: result.status });
  });
}

export const meta = catalogueMeta;

export default function FormPage() {
  const { form, sent, locale, alternates } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="form-page">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: form.title, url: null }]} />
      <header className="page-header">
        <h1 id="form-page-title">{form.title}</h1>
      </header>
      {sent ? (
        <section className="form-page__sent">
          <p className="notice notice--success" role="status">
            {form.successText || t("cms.form.sent")}
          </p>
          <p>
            <Link to={alternates[locale]}>{t("formPage.again")}</Link>
          </p>
        </section>
      ) : (
        <>
          <RichText value={form.intro} className="rich-text form-page__intro" />
          <FormView form={{ ...form, intro: "" }} idBase={`form-page-${form.id}`} titleId="form-page-title" />
        </>
      )}
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
