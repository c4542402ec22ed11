import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../lib/images";
import { artworkSvg } from "./artwork";
import { ARTWORKS, renderArtwork } from "./images";

describe("demo artwork", () => {
  it("draws no text: headings and crops lie over the pictures, not beside words drawn into them", () => {
    for (const art of ARTWORKS) {
      const { width, height } = IMAGE_SIZES[art.orientation];
      expect(artworkSvg(art.name, art.spec, width, height), art.name).not.toMatch(/<text\b/);
    }
  });

  describe("files in the media folder", () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
    // The smallest artwork (portrait: two widths in three formats).
    const art = ARTWORKS.find((a) => a.orientation === "vertical")!;
    const files = (dir: string) => fs.readdirSync(dir).filter((f) => f.startsWith(`${art.name}-`)).sort();

    it("renders an artwork once, then only what is missing, and everything again when its drawing changed", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-artwork-"));
      dirs.push(dir);
      expect(await renderArtwork(art, dir)).toBe(6);
      expect(files(dir)).toEqual([`${art.name}-320.avif`, `${art.name}-320.jpg`, `${art.name}-320.webp`, `${art.name}-400.avif`, `${art.name}-400.jpg`, `${art.name}-400.webp`]);
      expect(await renderArtwork(art, dir)).toBe(0);

      fs.rmSync(path.join(dir, `${art.name}-320.webp`));
      expect(await renderArtwork(art, dir)).toBe(1);

      // A cache made from an older drawing (or before drawings were kept) is rendered anew.
      const stale = path.join(dir, `${art.name}-400.jpg`);
      fs.writeFileSync(stale, "old picture");
      fs.writeFileSync(path.join(dir, ".artwork", `${art.name}.svg`), "<svg><text>Lesezeichen</text></svg>");
      expect(await renderArtwork(art, dir)).toBe(6);
      expect(fs.readFileSync(stale).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      fs.rmSync(path.join(dir, ".artwork"), { recursive: true });
      expect(await renderArtwork(art, dir)).toBe(6);
      expect(await renderArtwork(art, dir)).toBe(0);
    });
  });
});
