import { describe, expect, it } from "vitest";
import { dismissedNotices, withDismissed } from "./notice";

describe("the dismissal cookie", () => {
  it("names each known kind once, in a fixed order", () => {
    expect(dismissedNotices(undefined)).toEqual([]);
    expect(dismissedNotices("")).toEqual([]);
    expect(dismissedNotices("limited.noscript")).toEqual(["noscript", "limited"]);
    expect(dismissedNotices("noscript.noscript.evil")).toEqual(["noscript"]);
    expect(dismissedNotices("<script>")).toEqual([]);
  });

  it("adds a kind without losing the other", () => {
    expect(withDismissed(undefined, "noscript")).toBe("noscript");
    expect(withDismissed("limited", "noscript")).toBe("noscript.limited");
    expect(withDismissed("noscript.limited", "limited")).toBe("noscript.limited");
    expect(withDismissed("garbage", "limited")).toBe("limited");
  });
});
