/**
 * Query parameters that ad platforms, newsletters and analytics add to links into the site: campaign
 * tags (`utm_*`), click ids (`fbclid`, `gclid`, …) and linker ids. No page reads them on the server;
 * the tag manager reads them in the browser, from the address bar, which keeps them. The click ids
 * are new on every click, so left in the address a page is rendered for them, every visit from an ad or
 * a post a page cache miss. The server therefore answers such an address as the one without them.
 */
const TRACKING_PARAMETER = /^(?:utm_[a-z_]+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi)$/;

/** The request target (`/path?query`) without tracking parameters; the other parameters stay as they were written, in order. */
export function withoutTrackingParameters(target: string): string {
  const at = target.indexOf("?");
  if (at < 0) return target;
  const pairs = target.slice(at + 1).split("&");
  const kept = pairs.filter((pair) => {
    const end = pair.indexOf("=");
    return !TRACKING_PARAMETER.test(end < 0 ? pair : pair.slice(0, end));
  });
  if (kept.length === pairs.length) return target;
  return kept.length === 0 ? target.slice(0, at) : `${target.slice(0, at)}?${kept.join("&")}`;
}
