/** The page editor's module types. */
export const MODULE_TYPES = [
  "headline", "text", "link", "image", "imagelist", "video", "selfhostedvideo", "videolist", "audio",
  "selfhostedaudio", "viewer", "venue", "venuelist", "html", "logolist", "form", "heromedia", "section",
  "twocolumns", "blogteaserlist", "highlightteaser", "eventlist", "anchorlist", "anchor", "fullteaser",
  "teaserlist", "faq", "quote", "socialmedia",
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];
