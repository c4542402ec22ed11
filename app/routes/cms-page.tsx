import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Suspense } from "react";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { PageSections } from "~/components/cms/page-sections";
import { LazyEditMode as EditMode } from "~/components/editor/lazy-edit-mode";
import { useTranslation } from "~/components/i18n";
import { pageMeta, siteMeta } from "~/lib/meta";
import { PreviewBar } from "~/components/editor/preview-bar";
// The loader and the action live in a server module: what they import stays out of the browser.
import { cmsPageAction, cmsPageLoader } from "~/routes/cms-page.server";
import cmsStylesheet from "~/styles/cms.css?url";
import { cacheControlFromData } from "~/lib/route-headers";

export type { CmsPageData } from "~/routes/cms-page.server";

export const loader = cmsPageLoader;
export const action = cmsPageAction;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStylesheet }];

// An edit-mode answer (also the login dialog's) is one editor's: never stored (the page cache keeps only public answers).
export const headers = cacheControlFromData;

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
    // The edit mode (and its login dialog) is no page of its own for search engines.
    noindex: !page.isOnline || data.editMode !== null,
  });
};

export default function CmsPage() {
  const { page, sections, breadcrumb, isEditor, isHome, editMode, previewBar } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className={page.isLandingPage ? "cms-page cms-page--landing" : "cms-page"}>
      {previewBar ? <PreviewBar bar={previewBar} /> : null}
      {!page.isOnline && isEditor ? <p className="notice notice--warning">{t("page.offlineNotice")}</p> : null}
      {isHome || page.isLandingPage ? null : <Breadcrumb items={[...breadcrumb, { label: page.title, url: null }]} />}
      <header className="page-header">
        <h1>{page.headline}</h1>
      </header>
      {editMode ? (
        <Suspense fallback={<PageSections sections={sections} />}>
          <EditMode.Component data={editMode} sections={sections} />
        </Suspense>
      ) : (
        <PageSections sections={sections} />
      )}
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
