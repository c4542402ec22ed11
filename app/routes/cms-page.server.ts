/**
 * The CMS page's server side: which state of the page a request gets, its loader and its action.
 * The route module (app/routes/cms-page.tsx) keeps only what the browser needs, so that the editor's
 * schemas and the date library, which the loader and the action use, stay out of a visitor's page.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { FormEntryResult } from "~/components/cms/modules/form";
import { collectStickyLinks } from "~/components/cms/sticky-links";
import { LazyEditMode } from "~/components/editor/lazy-edit-mode";
import { fieldUploadsFromForm, fieldValuesFromForm, FormEntryPost } from "~/lib/schemas/form-entry";
import { mediaUrl } from "~/lib/images";
import { href, type Locale } from "~/lib/routes";
import type { EditModeData } from "~/lib/editor/edit-mode";
import { previewBarData, type PreviewBarData } from "~/lib/editor/preview-bar";
import type { ResolvedSection } from "~/lib/types/cms-modules";
import { findImages } from "~/models/images.server";
import { findPageByPath, findPublishedPage, getPageSections, getVersionSections, type PageSummary, type PublishedPage } from "~/models/pages.server";
import { berlinInputToIso } from "~/lib/editor/berlin-time";
import { Id } from "~/lib/schemas/common";
import type { SectionRecord } from "~/lib/types/page-sections";
import type { StickyLink } from "~/lib/sticky-links";
import { now as clockNow } from "~/services/clock.server";
import { getDesignSettings } from "~/models/settings.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { submitFormEntry } from "~/services/form-entries.server";
import { httpError, notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { pageForm, usingForm } from "~/services/http/input.server";
import { resolveModuleData, resolvePublishedModules } from "~/services/module-data.server";
import { can, optionalUser } from "~/services/auth.server";
import { isEditorIntent } from "~/lib/editor/form-requests";
import { editorFormAction } from "~/services/editor/edit-actions.server";
import { EDIT_MODE_HEADERS, editLoginRedirect, editModeData, editorLocaleOf, wantsEditMode } from "~/services/editor/edit-mode.server";
import { safeRedirect } from "~/services/http/redirect.server";

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

/** What the page's loader gives (a visitor's page has `editMode: null`). */
export interface CmsPageData {
  page: PageSummary;
  locale: Locale;
  layout: "landing" | "default";
  isHome: boolean;
  isEditor: boolean;
  sections: ResolvedSection[];
  /** The modules marked `sticky`, for the sticky bar (app/lib/sticky-links.ts). */
  stickyLinks: StickyLink[];
  breadcrumb: { label: string | null; url: string | null }[];
  ogImage: string | null;
  alternates: Record<Locale, string>;
  editMode: EditModeData | null;
  /** Above a preview of the draft or a version shown to an editor: what is shown and the way back. */
  previewBar: PreviewBarData | null;
}

type PageView = { kind: "published" | "login" | "edit" | "preview" | "version"; sections: SectionRecord[]; now: Date };

/**
 * Which state of the page the request gets. Everyone, editors included, gets the published version;
 * an editor's `?edit` the draft in the edit mode, `?edit&preview` the draft as a visitor would see it
 * (`&asOf=2026-06-12T10:00`, Berlin time: the modules' online windows at that instant), and
 * `?version_id=N` version N. Anyone else's `?edit` is the login dialog over the published page.
 */
async function pageView(request: Request, published: PublishedPage, isEditor: boolean): Promise<PageView | "version-not-found"> {
  const params = new URL(request.url).searchParams;
  const pageId = published.page.id;
  const current = clockNow();
  if (isEditor && params.has("version_id")) {
    const versionId = Id.safeParse(params.get("version_id"));
    const sections = versionId.success ? await getVersionSections(pageId, versionId.data) : undefined;
    return sections ? { kind: "version", sections, now: current } : "version-not-found";
  }
  if (!wantsEditMode(request)) return { kind: "published", sections: published.sections, now: current };
  if (!isEditor) return { kind: "login", sections: published.sections, now: current };
  const sections = await getPageSections(pageId);
  if (!params.has("preview")) return { kind: "edit", sections, now: current };
  const asOf = berlinInputToIso(params.get("asOf"));
  const at = asOf ? new Date(asOf) : current;
  return { kind: "preview", sections, now: Number.isNaN(at.getTime()) ? current : at };
}

