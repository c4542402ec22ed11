/**
 * Demo images, drawn locally from SVG and rendered by sharp (no downloads) into
 * `${mediaDir}/${name}-${width}.${ext}` for every srcset width and format (the media library's
 * renditions, app/services/media/renditions.server.ts). Files of an unchanged drawing are kept, so
 * reseeding is fast; a changed drawing replaces them.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { IMAGE_SIZES, type Orientation } from "../../lib/images";
import { missingRenditions, renditionsOf, writeRenditions } from "../../services/media/renditions.server";
import type { DB } from "../schema";
import { artworkSvg, type ArtworkSpec } from "./artwork";

export interface Artwork {
  name: string;
  orientation: Orientation;
  alt_de: string;
  alt_en: string;
  spec: ArtworkSpec;
}

const CREDIT = "Illustration: Studio Lesezeichen (generiert)";
const NIGHT: [string, string] = ["#1d2b53", "#5a4a9c"];

export const ARTWORKS: Artwork[] = [
  {
    name: "festival-plakat", orientation: "horizontal",
    alt_de: "Festivalplakat: ein aufgeschlagenes Buch unter Mond und Sternen",
    alt_en: "Festival poster: an open book under the moon and stars",
    spec: { sky: NIGHT, sparkle: "stars",
      ground: { kind: "hills", color: "#2e6f5e", color2: "#3f8f6b" },
      motifs: [{ kind: "moon", x: 0.82, y: 0.2, s: 1.1, color: "#ffd166" }, { kind: "book", x: 0.5, y: 0.5, s: 2.2, color: "#5a4a9c", color2: "#ef476f" },
        { kind: "star", x: 0.2, y: 0.22, s: 0.5, color: "#ffd166" }] },
  },
  {
    name: "sternenbuch", orientation: "horizontal",
    alt_de: "Sterne steigen aus einem offenen Buch in den Nachthimmel",
    alt_en: "Stars rising from an open book into the night sky",
    spec: { sky: ["#27215c", "#8f5fa8"], sparkle: "stars",
      motifs: [{ kind: "book", x: 0.5, y: 0.62, s: 2, color: "#27215c", color2: "#ffd166" }, { kind: "star", x: 0.38, y: 0.28, s: 0.6, color: "#ffd166" },
        { kind: "star", x: 0.55, y: 0.16, s: 0.4, color: "#fff6d0" }, { kind: "star", x: 0.66, y: 0.32, s: 0.5, color: "#f2b5d4" }] },
  },
  {
    name: "papierboot", orientation: "horizontal",
    alt_de: "Ein Papierboot segelt unter der Sonne über blaue Wellen",
    alt_en: "A paper boat sails under the sun across blue waves",
    spec: { sky: ["#a0e7e5", "#e8f9ff"],
      ground: { kind: "waves", color: "#118ab2", color2: "#4cc9f0", level: 0.7 },
      motifs: [{ kind: "sun", x: 0.8, y: 0.22, s: 1, color: "#ffd166" }, { kind: "boat", x: 0.42, y: 0.6, s: 1.6, color: "#ef476f", color2: "#c9184a" },
        { kind: "cloud", x: 0.2, y: 0.2, s: 1, color: "#ffffff" }] },
  },
  {
    name: "heissluftballon", orientation: "horizontal",
    alt_de: "Zwei Heißluftballone schweben zwischen Wolken über grünen Hügeln",
    alt_en: "Two hot-air balloons float between clouds over green hills",
    spec: { sky: ["#ffd6a5", "#fdffb6"],
      ground: { kind: "hills", color: "#80b918", color2: "#aacc00" },
      motifs: [{ kind: "balloon", x: 0.35, y: 0.38, s: 1.8, color: "#ef476f", color2: "#ffd166" }, { kind: "balloon", x: 0.7, y: 0.25, s: 1, color: "#118ab2", color2: "#a0e7e5" },
        { kind: "cloud", x: 0.85, y: 0.5, s: 1.1, color: "#ffffff" }, { kind: "cloud", x: 0.12, y: 0.16, s: 0.8, color: "#ffffff" }] },
  },
  {
    name: "leseinsel", orientation: "horizontal",
    alt_de: "Eine kleine Insel mit einem Baum, darunter ein aufgeschlagenes Buch",
    alt_en: "A small island with a tree and an open book beneath it",
    spec: { sky: ["#caffbf", "#fdffb6"],
      ground: { kind: "waves", color: "#4cc9f0", color2: "#a0e7e5", level: 0.76 },
      motifs: [{ kind: "tree", x: 0.42, y: 0.48, s: 2, color: "#2d6a4f", color2: "#ef476f" }, { kind: "book", x: 0.6, y: 0.64, s: 0.9, color: "#2d6a4f", color2: "#ffd166" },
        { kind: "sun", x: 0.14, y: 0.2, s: 0.8, color: "#ffb703" }] },
  },
  {
    name: "zeichenwerkstatt", orientation: "horizontal",
    alt_de: "Buntstifte und ein gerahmtes Bild auf einem Werktisch",
    alt_en: "Coloured pencils and a framed picture on a workbench",
    spec: { sky: ["#fff1e6", "#fde2e4"], sparkle: "confetti",
      ground: { kind: "floor", color: "#e9c46a", level: 0.72 },
      motifs: [{ kind: "frame", x: 0.62, y: 0.42, s: 2, color: "#8d6e4f", color2: "#06d6a0" }, { kind: "pencil", x: 0.22, y: 0.5, s: 1.3, rot: -25, color: "#ef476f", color2: "#1d2b53" },
        { kind: "pencil", x: 0.3, y: 0.52, s: 1.3, rot: 15, color: "#118ab2", color2: "#1d2b53" }, { kind: "pencil", x: 0.86, y: 0.56, s: 1.1, rot: 35, color: "#06d6a0", color2: "#1d2b53" }] },
  },
  {
    name: "theaterbuehne", orientation: "horizontal",
    alt_de: "Eine Theaterbühne mit rotem Vorhang und Scheinwerferlicht auf einem Stern",
    alt_en: "A theatre stage with red curtains and a spotlight on a star",
    spec: { sky: ["#2b193d", "#5c2a5f"],
      ground: { kind: "floor", color: "#8d6e4f", level: 0.8 },
      motifs: [{ kind: "spotlight", x: 0.5, y: 0.42, s: 3.2, color: "#fff6b0" }, { kind: "star", x: 0.5, y: 0.6, s: 0.9, color: "#ffd166" },
        { kind: "curtain", x: 0.12, y: 0.4, s: 3, color: "#c9184a", color2: "#ff758f" }, { kind: "curtain", x: 0.88, y: 0.4, s: 3, color: "#c9184a", color2: "#ff758f", flip: true }] },
  },
  {
    name: "leuchtturm", orientation: "horizontal",
    alt_de: "Ein Leuchtturm strahlt nachts über das Meer",
    alt_en: "A lighthouse shines over the sea at night",
    spec: { sky: ["#0b2545", "#3a5a8c"], sparkle: "stars",
      ground: { kind: "waves", color: "#13315c", color2: "#1b4b7a", level: 0.74 },
      motifs: [{ kind: "lighthouse", x: 0.62, y: 0.46, s: 2.4, color: "#ef476f", color2: "#ef476f" }, { kind: "moon", x: 0.18, y: 0.2, s: 0.8, color: "#fff6d0" }] },
  },
  {
    name: "drachenwiese", orientation: "horizontal",
    alt_de: "Zwei Drachen steigen über einer bunten Sommerwiese",
    alt_en: "Two kites rise over a colourful summer meadow",
    spec: { sky: ["#90e0ef", "#caf0f8"], sparkle: "dots",
      ground: { kind: "hills", color: "#52b788", color2: "#95d5b2" },
      motifs: [{ kind: "kite", x: 0.3, y: 0.28, s: 1.4, rot: -12, color: "#ffd166", color2: "#ef476f" }, { kind: "kite", x: 0.68, y: 0.22, s: 1, rot: 10, color: "#9b5de5", color2: "#00bbf9" },
        { kind: "cloud", x: 0.86, y: 0.44, s: 0.9, color: "#ffffff" }] },
  },
  {
    name: "bilderbuch-ausstellung", orientation: "horizontal",
    alt_de: "Drei gerahmte Bilderbuchseiten hängen an einer Galeriewand",
    alt_en: "Three framed picture-book pages hang on a gallery wall",
    spec: { sky: ["#f8edeb", "#fcd5ce"],
      ground: { kind: "floor", color: "#b08968", level: 0.8 },
      motifs: [{ kind: "frame", x: 0.2, y: 0.4, s: 1.4, color: "#1d2b53", color2: "#ef476f" }, { kind: "frame", x: 0.5, y: 0.36, s: 1.8, color: "#8d6e4f", color2: "#118ab2" },
        { kind: "frame", x: 0.8, y: 0.4, s: 1.4, color: "#1d2b53", color2: "#06d6a0" }] },
  },
  {
    name: "buecherturm", orientation: "vertical",
    alt_de: "Ein hoher Stapel bunter Bücher unter der Mondsichel",
    alt_en: "A tall stack of colourful books under a crescent moon",
    spec: { sky: NIGHT, sparkle: "stars",
      motifs: [{ kind: "bookstack", x: 0.5, y: 0.55, s: 2.6, color: "#118ab2", color2: "#06d6a0" }, { kind: "moon", x: 0.75, y: 0.14, s: 0.9, color: "#ffd166" }] },
  },
  {
    name: "mondleser", orientation: "vertical",
    alt_de: "Ein Buch liegt auf einer Wiese unter einem großen Mond",
    alt_en: "A book lies in a meadow under a large moon",
    spec: { sky: ["#3a0ca3", "#7209b7"], sparkle: "stars",
      ground: { kind: "hills", color: "#2d6a4f", color2: "#40916c", level: 0.7 },
      motifs: [{ kind: "moon", x: 0.55, y: 0.28, s: 1.8, color: "#fff6d0" }, { kind: "book", x: 0.5, y: 0.62, s: 1.5, color: "#3a0ca3", color2: "#f72585" }] },
  },
  {
    name: "sternschnuppe", orientation: "vertical",
    alt_de: "Eine Sternschnuppe über einem kleinen Haus",
    alt_en: "A shooting star above a small house",
    spec: { sky: ["#14213d", "#3d5a80"], sparkle: "stars",
      ground: { kind: "hills", color: "#264653", color2: "#2a9d8f", level: 0.72 },
      motifs: [{ kind: "star", x: 0.68, y: 0.2, s: 1, rot: 15, color: "#ffd166" }, { kind: "house", x: 0.4, y: 0.6, s: 1.6, color: "#e76f51", color2: "#f4a261" }] },
  },
  {
    name: "baumhaus", orientation: "vertical",
    alt_de: "Ein Baumhaus in einer großen Baumkrone",
    alt_en: "A tree house in a large treetop",
    spec: { sky: ["#caffbf", "#9bf6ff"],
      ground: { kind: "hills", color: "#80b918", color2: "#aacc00", level: 0.8 },
      motifs: [{ kind: "tree", x: 0.5, y: 0.48, s: 3.4, color: "#2d6a4f", color2: "#ffd166" }, { kind: "house", x: 0.5, y: 0.32, s: 1, color: "#e76f51", color2: "#9d0208" }] },
  },
  {
    name: "federkiel", orientation: "vertical",
    alt_de: "Eine Schreibfeder über einem offenen Buch",
    alt_en: "A quill above an open book",
    spec: { sky: ["#fff1e6", "#f0efeb"], sparkle: "dots",
      motifs: [{ kind: "feather", x: 0.55, y: 0.32, s: 2.2, rot: 10, color: "#9b5de5", color2: "#3a0ca3" }, { kind: "book", x: 0.5, y: 0.66, s: 1.5, color: "#9b5de5", color2: "#00bbf9" }] },
  },
  {
    name: "walgesang", orientation: "vertical",
    alt_de: "Ein freundlicher Wal schwimmt durch das Meer",
    alt_en: "A friendly whale swims through the sea",
    spec: { sky: ["#48cae4", "#0077b6"], sparkle: "dots",
      ground: { kind: "waves", color: "#023e8a", color2: "#0096c7", level: 0.82 },
      motifs: [{ kind: "whale", x: 0.5, y: 0.5, s: 2.6, color: "#3d5a80", color2: "#98c1d9" }] },
  },
];

/**
 * The drawing an artwork's files were rendered from, kept beside them in a dot folder (never served
 * under /media): a changed drawing renders every file again, an unchanged one only the missing files.
 */
