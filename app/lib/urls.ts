/** An absolute http(s) link to another site. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * A redirect target that stays on this site: a path starting with a single "/". Anything else
 * (another origin, "//host", "javascript:") falls back.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return fallback;
  }
  return target;
}

/** The path of a URL without the given query parameter. */
export function withoutQueryParam(url: URL, name: string): string {
  const params = new URLSearchParams(url.search);
  params.delete(name);
  const qs = params.toString();
  return `${url.pathname}${qs ? `?${qs}` : ""}`;
}
