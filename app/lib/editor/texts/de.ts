/**
 * The editor's interface texts in German: the shape every editor locale follows. Each area of the
 * editor has its own group (toolbar, sections, modules, panel, fields, media, links, richText, login,
 * alerts); `{name}` marks a value filled in when shown.
 */
export const de = {
  toolbar: {
    label: "Seiteneditor",
    leave: "Bearbeiten beenden",
  },
  alerts: {
    saved: "Gespeichert",
    failed: "Nicht gespeichert: {message}",
  },
  login: {
    title: "Anmelden, um weiterzuarbeiten",
  },
  moduleTypes: {
    headline: "Überschrift", text: "Text", quote: "Zitat", html: "HTML", link: "Link", anchorlist: "Ankerliste", anchor: "Anker",
    image: "Bild", imagelist: "Bildergalerie", logolist: "Logoleiste", video: "Video", selfhostedvideo: "Video (eigene Datei)",
    videolist: "Videoliste", audio: "Audio", selfhostedaudio: "Audio (eigene Datei)", viewer: "PDF-Viewer", venue: "Spielstätte",
    venuelist: "Spielstättenliste", form: "Formular", heromedia: "Bühnenbild", section: "Abschnitt", twocolumns: "Zwei Spalten",
    blogteaserlist: "Magazin-Teaser", highlightteaser: "Highlight-Teaser", eventlist: "Veranstaltungsliste", fullteaser: "Großer Teaser",
    teaserlist: "Teaserliste", faq: "FAQ", socialmedia: "Social Media",
  },
};

/** The shape of the editor's texts (German is the reference). */
export type EditorTexts = typeof de;
