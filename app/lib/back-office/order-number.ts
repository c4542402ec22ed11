/**
 * The order number shown everywhere (back office, CSV, check-in list): "B-" and the order's id with
 * at least six digits ("B-000123"). Searching accepts it with or without the prefix, dash and zeros.
 */
const PREFIX = "B-";

export function formatOrderNumber(id: number): string {
  return `${PREFIX}${String(id).padStart(6, "0")}`;
}

/** The order id a search text names ("B-000123", "b123", "000123", "123"), else null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:b\s*-?\s*)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Cents as the CSV's amount: a decimal comma, no currency ("12,50", "-3,00"). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** One CSV field for Excel: quoted when it holds the separator, a quote or a line break; formula starts defused. */
export function csvField(value: string | number, separator = ";"): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
