/**
 * The renderer of each module type. The types most pages carry are bundled with the page that shows
 * CMS modules (home and every content page, and the edit mode). The occasional ones (about half of
 * the renderers' code) come in three files of their own — the form, the event list with its rows, and
 * the rest (media, venues, social links, FAQ) —, each loaded by the first page that shows one of its
 * modules. The server has them loaded before it renders (`preloadModuleRenderers()` in entry.server),
 * so a page without script gets every module whole; in the browser such a module waits inside its
 * boundary's Suspense (./module-boundary.tsx), where React keeps the server's HTML until the file has
 * arrived and then hydrates it. While the page opens, the file is asked for only when the visitor
 * comes within a screen of such a module (./near-viewport.ts).
 */
import { createElement, type ComponentType } from "react";
import { preloadableLazy } from "~/components/preloadable-lazy";
import { nearViewport } from "./near-viewport";
// Only the type: the field schemas (and zod) stay out of a visitor's page.
import type { ModuleType } from "~/lib/modules/registry";
import type { ModuleProps } from "./modules/field-readers";
import { BlogTeaserListModule, HighlightTeaserModule } from "./modules/articles";
import { HeroMediaModule } from "./modules/hero";
import { ImageListModule, ImageModule, LogoListModule } from "./modules/images";
import { AnchorListModule, AnchorModule, LinkModule } from "./modules/link";
import { SectionModule, TwoColumnsModule } from "./modules/section";
import { FullTeaserModule, TeaserListModule } from "./modules/teasers";
import { HeadlineModule, HtmlModule, QuoteModule, TextModule } from "./modules/text";

type Renderer = ComponentType<ModuleProps>;

const OCCASIONAL_TYPES = [
  "video",
  "selfhostedvideo",
  "videolist",
  "audio",
  "selfhostedaudio",
  "viewer",
  "venue",
  "venuelist",
  "faq",
  "socialmedia",
] as const satisfies readonly ModuleType[];
export type OccasionalModuleType = (typeof OCCASIONAL_TYPES)[number];

/**
 * The renderer of `types` from a file of its own, asked for once such a module is near the viewport
 * (each module's root element carries the class `module-<type>`).
 */
function loadedWhenNear<P>(types: readonly ModuleType[], load: () => Promise<{ default: ComponentType<P> }>) {
  return preloadableLazy(() => nearViewport(types.map((type) => `.module-${type}`).join(", ")).then(load));
}

const Occasional = loadedWhenNear(OCCASIONAL_TYPES, () => import("./occasional-module-renderers"));
// A contact page needs only the form: it does not load the media players with it.
const Form = loadedWhenNear<ModuleProps>(["form"], () => import("./modules/form").then(({ FormModule }) => ({ default: FormModule })));
// Most content pages show no upcoming events: the event list and its rows come with the first that does.
const EventList = loadedWhenNear<ModuleProps>(["eventlist"], () => import("./modules/event-list").then(({ EventListModule }) => ({ default: EventListModule })));

/** Loads the renderers that come in files of their own (the server, before it renders a page). */
export async function preloadModuleRenderers(): Promise<void> {
  await Promise.all([Occasional.preload(), Form.preload(), EventList.preload()]);
}

const occasional = (type: OccasionalModuleType): Renderer =>
  function OccasionalRenderer(props: ModuleProps) {
    return createElement(Occasional.Component, { ...props, type });
  };

const RENDERERS: Record<ModuleType, Renderer> = {
  headline: HeadlineModule,
  text: TextModule,
  quote: QuoteModule,
  html: HtmlModule,
  link: LinkModule,
  anchorlist: AnchorListModule,
  anchor: AnchorModule,
  image: ImageModule,
  imagelist: ImageListModule,
  logolist: LogoListModule,
  heromedia: HeroMediaModule,
  section: SectionModule,
  twocolumns: TwoColumnsModule,
  blogteaserlist: BlogTeaserListModule,
  highlightteaser: HighlightTeaserModule,
  eventlist: EventList.Component,
  fullteaser: FullTeaserModule,
  teaserlist: TeaserListModule,
  form: Form.Component,
  ...(Object.fromEntries(OCCASIONAL_TYPES.map((type) => [type, occasional(type)])) as Record<OccasionalModuleType, Renderer>),
};

/** Whether a type has a renderer (other types render as nothing). */
export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(RENDERERS, type);
}

/** The renderer of a type; undefined for an unknown type (rendered as nothing). */
export function moduleRenderer(type: string): Renderer | undefined {
  return isModuleType(type) ? RENDERERS[type] : undefined;
}
