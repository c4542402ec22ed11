// The page cache keeps pages, `.data` and JSON per URL and ignores cookies no page reads, so a bench that
// must measure renders gives every request a URL of its own: a query parameter no route reads.

let misses = 0;

/** `path` with a query parameter that differs on every call, so that the page cache cannot answer it. */
export function missUrl(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}bench-miss=${process.pid}-${misses++}`;
}

/** Throws when an answer came from the page cache: a measurement of renders must not count it. */
export function assertRendered(response: Response, url: string): void {
  if (response.headers.get("x-page-cache") === "hit") throw new Error(`${url} came from the page cache; the bench measures renders`);
}
