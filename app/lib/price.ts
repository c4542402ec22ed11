/**
 * Prices as visitors read them: no ".00", a comma as the decimal separator, the currency
 * after the amount ("12 €", "12,50 €"). Pure: runs on the server and in the browser.
 */

/** A price as the API gives it ('12.50', '0.00') or as a number of euros. */
export type PriceValue = string | number;

function toNumber(value: PriceValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A value is negative if it is a number below 0 or a numeric string below 0. */
export function isNegativePrice(value: PriceValue): boolean {
  const n = toNumber(value);
  return n !== null && n < 0;
}

/** '12.50' → "12,50 €"; '12.00' → "12 €"; -3 → "-3 €". A non-numeric string is returned as it is. */
export function formatPrice(value: PriceValue, currency = "€"): string {
  const n = toNumber(value);
  if (n === null) return String(value);
  const cents = Math.round(Math.abs(n) * 100);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const amount = rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, "0")}`;
  return `${n < 0 && cents !== 0 ? "-" : ""}${amount} ${currency}`;
}

/** Integer cents (the database's money) as the API's string: 1250 → '12.50'. */
export function centsToPriceString(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Integer cents as shown: 1250 → "12,50 €". */
export function formatCents(cents: number, currency = "€"): string {
  return formatPrice(centsToPriceString(cents), currency);
}
