import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import type { FormEntryResult } from "~/components/cms/modules/form";
import { PageSections } from "~/components/cms/page-sections";
import { fieldUploadsFromForm, fieldValuesFromForm, FormEntryPost } from "~/lib/schemas/form-entry";
import { useTranslation } from "~/components/i18n";
import { pageMeta, siteMeta } from "~/lib/meta";
import { mediaUrl } from "~/lib/images";
import { href } from "~/lib/routes";
import { findImages } from "~/models/images.server";
import { findPageAncestors, findPageByPath, getPageSections } from "~/models/pages.server";
import { getDesignSettings } from "~/models/settings.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { submitFormEntry } from "~/services/form-entries.server";
import { httpError, notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { pageForm, usingForm } from "~/services/http/input.server";
import { resolveModuleData } from "~/services/module-data.server";
import { can, optionalUser } from "~/services/auth.server";
import cmsStylesheet from "~/styles/cms.css";
import { safeRedirect } from "~/services/http/redirect.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStylesheet }];

/** The page's URL below the locale prefix: "/de/festival/ueber-uns/" → "festival/ueber-uns". */
function pagePathOf(request: Request, locale: string): string {
  const { pathname } = new URL(request.url);
  const rest = pathname.slice(locale.length + 1).replace(/^\/+|\/+$/g, "");
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const page = await findPageByPath(locale, pagePathOf(request, locale));
  const isEditor = can(await optionalUser(request), "edit-pages");
  // Offline pages exist only for editors.
  if (!page || (!page.isOnline && !isEditor)) throw await notFound();

  const now = new Date();
  const [sections, ancestors, design] = await Promise.all([getPageSections(page.id), findPageAncestors(locale, page), getDesignSettings()]);
  const images = await findImages([page.ogImageId, design.logoImageId], locale);
  const ogImage = images.get(page.ogImageId ?? -1) ?? images.get(design.logoImageId ?? -1);

  return {
    page,
    locale,
    layout: page.isLandingPage ? ("landing" as const) : ("default" as const),
    isHome: page.urls[locale] === href("home", locale),
    isEditor,
    // Fields localised, time windows applied, referenced records loaded (one query per kind).
    sections: await resolveModuleData(sections, locale, now),
    breadcrumb: [
      { label: null, url: href("home", locale) },
      ...ancestors.map((p) => ({ label: p.title, url: p.isClickable ? p.urls[locale] : null })),
    ],
    ogImage: ogImage ? mediaUrl(ogImage.name, ogImage.width, "jpg") : design.logoUrl,
    alternates: page.urls,
  };
}

// A form module posts here (with its files, if it has file fields), so that without JavaScript its
// errors show in place (400) and success comes back as ?sent={form} (303).
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return usingForm(await pageForm(request), async ({ formData, tooLarge }) => {
    const post = FormEntryPost.safeParse(Object.fromEntries(formData));
    if (!post.success) throw await httpError(400, "Unknown form submission.");
    const values = fieldValuesFromForm(formData);
    const uploads = fieldUploadsFromForm(formData, tooLarge);
    const result = await submitFormEntry(post.data.form, values, requestLocale(request), context.clientIp, uploads);
    if (result.ok) {
      const url = new URL(request.url);
      return safeRedirect(`${url.pathname}?sent=${post.data.form}#form-${post.data.form}`, href("home", requestLocale(request)), 303);
    }
    if (result.status === 404) throw await notFound();
    return data<FormEntryResult>(
      { formId: post.data.form, errors: result.errors ?? {}, values, message: result.status === 429 ? "tooMany" : undefined },
      { status: result.status },
    );
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteMeta(matches);
  if (!data || !site) return [];
  const { page } = data;
  return pageMeta({
    title: data.isHome ? "" : page.metaTitle,
    festivalTitle: site.festivalTitle,
    description: page.metaDescription,
    ogTitle: page.ogTitle,
    ogDescription: page.ogDescription,
    ogType: page.ogType,
    image: data.ogImage,
    origin: site.origin,
    path: page.urls[data.locale],
    alternates: page.urls,
    noindex: !page.isOnline,
  });
};

export default function CmsPage() {
  const { page, sections, breadcrumb, isEditor, isHome } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className={page.isLandingPage ? "cms-page cms-page--landing" : "cms-page"}>
      {!page.isOnline && isEditor ? <p className="notice notice--warning">{t("page.offlineNotice")}</p> : null}
      {isHome || page.isLandingPage ? null : <Breadcrumb items={[...breadcrumb, { label: page.title, url: null }]} />}
      <header className="page-header">
        <h1>{page.headline}</h1>
      </header>
      <PageSections sections={sections} />
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
