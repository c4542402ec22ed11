/**
 * Whether a request's Accept-Encoding takes gzip in preference to an unencoded answer (RFC 9110
 * §12.5.3): gzip, or `*` when gzip is not named, with a weight above zero and not below identity's.
 * No header at all means no preference: the answer goes unencoded.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const weights = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [coding = "", ...params] = item.trim().toLowerCase().split(";");
    if (!coding) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const gzip = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0;
  const identity = weights.get("identity") ?? weights.get("*") ?? 1;
  return gzip > 0 && gzip >= identity;
}
