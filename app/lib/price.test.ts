import { describe, expect, it } from "vitest";
import { centsToPriceString, formatCents, formatPrice, isNegativePrice } from "./price";

describe("formatPrice", () => {
  it("drops .00", () => {
    expect(formatPrice("12.00")).toBe("12 €");
    expect(formatPrice("0.00")).toBe("0 €");
    expect(formatPrice(12)).toBe("12 €");
  });

  it("uses a comma as the decimal separator and keeps two digits", () => {
    expect(formatPrice("12.50")).toBe("12,50 €");
    expect(formatPrice("12.5")).toBe("12,50 €");
    expect(formatPrice(7.05)).toBe("7,05 €");
    expect(formatPrice("1234.99")).toBe("1234,99 €");
  });

  it("shows negative values with a minus sign", () => {
    expect(formatPrice("-3.00")).toBe("-3 €");
    expect(formatPrice(-2.5)).toBe("-2,50 €");
    expect(formatPrice("-0.00")).toBe("0 €");
  });

  it("takes another currency and leaves non-numbers alone", () => {
    expect(formatPrice("9.90", "CHF")).toBe("9,90 CHF");
    expect(formatPrice("free")).toBe("free");
  });
});

describe("isNegativePrice", () => {
  it("is true for numbers and numeric strings below 0", () => {
    expect(isNegativePrice(-1)).toBe(true);
    expect(isNegativePrice("-0.01")).toBe(true);
  });

  it("is false for zero, positive values and non-numeric strings", () => {
    expect(isNegativePrice(0)).toBe(false);
    expect(isNegativePrice("0.00")).toBe(false);
    expect(isNegativePrice("-0")).toBe(false);
    expect(isNegativePrice("12.50")).toBe(false);
    expect(isNegativePrice("-abc")).toBe(false);
    expect(isNegativePrice(Number.NaN)).toBe(false);
  });
});

describe("cents", () => {
  it("renders the API string and the display", () => {
    expect(centsToPriceString(1250)).toBe("12.50");
    expect(centsToPriceString(0)).toBe("0.00");
    expect(centsToPriceString(-300)).toBe("-3.00");
    expect(formatCents(1400)).toBe("14 €");
    expect(formatCents(750)).toBe("7,50 €");
  });
});
