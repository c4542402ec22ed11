import type { LoaderFunctionArgs } from "@remix-run/node";
import { dismissedNotices, NOSCRIPT_NOTICE_CLASS, NOTICE_COOKIE } from "~/lib/notice";
import { readCookie } from "~/services/http/cookies.server";

// GET /notice.css — loaded only by browsers without script (its link stands inside <noscript>): hides
// the notice they closed. So the page's HTML does not depend on the dismissal cookie, and the page
// cache and CDNs keep one page for everyone (docs/decisions/0068-notice-layer.md). The answer is the
// visitor's own and is asked for again on every page (a few bytes).
export function loader({ request }: LoaderFunctionArgs) {
  const dismissed = dismissedNotices(readCookie(request, NOTICE_COOKIE)).includes("noscript");
  return new Response(dismissed ? `.${NOSCRIPT_NOTICE_CLASS}{display:none}\n` : "/* nothing dismissed */\n", {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "private, no-cache", Vary: "Cookie" },
  });
}
