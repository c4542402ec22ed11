/** A stored form entry's values (JSON keyed by field slug) as the back office shows and exports them. */

export type EntryValue = string | string[];

/** The entry's values by slug; a broken or foreign document gives none. */
export function parseEntryValues(json: string): Record<string, EntryValue> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const values: Record<string, EntryValue> = {};
    for (const [slug, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === "string") values[slug] = value;
      else if (Array.isArray(value)) values[slug] = value.map(String);
      else if (value !== null && value !== undefined) values[slug] = String(value);
    }
    return values;
  } catch {
    return {};
  }
}

/** One value as text (lists joined with commas). */
export function entryValueText(value: EntryValue | undefined): string {
  return value === undefined ? "" : Array.isArray(value) ? value.join(", ") : value;
}

/** A short line of an entry for lists: its first non-empty values, at most `max` characters. */
export function entrySummary(values: Record<string, EntryValue>, slugs: string[], max = 120): string {
  const text = slugs
    .map((slug) => entryValueText(values[slug]).trim())
    .filter(Boolean)
    .join(" · ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One CSV cell: quoted when it holds a separator, quote or line break; a leading = + - @ is defused (no formulas in spreadsheets). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (comma-separated, CRLF). */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
