import type { EditorTexts } from "./de";

export const en: EditorTexts = {
  toolbar: {
    label: "Page editor",
    leave: "Stop editing",
  },
  alerts: {
    saved: "Saved",
    failed: "Not saved: {message}",
  },
  login: {
    title: "Log in to continue",
  },
  richText: {
    toolbar: "Text format",
    bold: "Bold",
    italic: "Italic",
    link: "Link",
    bulletList: "Bulleted list",
    numberedList: "Numbered list",
    undo: "Undo",
    redo: "Redo",
    linkDialog: "Link",
    linkUrl: "Address",
    linkUrlHint: "https://…, /page, mailto: or tel:",
    linkNewWindow: "Open in a new window",
    linkApply: "Apply",
    linkRemove: "Remove link",
    linkCancel: "Cancel",
    linkInvalid: "Links must start with https://, mailto: or tel: – or with / for a page of this site.",
    unsupported: "This text contains elements the editor does not know; it cannot be edited here.",
  },
  moduleTypes: {
    headline: "Headline", text: "Text", quote: "Quote", html: "HTML", link: "Link", anchorlist: "Anchor list", anchor: "Anchor",
    image: "Image", imagelist: "Image gallery", logolist: "Logo bar", video: "Video", selfhostedvideo: "Video (own file)",
    videolist: "Video list", audio: "Audio", selfhostedaudio: "Audio (own file)", viewer: "PDF viewer", venue: "Venue",
    venuelist: "Venue list", form: "Form", heromedia: "Hero media", section: "Section", twocolumns: "Two columns",
    blogteaserlist: "Magazine teasers", highlightteaser: "Highlight teaser", eventlist: "Event list", fullteaser: "Full teaser",
    teaserlist: "Teaser list", faq: "FAQ", socialmedia: "Social media",
  },
};
