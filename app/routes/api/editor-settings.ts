import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSiteSettings } from "~/models/settings.server";
import { apiError, apiJson, LangQuery, parseQuery } from "~/services/http/json-api.server";
import { reportError } from "~/services/http/monitoring.server";
import { renderableSiteHtml } from "~/services/site/site-html.server";

// GET /pageeditor-api/settings — the operator switches and the editor's HTML blocks.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  try {
    const s = await getSiteSettings(lang);
    return apiJson({
      status: "ok",
      data: {
        is_site_online: s.isSiteOnline,
        is_shop_online: s.isShopOnline,
        // The same allow-list as the site's own footer: a front end renders these blocks as they are.
        html_header: { code: renderableSiteHtml(s.htmlHeader) },
        html_footer_top: { code: renderableSiteHtml(s.htmlFooterTop) },
        html_footer_bottom: { code: renderableSiteHtml(s.htmlFooterBottom) },
        html_footer_logos: s.htmlFooterLogos === null ? null : { code: renderableSiteHtml(s.htmlFooterLogos) },
      },
    });
  } catch (error) {
    reportError(error, { during: "settings read" });
    return apiError(request, 503, "Website offline");
  }
}
