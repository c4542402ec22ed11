import type { Page } from "@playwright/test";

/**
 * Lines of text on the page that overlap other lines of text: each visible text node's line boxes
 * (a Range's client rects, in page coordinates, cut to what clipping ancestors show) against every
 * other node's. Text in fixed elements and in elements stuck to the window's foot (the bottom bar floats
 * over the page by design: fixed with script, sticky without), in closed disclosures and visually
 * hidden text is left out. A header stuck to the top is checked: nothing lies under it at the top. An answer like
 * "Programm und Karten × 19:30 Uhr" names both texts.
 */
export async function overlappingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = (el: Element | null): boolean => {
      // A closed <details> shows its summary only (its content keeps a layout box all the same).
      const closed = el?.closest("details:not([open])");
      if (closed && !el?.closest("summary")?.parentElement?.isSameNode(closed)) return true;
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === "fixed" || (style.position === "sticky" && style.bottom !== "auto") || style.visibility === "hidden" || style.display === "none" || style.opacity === "0") return true;
        if (style.clipPath === "inset(50%)" || (style.position === "absolute" && e.getBoundingClientRect().width <= 1)) return true;
      }
      return false;
    };
    const lines: { text: string; node: number; x: number; y: number; w: number; h: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let index = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode(), index++) {
      const text = node.textContent?.trim() ?? "";
      if (!text || hidden(node.parentElement)) continue;
      // What an ancestor clips (overflow, line clamps) is not on the page.
      let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let e = node.parentElement; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const box = e.getBoundingClientRect();
        clip = { left: Math.max(clip.left, box.left), top: Math.max(clip.top, box.top), right: Math.min(clip.right, box.right), bottom: Math.min(clip.bottom, box.bottom) };
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const left = Math.max(r.left, clip.left);
        const top = Math.max(r.top, clip.top);
        const w = Math.min(r.right, clip.right) - left;
        const h = Math.min(r.bottom, clip.bottom) - top;
        if (w < 1 || h < 1) continue;
        lines.push({ text: text.slice(0, 40), node: index, x: left + scrollX, y: top + scrollY, w, h });
      }
    }
    const found = new Set<string>();
    // Glyph boxes of neighbouring lines touch; two lines overlap when they share more than 2 px each way.
    const slack = 2;
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.node === b.node) continue;
        const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
        const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        if (dx > slack && dy > slack) found.add(`${a.text} × ${b.text}`);
      }
    }
    return [...found];
  });
}

/** How far the page is wider than the window (0 when nothing sticks out sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
