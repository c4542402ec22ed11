/**
 * The renderers of the module types few pages carry and whose code is large (media players and
 * embeds, venues, social links, questions and answers): a file of their own, loaded with the first
 * page that shows one of them (./module-renderers.ts; the form has a file of its own).
 */
import { createElement, type ComponentType } from "react";
import type { ModuleProps } from "./modules/field-readers";
import type { OccasionalModuleType } from "./module-renderers";
import { FaqModule } from "./modules/faq";
import { AudioModule, SelfHostedAudioModule, SelfHostedVideoModule, VideoListModule, VideoModule, ViewerModule } from "./modules/media";
import { SocialMediaModule } from "./modules/social";
import { VenueListModule, VenueModule } from "./modules/venues";

const RENDERERS: Record<OccasionalModuleType, ComponentType<ModuleProps>> = {
  video: VideoModule,
  selfhostedvideo: SelfHostedVideoModule,
  videolist: VideoListModule,
  audio: AudioModule,
  selfhostedaudio: SelfHostedAudioModule,
  viewer: ViewerModule,
  venue: VenueModule,
  venuelist: VenueListModule,
  faq: FaqModule,
  socialmedia: SocialMediaModule,
};

/** One module of an occasional type, rendered by its type's renderer. */
export default function OccasionalModule({ type, ...props }: ModuleProps & { type: OccasionalModuleType }) {
  return createElement(RENDERERS[type], props);
}
