import { describe, expect, it } from "vitest";
import { pageCount } from "./paging";

describe("pageCount", () => {
  it("counts partly filled pages and gives an empty list one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
  });
});
