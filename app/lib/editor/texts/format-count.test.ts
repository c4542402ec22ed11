import { describe, expect, it } from "vitest";
import { formatCount } from "./index";

describe("formatCount", () => {
  it("groups a count as the interface's language does", () => {
    expect(formatCount(10_000, "de")).toBe("10.000");
    expect(formatCount(10_000, "en")).toBe("10,000");
    expect(formatCount(10_000, "ja")).toBe("10,000");
    expect(formatCount(10_000, "la")).toBe("10.000");
  });
});
