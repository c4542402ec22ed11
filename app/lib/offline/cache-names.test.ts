import { describe, expect, it } from "vitest";
import { assetsCache, assetStem, IMAGE_FRESH_MS, IMAGES_CACHE, isFreshImage, PAGES_CACHE, pageKey, staleCaches } from "./cache-names";

describe("staleCaches", () => {
  it("keeps the current version's assets, the pages and the images; older assets wait, older formats go; others' caches stay", () => {
    const names = [assetsCache("B"), assetsCache("A"), PAGES_CACHE, IMAGES_CACHE, "festival-static-v1", "festival-pages-v0", "someone-else"];
    expect(staleCaches(names, "B")).toEqual({ drop: ["festival-static-v1", "festival-pages-v0"], oldAssets: [assetsCache("A")] });
    expect(staleCaches(names, "A").oldAssets).toEqual([assetsCache("B")]);
  });
});

describe("assetStem", () => {
  it("drops the fingerprint of a build asset", () => {
    expect(assetStem("/build/assets/app-BeD_pKfd.css")).toBe("/build/assets/app.css");
    expect(assetStem("/build/assets/editor-fields-BZCCKtRM.css")).toBe("/build/assets/editor-fields.css");
    expect(assetStem("/build/assets/office-events-B7C-kmdW.css")).toBe("/build/assets/office-events.css");
    expect(assetStem("/build/assets/event-DZYT0Qde.js")).toBe("/build/assets/event.js");
    expect(assetStem("/build/assets/app.css")).toBeNull();
    expect(assetStem("/build/assets/app-BeD_pK.css")).toBeNull();
  });
});

describe("isFreshImage", () => {
  it("is fresh for a day after the answer's date", () => {
    const now = Date.parse("2026-11-21T12:00:00Z");
    expect(isFreshImage(new Date(now - 1000).toUTCString(), now)).toBe(true);
    expect(isFreshImage(new Date(now - IMAGE_FRESH_MS - 1000).toUTCString(), now)).toBe(false);
    expect(isFreshImage(null, now)).toBe(false);
    expect(isFreshImage("yesterday", now)).toBe(false);
  });
});

describe("pageKey", () => {
  it("is the address with its query and without its fragment", () => {
    expect(pageKey(new URL("https://festival.example/de/programm?room=3#top"))).toBe("https://festival.example/de/programm?room=3");
  });
});
