/**
 * Code that only some modules far down a page need is not downloaded while the page opens. A module
 * whose renderer comes in a file of its own, rendered into the server's HTML, waits until the visitor
 * has scrolled to within a screen of such a module; React keeps the server's HTML in the meantime, and
 * that HTML works without script (every module does, for a browser without JavaScript). A module
 * rendered in the browser — a page reached by a link, a module the editor adds — loads its file at once.
 */

/** How far ahead of the viewport a module starts loading: one screen height. */
const AHEAD = "100% 0px";

/**
 * Resolves at once on the server and when no element in the document matches `selector` (the modules'
 * root elements: a page rendered in the browser). Otherwise, once one of them is within a screen of the
 * viewport, or once the matching elements change (one removed or one added: the document is no longer
 * the server's page, and the page now shown needs the file).
 */
export function nearViewport(selector: string): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve();
  const elements = [...document.querySelectorAll(selector)];
  if (elements.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      intersections.disconnect();
      mutations.disconnect();
      resolve();
    };
    const intersections = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: AHEAD });
    const mutations = new MutationObserver(() => {
      if (elements.some((element) => !element.isConnected) || document.querySelectorAll(selector).length !== elements.length) done();
    });
    for (const element of elements) intersections.observe(element);
    mutations.observe(document.body, { childList: true, subtree: true });
  });
}
