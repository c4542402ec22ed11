/**
 * The renderer of each module type, loaded on demand: a page ships
 * the code of the module types it shows, not of all 29 (the public page JS budget is 100 KB).
 *
 * The server loads every renderer once before it renders anything (entry.server.tsx). In the browser a
 * module whose renderer is not there yet suspends (React keeps the server's HTML on hydration, or the
 * previous page on a navigation) until its code has arrived.
 */
import type { ComponentType } from "react";
// Only the type: the field schemas (and zod) stay out of a visitor's page.
import type { ModuleType } from "~/lib/modules/registry";
import type { ModuleProps } from "./modules/field-readers";

type Renderer = ComponentType<ModuleProps>;

const LOADERS = {
  headline: () => import("./modules/text").then((m) => m.HeadlineModule),
  text: () => import("./modules/text").then((m) => m.TextModule),
  quote: () => import("./modules/text").then((m) => m.QuoteModule),
  html: () => import("./modules/text").then((m) => m.HtmlModule),
  link: () => import("./modules/link").then((m) => m.LinkModule),
  anchorlist: () => import("./modules/link").then((m) => m.AnchorListModule),
  anchor: () => import("./modules/link").then((m) => m.AnchorModule),
  image: () => import("./modules/images").then((m) => m.ImageModule),
  imagelist: () => import("./modules/images").then((m) => m.ImageListModule),
  logolist: () => import("./modules/images").then((m) => m.LogoListModule),
  video: () => import("./modules/media").then((m) => m.VideoModule),
  selfhostedvideo: () => import("./modules/media").then((m) => m.SelfHostedVideoModule),
  videolist: () => import("./modules/media").then((m) => m.VideoListModule),
  audio: () => import("./modules/media").then((m) => m.AudioModule),
  selfhostedaudio: () => import("./modules/media").then((m) => m.SelfHostedAudioModule),
  viewer: () => import("./modules/media").then((m) => m.ViewerModule),
  venue: () => import("./modules/venues").then((m) => m.VenueModule),
  venuelist: () => import("./modules/venues").then((m) => m.VenueListModule),
  form: () => import("./modules/form").then((m) => m.FormModule),
  heromedia: () => import("./modules/hero").then((m) => m.HeroMediaModule),
  section: () => import("./modules/section").then((m) => m.SectionModule),
  twocolumns: () => import("./modules/section").then((m) => m.TwoColumnsModule),
  blogteaserlist: () => import("./modules/articles").then((m) => m.BlogTeaserListModule),
  highlightteaser: () => import("./modules/articles").then((m) => m.HighlightTeaserModule),
  eventlist: () => import("./modules/event-list").then((m) => m.EventListModule),
  fullteaser: () => import("./modules/teasers").then((m) => m.FullTeaserModule),
  teaserlist: () => import("./modules/teasers").then((m) => m.TeaserListModule),
  faq: () => import("./modules/faq").then((m) => m.FaqModule),
  socialmedia: () => import("./modules/social").then((m) => m.SocialMediaModule),
} satisfies Record<ModuleType, () => Promise<Renderer>>;

export const RENDERED_TYPES = Object.keys(LOADERS) as ModuleType[];

const loaded = new Map<string, Renderer>();

/** Whether a type has a renderer (other types render as nothing). */
export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(LOADERS, type);
}

const pending = new Map<string, Promise<void>>();
const failed = new Map<string, unknown>();

/** Starts loading a known type's renderer once; a chunk that cannot be loaded is remembered as failed. */
function load(type: ModuleType): Promise<void> {
  let loading = pending.get(type);
  if (!loading) {
    loading = loadRenderers([type])
      .catch((error: unknown) => {
        failed.set(type, error);
        setTimeout(() => {
          throw error;
        });
      })
      .finally(() => pending.delete(type));
    pending.set(type, loading);
  }
  return loading;
}

/**
 * The renderer of a type; undefined for an unknown type (rendered as nothing). Suspends (throws the
 * loading promise, React's Suspense protocol) while a known type's code is still on its way.
 */
export function moduleRenderer(type: string): Renderer | undefined {
  if (!isModuleType(type)) return undefined;
  const renderer = loaded.get(type);
  if (renderer) return renderer;
  // A chunk that cannot be loaded (a deploy removed it) is an error for the boundary; raised once more
  // outside React so that the chunk-reload guard of entry.client.tsx sees it and reloads the page.
  if (failed.has(type)) throw failed.get(type);
  throw load(type);
}

/**
 * Suspends until the renderers of all these types are there (loaded side by side). A module calls it
 * for its nested modules' types before its own boundary, so that no module inside it waits there.
 */
export function requireRenderers(types: Iterable<string>): void {
  const waiting = [...new Set(types)].filter((type): type is ModuleType => isModuleType(type) && !loaded.has(type) && !failed.has(type)).map(load);
  if (waiting.length > 0) throw Promise.all(waiting);
}

/** Loads the renderers of these types (unknown ones are skipped). */
export async function loadRenderers(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => isModuleType(type) && !loaded.has(type)) as ModuleType[];
  const renderers = await Promise.all(missing.map((type) => LOADERS[type]()));
  missing.forEach((type, i) => loaded.set(type, renderers[i]!));
}
