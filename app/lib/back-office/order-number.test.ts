import { describe, expect, it } from "vitest";
import { csvAmount, csvField, formatOrderNumber, parseOrderNumber } from "./order-number";

describe("order numbers", () => {
  it("formats ids with six digits and reads them back in any usual spelling", () => {
    expect(formatOrderNumber(123)).toBe("B-000123");
    expect(formatOrderNumber(1234567)).toBe("B-1234567");
    for (const text of ["B-000123", "b-123", "B123", "000123", "123", " b - 0123 "]) expect(parseOrderNumber(text), text).toBe(123);
    for (const text of ["", "B-", "anna", "12a", "B-0", "99999999999"]) expect(parseOrderNumber(text), text).toBeNull();
  });
});

describe("CSV fields", () => {
  it("writes amounts with a decimal comma", () => {
    expect(csvAmount(1250)).toBe("12,50");
    expect(csvAmount(0)).toBe("0,00");
    expect(csvAmount(-300)).toBe("-3,00");
  });

  it("quotes separators and quotes, defuses formulas", () => {
    expect(csvField("Müller; Anna")).toBe('"Müller; Anna"');
    expect(csvField('Sag "Hallo"')).toBe('"Sag ""Hallo"""');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField(-3)).toBe("-3");
    expect(csvField("plain")).toBe("plain");
  });
});
