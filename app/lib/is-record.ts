/** A JSON object: not null, not an array (module fields, editors' JSON, parsed bodies). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}
