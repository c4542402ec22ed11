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
  // Module forms, media library and link finder (module-fields-form and its dialogs).
  fields: {
    required: "Pflichtfeld",
    none: "– keine Angabe –",
    maxLength: "Höchstens {max} Zeichen.",
    numberRange: "Eine Zahl von {min} bis {max}.",
    inLocale: "Sprache dieser Seite: {locale}. Die andere Sprache bleibt erhalten.",
    otherLocale: "Andere Sprache: „{value}“",
    richTextHint: "Absätze durch eine Leerzeile trennen. ## Zwischenüberschrift, - Aufzählung, 1. Nummerierung, **fett**, *kursiv*, [Linktext](https://…).",
    datetimeHint: "Ortszeit Linz (MEZ/MESZ).",
    idHint: "Die Nummer des Datensatzes.",
    idsHint: "Nummern, durch Kommas getrennt.",
    item: "Eintrag {number}",
    newItem: "Neuer Eintrag",
    removeItem: "Eintrag entfernen",
    order: "Position",
    formErrors: "Bitte die markierten Felder prüfen.",
    messages: {
      required: "Bitte ausfüllen.",
      maxLength: "Höchstens {max} Zeichen erlaubt.",
      id: "Bitte eine gültige Nummer angeben.",
      date: "Bitte ein gültiges Datum angeben.",
      url: "Bitte eine vollständige Adresse angeben (https://…).",
      service: "Bitte eine Adresse von {services} angeben.",
      link: "Bitte einen Link angeben (https://…, /pfad, mailto: oder tel:).",
      anchor: "Nur Buchstaben, Ziffern, - und _ erlaubt.",
      range: "Bitte eine Zahl von {min} bis {max} angeben.",
      level: "Bitte eine Ebene von H2 bis H6 wählen.",
      notBefore: "Darf nicht vor „Sichtbar ab“ liegen.",
    },
    labels: {
      headline_level: "Überschriftenebene", level: "Ebene", preline: "Dachzeile", content: "Text", subline: "Unterzeile", headline: "Überschrift",
      anchor: "Anker (für #Sprungmarke)", decrease_distance: "Abstand verringern", author: "Autorin oder Autor", html_code: "HTML-Code",
      link_text: "Linktext", link: "Link", link_url: "Adresse", extra_class: "Gestaltung (CSS-Klasse)", sticky: "Beim Scrollen fixieren",
      link_open_in_new_window: "In neuem Fenster öffnen", image: "Bild", format: "Format", title: "Titel", video_url: "Video-Adresse (YouTube oder Vimeo)",
      length: "Länge", file: "Datei-Adresse", embed: "Adresse oder Einbettungscode", media_type: "Dienst", venue: "Spielstätte (Nummer)",
      hubspot_id: "Formular (Nummer)", text: "Text", video: "Video-Datei", button_text: "Schaltflächentext", button_link: "Schaltflächenlink",
      online_from: "Sichtbar ab", online_to: "Sichtbar bis", items: "Anzahl Artikel", categories: "Kategorien (Nummern)",
      date_from: "Von", date_to: "Bis", tag: "Schlagwort (Nummer)", filters: "Filter", children: "Einträge", question: "Frage", answer: "Antwort",
    },
    choices: {
      horizontal: "Querformat", vertical: "Hochformat", none: "Keiner", next_3_days: "Nächste 3 Tage", weekend: "Wochenende",
      "image-text": "Bild links, Text rechts", "text-image": "Text links, Bild rechts", spotify: "Spotify", soundcloud: "SoundCloud", podigee: "Podigee",
    },
  },
  media: {
    library: "Mediathek",
    choose: "Aus der Mediathek wählen",
    noImage: "Kein Bild",
    imageNumber: "Bild Nr. {id}",
    upload: "Neues Bild hochladen",
    uploadHint: "JPEG, PNG oder WebP, höchstens 10 MB.",
    uploading: "Wird hochgeladen …",
    uploadFailed: "Hochladen fehlgeschlagen: {message}",
    search: "Bilder suchen",
    loading: "Lädt …",
    empty: "Keine Bilder gefunden.",
    more: "Weitere Bilder",
    close: "Schließen",
  },
  links: {
    page: "Seite dieser Website",
    noPage: "– keine Seite –",
    address: "Oder eine Adresse",
    addressHint: "https://…, /de/… oder mailto:…",
    find: "Link suchen",
    finder: "Link-Finder",
    search: "Titel suchen",
    kind: "Art",
    kinds: { all: "Alle", page: "Seite", event: "Veranstaltung", production: "Produktion", person: "Person", venue: "Spielstätte", article: "Artikel" },
    external: "Externe Adresse eingeben",
    noResults: "Nichts gefunden.",
    close: "Schließen",
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
