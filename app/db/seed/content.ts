/** Sections and modules of the home page and the ordinary CMS pages. */
import { h, p, ul } from "./richtext";
import { fromNow, id, image, type SeedContext } from "./context";
import { L, RT, type SectionSpec } from "./sections";

const VENUE_NAMES = ["Haus der Geschichten", "Bibliothek im Hafenviertel", "Theater an der Donau", "Kunsthalle Volksgarten"];

export function pageContent(ctx: SeedContext): Record<string, SectionSpec[]> {
  const year = ctx.festivalStart.year;
  const production = (key: string, slugDe: string, slugEn: string) =>
    L(`/de/produktionen/${slugDe}/${id(ctx, `production:${key}`)}`, `/en/productions/${slugEn}/${id(ctx, `production:${key}`)}`);
  const venues = ["haus-der-geschichten", "bibliothek-hafenviertel", "theater-an-der-donau", "kunsthalle-volksgarten"];

  return {
    home: [
      {
        slug: "home-hero",
        modules: [{
          type: "heromedia",
          fields: {
            headline: L(`Lesezeichen ${year}`, `Lesezeichen ${year}`),
            text: L("Zwölf Tage Geschichten für alle von 3 bis 99: Lesungen, Theater, Werkstätten und die große Ausstellung „Bilderbuchwelten“.",
              "Twelve days of stories for everyone from 3 to 99: readings, theatre, workshops and the big exhibition “Picture-Book Worlds”."),
            button_text: L("Programm und Karten", "Programme and tickets"), button_link: L("/de/programm", "/en/events"),
            sticky: false, image: image(ctx, "festival-plakat"), video: null, online_from: fromNow(ctx, -30), online_to: null,
          },
        }],
      },
      {
        slug: "home-highlights", classes: "section--tinted",
        modules: [
          { type: "headline", fields: { headline_level: 2, preline: L("Nicht verpassen", "Don't miss"), content: L("Festival-Highlights", "Festival highlights"), subline: L("", ""), anchor: "highlights" } },
          {
            type: "teaserlist",
            fields: {
              extra_class: "slider orange",
              children: [
                { image: image(ctx, "theaterbuehne"), link: null, link_url: production("krokodil", "krokodil-im-kinderzimmer", "crocodile-in-the-nursery"), link_text: L("Zur Produktion", "View production"),
                  preline: L("Puppentheater ab 4", "Puppet theatre, ages 4+"), headline: L("Krokodil im Kinderzimmer", "Crocodile in the Nursery"), subline: L("Premiere am Eröffnungstag", "Premiere on opening day"), text: L("", ""), online_from: null, online_to: null },
                { image: image(ctx, "leseinsel"), link: null, link_url: production("insel-der-woerter", "die-insel-der-verlorenen-woerter", "the-island-of-lost-words"), link_text: L("Zur Produktion", "View production"),
                  preline: L("Theater ab 8", "Theatre, ages 8+"), headline: L("Die Insel der verlorenen Wörter", "The Island of Lost Words"), subline: L("Mit Gebärdensprache", "With sign language"), text: L("", ""), online_from: null, online_to: null },
                { image: image(ctx, "bilderbuch-ausstellung"), link: null, link_url: production("bilderbuchwelten", "bilderbuchwelten", "picture-book-worlds"), link_text: L("Zur Ausstellung", "To the exhibition"),
                  preline: L("Eintritt frei", "Free admission"), headline: L("Bilderbuchwelten", "Picture-Book Worlds"), subline: L("Originalillustrationen aus Österreich", "Original illustrations from Austria"), text: L("", ""), online_from: null, online_to: null },
              ],
            },
          },
        ],
      },
      {
        slug: "home-programm",
        modules: [
          { type: "headline", fields: { headline_level: 2, preline: L("", ""), content: L("Die nächsten Tage", "The next few days"), subline: L("", ""), anchor: "programm" } },
          { type: "eventlist", fields: { date_from: null, date_to: null, tag: null, filters: "next_3_days", children: [] } },
          { type: "link", fields: { link_text: L("Gesamtes Programm", "Full programme"), link: null, link_url: L("/de/programm", "/en/events"), extra_class: "button", anchor: "", sticky: false } },
        ],
      },
      {
        slug: "home-abo", layout: "50-50",
        modules: [
          { type: "fullteaser", column: 0, fields: {
            image: image(ctx, "heissluftballon"), link: null, link_url: L("/de/abonnements", "/en/subscriptions"), link_text: L("Zum Familien-Abo", "Family subscription"),
            preline: L("Neu", "New"), headline: L("Das Familien-Abo", "The family subscription"), subline: L("Vier Vorstellungen, 25 Prozent gespart", "Four performances, 25 per cent saved"),
            text: L("Für zwei Erwachsene und bis zu drei Kinder – übertragbar, flexibel und einfach schön.", "For two adults and up to three children – transferable, flexible and simply lovely."), extra_class: "",
          } },
          { type: "fullteaser", column: 1, fields: {
            image: image(ctx, "drachenwiese"), link: id(ctx, "page:schulen"), link_url: L("/de/schulen", "/en/schools"), link_text: L("Klasse anmelden", "Register a class"),
            preline: L("Für Schulen", "For schools"), headline: L("Schulvorstellungen", "School performances"), subline: L("7,50 Euro pro Kind", "€7.50 per child"),
            text: L("Vormittagsvorstellungen mit Begleitmaterial und Nachgespräch.", "Morning performances with teaching materials and a talk afterwards."), extra_class: "",
          } },
        ],
      },
      {
        slug: "home-magazin",
        modules: [
          { type: "headline", fields: { headline_level: 2, preline: L("Mediathek", "Magazine"), content: L("Neues aus dem Festival", "Festival news"), subline: L("", ""), anchor: "" } },
          { type: "blogteaserlist", fields: { items: 3 } },
        ],
      },
      {
        slug: "home-partner",
        modules: [{ type: "logolist", fields: { extra_class: "", children: venues.map((v, i) => ({ image: image(ctx, ["sternenbuch", "buecherturm", "theaterbuehne", "bilderbuch-ausstellung"][i]), link_url: `/de/venues/${v}/${id(ctx, `venue:${v}`)}`, title: VENUE_NAMES[i] })) } }],
      },
    ],

    "ueber-uns": [
      {
        slug: "ueber-uns-intro", layout: "67-33",
        modules: [
          { type: "text", column: 0, fields: { anchor: "", decrease_distance: false, content: RT(
            [p("**Lesezeichen** ist das Kinder- und Jugendbuchfestival in Linz. Seit 2012 holen wir Autorinnen, Illustratoren und Theaterleute in die Stadt – und vor allem: Tausende junge Leserinnen und Leser."),
              p("Wir glauben, dass Geschichten stark machen. Deshalb sind unsere Schulvorstellungen günstig, unsere Ausstellung kostenlos und unsere Werkstätten offen für alle."),
              h(3, "Was uns wichtig ist"), ul("Lesen als Abenteuer, nicht als Pflicht", "Kunst auf Augenhöhe mit dem jungen Publikum", "Ein Festival, das für alle zugänglich ist")],
            [p("**Lesezeichen** is the children's and youth book festival in Linz. Since 2012 we have brought authors, illustrators and theatre makers to the city – and above all, thousands of young readers."),
              p("We believe that stories make you strong. That is why our school performances are affordable, our exhibition is free and our workshops are open to everyone."),
              h(3, "What matters to us"), ul("Reading as an adventure, not a duty", "Art that meets young audiences at eye level", "A festival that is accessible to everyone")]) } },
          { type: "quote", column: 1, fields: { content: L("Ein Kind, das liest, wird ein Erwachsener, der denkt.", "A child who reads becomes an adult who thinks."), author: L("Barbara Weiß, Festivalleiterin", "Barbara Weiß, festival director") } },
        ],
      },
      {
        slug: "ueber-uns-team",
        modules: [{ type: "twocolumns", fields: { extra_class: "image-text", image: image(ctx, "buecherturm"), text: RT(
          ["Hinter dem Festival steht ein kleines Team und ein großer Verein mit über 300 Mitgliedern. Ehrenamtliche Lesepatinnen und -paten begleiten jede Schulvorstellung."],
          ["Behind the festival is a small team and a large association with more than 300 members. Volunteer reading mentors accompany every school performance."]) } }],
      },
    ],

    geschichte: [{
      slug: "geschichte-text",
      modules: [{ type: "text", fields: { anchor: "", decrease_distance: false, content: RT(
        [p("2012 begann alles mit einem Zelt im Volksgarten, drei Lesungen und 200 Kindern. Heute dauert das Festival zwölf Tage und bespielt vier Häuser."),
          ul("**2012** – erste Lesungen im Lesezelt", "**2015** – das Theater an der Donau wird Partner", "**2019** – erstmals über 10.000 Besucherinnen und Besucher", `**${year}** – die erste große Ausstellung „Bilderbuchwelten“`)],
        [p("It all began in 2012 with a tent in the Volksgarten park, three readings and 200 children. Today the festival lasts twelve days and uses four venues."),
          ul("**2012** – first readings in the reading tent", "**2015** – the Theater an der Donau becomes a partner", "**2019** – more than 10,000 visitors for the first time", `**${year}** – the first large exhibition “Picture-Book Worlds”`)]) } }],
    }],

    spielorte: [{
      slug: "spielorte-liste",
      modules: [
        { type: "text", fields: { anchor: "", decrease_distance: true, content: RT(["Alle Spielorte erreichen Sie mit den Straßenbahnlinien 1 und 2."], ["All venues can be reached by tram lines 1 and 2."]) } },
        { type: "venuelist", fields: { children: venues.map((v) => ({ venue: id(ctx, `venue:${v}`) })) } },
      ],
    }],

    archiv: [{
      slug: "archiv-text",
      modules: [{ type: "text", fields: { anchor: "", decrease_distance: false, content: RT(["Diese Seite wird gerade überarbeitet."], ["This page is being revised."]) } }],
    }],

    schulen: [{
      slug: "schulen-anmeldung", layout: "50-50",
      modules: [
        { type: "text", column: 0, fields: { anchor: "", decrease_distance: false, content: RT(
          [p("Für Schulklassen und Kindergartengruppen gibt es eigene Vorstellungen am Vormittag. Karten kosten **7,50 Euro pro Kind**, Begleitpersonen sind frei."), p("Zu jeder Vorstellung gibt es Begleitmaterial für den Unterricht.")],
          [p("There are dedicated morning performances for school classes and nursery groups. Tickets cost **€7.50 per child**; accompanying adults go free."), p("Teaching materials are available for every performance.")]) } },
        { type: "form", column: 1, fields: { hubspot_id: String(id(ctx, "form:schulanmeldung")) } },
      ],
    }],

    lesepass: [{
      slug: "lesepass-text",
      modules: [{ type: "text", fields: { anchor: "", decrease_distance: false, content: RT(
        [p("Den Lesepass gibt es gratis im Kartenbüro und an jedem Spielort. Für jede besuchte Lesung gibt es einen Stempel."), ul("Ab fünf Stempeln: ein Lesezeichen aus der Festivaldruckerei", "Ab zehn Stempeln: Teilnahme an der Verlosung von 50 Büchern", "Abgabe bis zum letzten Festivaltag im Kartenbüro")],
        [p("The reading pass is free at the box office and at every venue. Every reading you attend earns a stamp."), ul("Five stamps: a bookmark from the festival press", "Ten stamps: a chance to win one of 50 books", "Hand it in at the box office by the last day of the festival")]) } }],
    }],

    foerderer: [{
      slug: "foerderer-text",
      modules: [{ type: "text", fields: { anchor: "", decrease_distance: false, content: RT(
        [p("Das Festival Lesezeichen wird von der Stadt Linz und dem Land Oberösterreich gefördert. Wir danken allen Partnern, Verlagen und Buchhandlungen, die Autorinnen und Autoren nach Linz bringen.")],
        [p("The Lesezeichen festival is funded by the City of Linz and the Province of Upper Austria. We thank all partners, publishers and bookshops who bring authors to Linz.")]) } }],
    }],

    presse: [{
      slug: "presse-text",
      modules: [
        { type: "text", fields: { anchor: "", decrease_distance: false, content: RT(
          [p("Pressefotos, Texte und Logos stellen wir gerne zur Verfügung. Akkreditierungen bitte bis eine Woche vor Festivalbeginn an [presse@lesezeichen-linz.example.org](mailto:presse@lesezeichen-linz.example.org).")],
          [p("We are happy to provide press photos, texts and logos. Please send accreditation requests to [presse@lesezeichen-linz.example.org](mailto:presse@lesezeichen-linz.example.org) at least one week before the festival.")]) } },
        { type: "link", fields: { link_text: L("Pressemappe herunterladen", "Download press kit"), link: null, link_url: L("/media/logo.svg", "/media/logo.svg"), extra_class: "download", anchor: "", sticky: false } },
      ],
    }],

    kontakt: [{
      slug: "kontakt-formular", layout: "33-67",
      modules: [
        { type: "text", column: 0, fields: { anchor: "", decrease_distance: false, content: RT(
          [p("**Festivalbüro**"), p("Haus der Geschichten, Hauptplatz 17, 4020 Linz"), p("[+43 732 123 400](tel:+43732123400)")],
          [p("**Festival office**"), p("Haus der Geschichten, Hauptplatz 17, 4020 Linz"), p("[+43 732 123 400](tel:+43732123400)")]) } },
        { type: "form", column: 1, fields: { hubspot_id: String(id(ctx, "form:kontakt")) } },
      ],
    }],

    barrierefreiheit: [{
      slug: "barrierefreiheit-text",
      modules: [{ type: "text", fields: { anchor: "", decrease_distance: false, content: RT(
        [p("Alle Spielorte außer der Studiobühne sind stufenlos erreichbar."), ul("Induktionsschleife im Großen Saal", "Vorstellungen mit Gebärdensprache (im Programm gekennzeichnet)", "Begleitpersonen haben freien Eintritt", "Ruhige Vorstellungen mit gedimmtem Licht")],
        [p("All venues except the Studio Stage have step-free access."), ul("Hearing loop in the Main Auditorium", "Performances with sign language (marked in the programme)", "Companions go free", "Relaxed performances with dimmed lighting")]) } }],
    }],
  };
}
