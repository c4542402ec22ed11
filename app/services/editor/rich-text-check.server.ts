/** Checks rich text (Lexical JSON) before it is saved. Being built: accepts everything for now. */
export function checkRichText(value: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  return { ok: true, value };
}
