/**
 * The renderer of each module type, bundled with the page that shows CMS modules (home and every
 * content page, and the edit mode): one file with the page, not one lazily loaded file per type.
 * Every renderer is there when the page hydrates, so none suspends during hydration (React would
 * throw the server's HTML away) and the browser waits for no second round of requests.
 */
import type { ComponentType } from "react";
// Only the type: the field schemas (and zod) stay out of a visitor's page.
import type { ModuleType } from "~/lib/modules/registry";
import type { ModuleProps } from "./modules/field-readers";
import { BlogTeaserListModule, HighlightTeaserModule } from "./modules/articles";
import { EventListModule } from "./modules/event-list";
import { FaqModule } from "./modules/faq";
import { FormModule } from "./modules/form";
import { HeroMediaModule } from "./modules/hero";
import { ImageListModule, ImageModule, LogoListModule } from "./modules/images";
import { AnchorListModule, AnchorModule, LinkModule } from "./modules/link";
import { AudioModule, SelfHostedAudioModule, SelfHostedVideoModule, VideoListModule, VideoModule, ViewerModule } from "./modules/media";
import { SectionModule, TwoColumnsModule } from "./modules/section";
import { SocialMediaModule } from "./modules/social";
import { FullTeaserModule, TeaserListModule } from "./modules/teasers";
import { HeadlineModule, HtmlModule, QuoteModule, TextModule } from "./modules/text";
import { VenueListModule, VenueModule } from "./modules/venues";

type Renderer = ComponentType<ModuleProps>;

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
  video: VideoModule,
  selfhostedvideo: SelfHostedVideoModule,
  videolist: VideoListModule,
  audio: AudioModule,
  selfhostedaudio: SelfHostedAudioModule,
  viewer: ViewerModule,
  venue: VenueModule,
  venuelist: VenueListModule,
  form: FormModule,
  heromedia: HeroMediaModule,
  section: SectionModule,
  twocolumns: TwoColumnsModule,
  blogteaserlist: BlogTeaserListModule,
  highlightteaser: HighlightTeaserModule,
  eventlist: EventListModule,
  fullteaser: FullTeaserModule,
  teaserlist: TeaserListModule,
  faq: FaqModule,
  socialmedia: SocialMediaModule,
};

/** Whether a type has a renderer (other types render as nothing). */
export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(RENDERERS, type);
}

/** The renderer of a type; undefined for an unknown type (rendered as nothing). */
export function moduleRenderer(type: string): Renderer | undefined {
  return isModuleType(type) ? RENDERERS[type] : undefined;
}
