import { describe, expect, it } from "vitest";
import { overlayAddress, withoutOverlayQuery } from "./programme-overlay-hooks";

describe("overlayAddress", () => {
  it("puts the flag first and keeps the overlay's filters", () => {
    expect(overlayAddress("/de/impressum", "")).toBe("/de/impressum?overlay=true");
    expect(overlayAddress("/de/impressum", "?room=3&date=01-06-2026")).toBe("/de/impressum?overlay=true&room=3&date=01-06-2026");
    expect(overlayAddress("/de", "overlay=true&room=3")).toBe("/de?overlay=true&room=3");
  });
});

describe("withoutOverlayQuery", () => {
  it("gives the page behind the overlay its own address back", () => {
    expect(withoutOverlayQuery("/de/mediathek-de", "?page=2&overlay=true&room=3", "#top")).toBe("/de/mediathek-de?page=2#top");
    expect(withoutOverlayQuery("/de", "?overlay=true&date=01-06-2026")).toBe("/de");
  });
});
