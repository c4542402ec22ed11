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
  richText: {
    toolbar: "Textformat",
    bold: "Fett",
    italic: "Kursiv",
    link: "Link",
    bulletList: "Aufzählung",
    numberedList: "Nummerierte Liste",
    undo: "Rückgängig",
    redo: "Wiederholen",
    linkDialog: "Link",
    linkUrl: "Adresse",
    linkUrlHint: "https://…, /seite, mailto: oder tel:",
    linkNewWindow: "In neuem Fenster öffnen",
    linkApply: "Übernehmen",
    linkRemove: "Link entfernen",
    linkCancel: "Abbrechen",
    linkInvalid: "Links müssen mit https://, mailto: oder tel: beginnen – oder mit / für eine Seite dieser Website.",
    unsupported: "Dieser Text enthält Elemente, die der Editor nicht kennt; er kann hier nicht bearbeitet werden.",
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
