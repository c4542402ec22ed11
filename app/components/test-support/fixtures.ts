import type { ImageRecord } from "~/lib/images";

/** An image record for component tests (no file behind it: the markup only names it). */
export const testImage: ImageRecord = { name: "pic", orientation: "horizontal", width: 1200, height: 800, alt: "Bild" };
