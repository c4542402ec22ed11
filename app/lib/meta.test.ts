import { describe, expect, it } from "vitest";
import { siteMeta } from "./meta";

describe("siteMeta", () => {
  const root = { id: "root", data: { origin: "https://example.org", settings: { festivalTitle: "Lesezeichen", isShopOnline: true } } };

  it("takes origin and festival title from the root match", () => {
    expect(siteMeta([root, { id: "routes/event", data: { origin: "x" } }])).toEqual({ origin: "https://example.org", festivalTitle: "Lesezeichen" });
  });

  it("is undefined without a root match or when its data has another shape", () => {
    expect(siteMeta([{ id: "routes/event", data: {} }])).toBeUndefined();
    expect(siteMeta([{ id: "root", data: undefined }])).toBeUndefined();
    expect(siteMeta([{ id: "root", data: { origin: "https://example.org", settings: {} } }])).toBeUndefined();
  });
});
