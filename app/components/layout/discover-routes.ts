/**
 * Has Remix's route discovery learn the routes of a link's or a form's page: it watches the document
 * for links and forms marked `data-discover` and asks the server about the paths it does not know yet,
 * a few at once after a short quiet. The site marks one when the visitor turns to it (a pointer, focus
 * or a finger on a link, focus in a form's field), never all of a page's while it opens: each answer
 * with new routes renders the whole page again, which a slow phone would do just as the visitor starts
 * to read (docs/decisions/0087).
 */
export function discoverRoutesOf(element: HTMLAnchorElement | HTMLFormElement | null): void {
  if (!element || element.hasAttribute("data-discover")) return;
  const target = new URL(element instanceof HTMLFormElement ? element.action : element.href, window.location.href);
  // The page already shown: its routes are there.
  if (target.origin !== window.location.origin || target.pathname === window.location.pathname) return;
  element.setAttribute("data-discover", "true");
}
