import { describe, expect, it } from "vitest";
import { HEADER_REGROW_MARGIN_PX, headerShrunk } from "./header-collapse";

describe("headerShrunk", () => {
  const viewport = 800; // threshold 200
  it("shrinks past a quarter of the viewport", () => {
    expect(headerShrunk(200, viewport, false)).toBe(false);
    expect(headerShrunk(201, viewport, false)).toBe(true);
  });

  it("stays shrunk near the threshold and grows only clearly above it", () => {
    expect(headerShrunk(199, viewport, true)).toBe(true);
    expect(headerShrunk(200 - HEADER_REGROW_MARGIN_PX + 1, viewport, true)).toBe(true);
    expect(headerShrunk(200 - HEADER_REGROW_MARGIN_PX, viewport, true)).toBe(false);
    expect(headerShrunk(0, viewport, true)).toBe(false);
  });
});