/** The preview bar's texts, in the editor's language. */
function previewBarFor(request: Request, locale: Locale, saved: string | null | undefined): PreviewBarData {
  const url = new URL(request.url);
  const version = Id.safeParse(url.searchParams.get("version_id"));
  return previewBarData(url.pathname, editorLocaleOf(request, locale, saved), { asOf: url.searchParams.get("asOf"), version: version.success ? version.data : null });
}

export async function cmsPageLoader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const path = pagePathOf(request, locale);
  const published = await findPublishedPage(locale, path);
  const user = await optionalUser(request);
  const isEditor = can(user, "edit-pages");
  // Offline pages exist only for editors.
  if (!published || (!published.page.isOnline && !isEditor)) {
    if (!isEditor && wantsEditMode(request)) throw editLoginRedirect(request, locale);
    throw await notFound();
  }

  const { page, ancestors } = published;
  const view = await pageView(request, published, isEditor);
  if (view === "version-not-found") throw await notFound();
  const now = view.now;
  const design = await getDesignSettings();
  const sections = view.sections;
  const images = await findImages([page.ogImageId, design.logoImageId], locale);
  const ogImage = images.get(page.ogImageId ?? -1) ?? images.get(design.logoImageId ?? -1);
  // `?edit`: the editor's edit mode, or for anyone else the page with the login dialog.
  const editMode = view.kind === "edit" || view.kind === "login" ? await editModeData(request, { page, locale, sections, editor: isEditor ? user : null, now }) : null;
  if (editMode) await LazyEditMode.preload();
  // Fields localised, time windows applied, referenced records loaded (one query per kind); for a
  // visitor's published page as of the read window, remembered for it.
  const resolved =
    view.kind === "published"
      ? await resolvePublishedModules(locale, path, now)
      : await resolveModuleData(sections, locale, now, { allModules: editMode?.data.kind === "editor" });

  const body: CmsPageData = {
    page,
    locale,
    layout: page.isLandingPage ? ("landing" as const) : ("default" as const),
    isHome: page.urls[locale] === href("home", locale),
    isEditor,
    sections: resolved,
    stickyLinks: collectStickyLinks(resolved),
    breadcrumb: [
      { label: null, url: href("home", locale) },
      ...ancestors.map((p) => ({ label: p.title, url: p.isClickable ? p.urls[locale] : null })),
    ],
    ogImage: ogImage ? mediaUrl(ogImage.name, ogImage.width, "jpg") : design.logoUrl,
    alternates: page.urls,
    editMode: editMode?.data ?? null,
    previewBar: view.kind === "preview" || view.kind === "version" ? previewBarFor(request, locale, user?.editor_locale) : null,
  };
  if (!editMode && view.kind === "published") return data(body);
  // The draft, an old version and the edit mode are one editor's: never stored.
  const headers = new Headers(EDIT_MODE_HEADERS);
  if (editMode?.setCookie) headers.append("Set-Cookie", editMode.setCookie);
  return data(body, { headers });
}

// A form module posts here (with its files, if it has file fields), so that without JavaScript its
// errors show in place (400) and success comes back as ?sent={form} (303).
export async function cmsPageAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return usingForm(await pageForm(request), async ({ formData, tooLarge }) => {
    // The edit mode's forms name an `editor:` intent; a form module's entry is `form-entry`.
    const intent = formData.get("intent");
    if (typeof intent === "string" && intent.startsWith("editor:")) {
      if (!isEditorIntent(intent)) throw await httpError(400, "Unknown intent.");
      const locale = requestLocale(request);
      const page = await findPageByPath(locale, pagePathOf(request, locale));
      if (!page) throw await notFound();
      return editorFormAction(request, { formData, tooLarge }, intent, { id: page.id, path: new URL(request.url).pathname }, locale);
    }
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
