// The German locale: the product's voice. English lives in en.ts with the same keys.
const de = {
  meta: {
    festivalTitle: "Lesezeichen – Kinder- und Jugendbuchfestival",
    titleSuffix: " | Lesezeichen",
  },
  nav: {
    skipToContent: "Zum Inhalt springen",
    home: "Startseite",
    mainMenu: "Hauptmenü",
    secondaryMenu: "Weitere Links",
    footerMenu: "Fußzeile",
    breadcrumb: "Brotkrumennavigation",
    languageSwitch: "Sprache wählen",
    otherLanguage: "English",
    otherLanguageShort: "EN",
    menuOpen: "Menü öffnen",
    menuClose: "Menü schließen",
    login: "Anmelden",
    logout: "Abmelden",
    myProfile: "Mein Profil",
  },
  errors: {
    notFoundTitle: "Diese Seite konnte nicht gefunden werden",
    notFoundText: "Wir können diese Seite leider nicht finden.",
    unknown: "Ein unbekannter Fehler ist aufgetreten",
    toHome: "Zur Startseite",
    siteOffline: "Website offline",
    siteOfflineText: "Die Website ist derzeit leider nicht erreichbar.",
    fallbackTitle: "Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten",
  },
  login: {
    title: "Anmeldung für die Redaktion",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden",
    invalid: "E-Mail-Adresse oder Passwort sind nicht korrekt.",
    tooMany: "Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut.",
    invalidEmail: "Ungültige E-Mail-Adresse!",
    required: "Dieses Feld ist erforderlich!",
  },
  page: {
    offlineNotice: "Diese Seite ist offline und nur für die Redaktion sichtbar.",
  },
};

export default de;
export type Translation = typeof de;
