import { registerDefaultLocaleTexts } from "~/lib/default-locale-texts";
import { type LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/services/http/http-errors.server";
import { webshopRedirect } from "~/services/webshop-redirects.server";
import { safeRedirect } from "~/services/http/redirect.server";

// A page outside the locales' layouts: German, whichever page the visitor came from.
registerDefaultLocaleTexts();

// /webshop/* (and under each alias): the old webshop's addresses that printed material and mails
// still carry, sent on to the site's own pages (docs/decisions/0014-webshop-pages.md); anything
// else is a 404.
export async function loader({ params }: LoaderFunctionArgs) {
  const target = await webshopRedirect(params["*"] ?? "");
  if (!target) throw await notFound();
  return safeRedirect(target.location, "/", target.status);
}

// Never rendered (the loader always redirects or throws); its presence makes the 404 an HTML page
// with the site's error boundary instead of a bare resource answer.
export default function WebshopLegacyRedirects() {
  return null;
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
