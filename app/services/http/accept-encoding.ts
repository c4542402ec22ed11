/**
 * The content coding to answer with (RFC 9110 §12.5.3): of the codings the server `offers`, in its order
 * of preference, the one the request's Accept-Encoding weighs highest (a coding not named takes `*`'s
 * weight), if that weight is above zero and not below identity's. No header at all means no
 * preference: the answer goes unencoded (null).
 */
export function acceptedEncoding<Coding extends string>(header: string | string[] | undefined, offers: readonly Coding[]): Coding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [coding = "", ...params] = item.trim().toLowerCase().split(";");
    if (!coding) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const identity = weights.get("identity") ?? weights.get("*") ?? 1;
  let best: { coding: Coding; weight: number } | null = null;
  for (const coding of offers) {
    const weight = weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*") ?? 0;
    if (weight > 0 && weight >= identity && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding ?? null;
}

/** The answers for the Accept-Encoding values seen lately (browsers send a handful of them). */
const gzipAnswers = new Map<string, boolean>();
const REMEMBERED_HEADERS = 100;

/** Whether a request's Accept-Encoding takes gzip in preference to an unencoded answer. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== "string") return acceptedEncoding(header, ["gzip"]) === "gzip";
  let takes = gzipAnswers.get(header);
  if (takes === undefined) {
    takes = acceptedEncoding(header, ["gzip"]) === "gzip";
    if (gzipAnswers.size >= REMEMBERED_HEADERS) gzipAnswers.clear();
    gzipAnswers.set(header, takes);
  }
  return takes;
}