const drawingFile = (mediaDir: string, name: string) => path.join(mediaDir, ".artwork", `${name}.svg`);

/** Writes the files of one artwork that are missing or drawn from an older drawing; returns the number written. */
export async function renderArtwork(art: Artwork, mediaDir: string): Promise<number> {
  const { width, height } = IMAGE_SIZES[art.orientation];
  const svg = artworkSvg(art.name, art.spec, width, height);
  const drawing = drawingFile(mediaDir, art.name);
  const renditions = renditionsOf(mediaDir, art.name, { width, height });
  const unchanged = (await fs.readFile(drawing, "utf8").catch(() => null)) === svg;
  const targets = unchanged ? await missingRenditions(renditions) : renditions;
  if (targets.length === 0) return 0;
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  await writeRenditions(base, targets);
  // Written last and under a temporary name: a crash in between renders everything again next time.
  await fs.mkdir(path.dirname(drawing), { recursive: true });
  const tmp = `${drawing}.${process.pid}.tmp`;
  await fs.writeFile(tmp, svg);
  await fs.rename(tmp, drawing);
  return targets.length;
}

/** Renders the logo (an SVG file, not a raster set) and every artwork not yet on disk. */
export async function generateImages(mediaDir: string): Promise<number> {
  await fs.mkdir(mediaDir, { recursive: true });
  const logo = path.join(mediaDir, "logo.svg");
  // The logo is small: rewrite it whenever it differs, so a changed design reaches cached media.
  const current = await fs.readFile(logo, "utf8").catch(() => null);
  if (current !== LOGO_SVG) await fs.writeFile(logo, LOGO_SVG);
  let written = 0;
  // Two at a time: sharp already uses a thread per core inside each job.
  for (let i = 0; i < ARTWORKS.length; i += 2) {
    const counts = await Promise.all(ARTWORKS.slice(i, i + 2).map((art) => renderArtwork(art, mediaDir)));
    written += counts.reduce((a, b) => a + b, 0);
  }
  return written;
}

/** Inserts the image records (skipping names already present); returns ids by name. */
export async function seedImages(db: Kysely<DB>): Promise<Map<string, number>> {
  const present = await db.selectFrom("images").select("name").execute();
  const known = new Set(present.map((r) => r.name));
  const missing = ARTWORKS.filter((a) => !known.has(a.name));
  if (missing.length > 0) {
    await db
      .insertInto("images")
      .values(
        missing.map((a) => ({
          name: a.name,
          orientation: a.orientation,
          ...IMAGE_SIZES[a.orientation],
          alt_de: a.alt_de,
          alt_en: a.alt_en,
          credit: CREDIT,
        })),
      )
      .execute();
  }
  const rows = await db.selectFrom("images").select(["id", "name"]).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Lesezeichen">
<path d="M8 6 h28 v52 l-14 -10 l-14 10 z" fill="#ef476f"/>
<text x="48" y="42" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="30" textLength="184" lengthAdjust="spacingAndGlyphs" fill="#1d2b53">Lesezeichen</text>
</svg>
`;
