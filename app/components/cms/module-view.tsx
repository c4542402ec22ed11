import type { ComponentType } from "react";
import { useRootData } from "~/components/use-root-data";
import type { ModuleType } from "~/db/schema";
import { DEFAULT_LOCALE } from "~/lib/routes";
import { AnchorListModule, AnchorModule, LinkModule } from "./modules/link";
import { BlogTeaserListModule, HighlightTeaserModule } from "./modules/articles";
import { EventListModule } from "./modules/event-list";
import { FaqModule } from "./modules/faq";
import { EMPTY_DATA, isRecord, type ModuleLike, type ModuleProps } from "./modules/fields";
import { FormModule } from "./modules/form";
import { HeroMediaModule } from "./modules/hero";
import { ImageListModule, ImageModule, LogoListModule } from "./modules/images";
import { AudioModule, SelfHostedAudioModule, SelfHostedVideoModule, VideoListModule, VideoModule, ViewerModule } from "./modules/media";
import { SectionModule, TwoColumnsModule } from "./modules/section";
import { SocialMediaModule } from "./modules/social";
import { FullTeaserModule, TeaserListModule } from "./modules/teasers";
import { HeadlineModule, HtmlModule, QuoteModule, TextModule } from "./modules/text";
import { VenueListModule, VenueModule } from "./modules/venues";

/** One renderer per module type of SPEC §3 "Page editor modules". */
export const RENDERERS: Record<ModuleType, ComponentType<ModuleProps>> = {
  headline: HeadlineModule,
  text: TextModule,
  link: LinkModule,
  image: ImageModule,
  imagelist: ImageListModule,
  video: VideoModule,
  selfhostedvideo: SelfHostedVideoModule,
  videolist: VideoListModule,
  audio: AudioModule,
  selfhostedaudio: SelfHostedAudioModule,
  viewer: ViewerModule,
  venue: VenueModule,
  venuelist: VenueListModule,
  html: HtmlModule,
  logolist: LogoListModule,
  form: FormModule,
  heromedia: HeroMediaModule,
  section: SectionModule,
  twocolumns: TwoColumnsModule,
  blogteaserlist: BlogTeaserListModule,
  highlightteaser: HighlightTeaserModule,
  eventlist: EventListModule,
  anchorlist: AnchorListModule,
  anchor: AnchorModule,
  fullteaser: FullTeaserModule,
  teaserlist: TeaserListModule,
  faq: FaqModule,
  quote: QuoteModule,
  socialmedia: SocialMediaModule,
};

const renderModule = (module: ModuleLike) => <ModuleView key={module.key ?? module.id} module={module} />;

/**
 * One page-editor module, rendered by the renderer for its type, with the records the loader
 * resolved for it (`data`, see app/services/module-data.server.ts). Unknown types render nothing.
 */
export function ModuleView({ module }: { module: ModuleLike }) {
  const locale = useRootData()?.locale ?? DEFAULT_LOCALE;
  const Renderer = Object.hasOwn(RENDERERS, module.type) ? RENDERERS[module.type as ModuleType] : undefined;
  if (!Renderer) return null;
  return (
    <Renderer
      fields={isRecord(module.fields) ? module.fields : {}}
      data={module.data ?? EMPTY_DATA}
      moduleKey={String(module.key ?? module.id ?? module.type)}
      locale={locale}
      renderModule={renderModule}
    />
  );
}
