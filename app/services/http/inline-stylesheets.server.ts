import fs from "node:fs";
import path from "node:path";

const BUILD_ASSETS = "/build/_assets/";
const PUBLIC_DIR = path.resolve("public");
const texts = new Map<string, string | undefined>();

/**
 * The text of a stylesheet of the browser build (`/build/_assets/…css`), for writing it into the
 * document (app/components/layout/head-links.tsx); undefined for any other href or a file that is
 * not there (then it stays a link). The names are fingerprinted: a text read once stays right.
 */
export function buildStylesheetText(href: string): string | undefined {
  if (!href.startsWith(BUILD_ASSETS) || !href.endsWith(".css") || href.includes("..")) return undefined;
  if (!texts.has(href)) {
    let text: string | undefined;
    try {
      // A "</style" inside the text would end the element early; such a file stays a link.
      text = fs.readFileSync(path.join(PUBLIC_DIR, href), "utf8");
      if (/<\/style/i.test(text)) text = undefined;
    } catch {
      text = undefined;
    }
    texts.set(href, text);
  }
  return texts.get(href);
}
