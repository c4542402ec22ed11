import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "./file-type.server";

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#ef476f" } });

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their bytes", async () => {
    expect(sniffImageType(await pixel().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await pixel().png().toBuffer())).toBe("png");
    expect(sniffImageType(await pixel().webp().toBuffer())).toBe("webp");
  });

  it("refuses GIF, AVIF, text, RIFF audio and too few bytes", async () => {
    expect(sniffImageType(await pixel().gif().toBuffer())).toBeNull();
    expect(sniffImageType(await pixel().avif({ effort: 0 }).toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from("not really a jpeg"))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});
