import { describe, expect, it } from "vitest";
import { focalPosition, imageSizes, imageWidths, mediaUrl, responsiveImage } from "./images";

describe("imageWidths", () => {
  it("keeps only breakpoints below the base width, then the base width", () => {
    expect(imageWidths(1240)).toEqual([320, 640, 768, 1024, 1240]);
    expect(imageWidths(400)).toEqual([320, 400]);
    expect(imageWidths(320)).toEqual([320]);
    expect(imageWidths(200)).toEqual([200]);
  });
});

describe("responsiveImage", () => {
  const horizontal = responsiveImage({
    name: "lesende-fuechsin",
    orientation: "horizontal",
    width: 1240,
    height: 700,
    alt: "Eine Füchsin liest",
  });

  it("uses the jpg at base width as src and keeps size and alt", () => {
    expect(horizontal.src).toBe("/media/lesende-fuechsin-1240.jpg");
    expect(horizontal).toMatchObject({ width: 1240, height: 700, alt: "Eine Füchsin liest" });
  });

  it("lists avif before webp with every width", () => {
    expect(horizontal.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(horizontal.sources[0].srcSet).toBe(
      "/media/lesende-fuechsin-320.avif 320w, /media/lesende-fuechsin-640.avif 640w, " +
        "/media/lesende-fuechsin-768.avif 768w, /media/lesende-fuechsin-1024.avif 1024w, " +
        "/media/lesende-fuechsin-1240.avif 1240w",
    );
  });

  it("builds a srcset per format for vertical images", () => {
    const vertical = responsiveImage({ name: "portrait", orientation: "vertical", width: 400, height: 500, alt: "" });
    expect(vertical.srcSetFor("jpg")).toBe("/media/portrait-320.jpg 320w, /media/portrait-400.jpg 400w");
    expect(vertical.srcSetFor("webp")).toBe("/media/portrait-320.webp 320w, /media/portrait-400.webp 400w");
  });

  it("encodes unusual names", () => {
    expect(mediaUrl("a b", 320, "jpg")).toBe("/media/a%20b-320.jpg");
  });
});

describe("imageSizes", () => {
  it("caps at the given width", () => {
    expect(imageSizes(1240)).toBe("(min-width: 1240px) 1240px, 100vw");
  });
});

describe("focalPosition", () => {
  it("is null for the middle and a percentage pair otherwise, clamped to the picture", () => {
    expect(focalPosition({})).toBeNull();
    expect(focalPosition({ focalX: 0.5, focalY: 0.5 })).toBeNull();
    expect(focalPosition({ focalX: 0.25, focalY: 0.8 })).toBe("25% 80%");
    expect(focalPosition({ focalX: 1.5, focalY: -1 })).toBe("100% 0%");
  });
});
