/**
 * The landing page "Lesesommer": every page-editor module type once at least, with realistic fields.
 * Two modules are time-windowed: the hero (inside its window) and an early-bird note (expired).
 */
import { MODULE_TYPES } from "~/lib/modules/registry";
import { h, p, ul } from "./richtext";
import { festivalEnd as endOfFestival, fromNow, id, image, type SeedContext } from "./context";
import { L, RT, type SectionSpec } from "./sections";

export function landingSections(ctx: SeedContext): SectionSpec[] {
  const festivalEnd = endOfFestival(ctx);
  const heroFrom = fromNow(ctx, -7);
  const venue = (key: string) => id(ctx, `venue:${key}`);
  const sections: SectionSpec[] = [
    {
      slug: "lesesommer-hero",
      modules: [{
        type: "heromedia", onlineFrom: heroFrom, onlineTo: festivalEnd,
        fields: {
          headline: L("Der Lesesommer ist da!", "Reading summer is here!"),
          text: L("Bücher, Bühne, Buntstifte: Zwölf Tage lang wird Linz zur Stadt der Geschichten.", "Books, stage and crayons: for twelve days Linz becomes a city of stories."),
          button_text: L("Jetzt Karten sichern", "Get your tickets"), button_link: L("/de/programm", "/en/events"), sticky: true,
          image: image(ctx, "heissluftballon"), video: null, online_from: heroFrom, online_to: festivalEnd,
        },
      }],
    },
    {
      slug: "lesesommer-anker",
      modules: [{ type: "anchorlist", fields: { sticky: true, children: [
        { anchor: "programm", link_text: L("Programm", "Programme") },
        { anchor: "mitmachen", link_text: L("Mitmachen", "Join in") },
        { anchor: "medien", link_text: L("Hören und Sehen", "Watch and listen") },
        { anchor: "faq", link_text: L("Häufige Fragen", "FAQ") },
      ] } }],
    },
    {
      slug: "lesesommer-intro", layout: "67-33",
      modules: [
        { type: "headline", column: 0, fields: { headline_level: 2, preline: L("Lesesommer", "Reading summer"), content: L("Geschichten für alle", "Stories for everyone"), subline: L("Von 3 bis 99 Jahren", "From 3 to 99 years"), anchor: "programm" } },
        { type: "text", column: 0, fields: { anchor: "", decrease_distance: false, content: RT(
          [p("Im Lesesommer bündeln wir alles, was Familien Spaß macht: **Bilderbuchkino** für die Kleinsten, *Werkstätten* für alle, die selbst zeichnen wollen, und Theater für die ganze Familie."), ul("über 70 Veranstaltungen", "4 Spielorte in Linz", "Ausstellung bei freiem Eintritt")],
          [p("Reading summer brings together everything families enjoy: **picture-book cinema** for the little ones, *workshops* for everyone who wants to draw, and theatre for the whole family."), ul("more than 70 events", "4 venues in Linz", "Exhibition with free admission")]) } },
        { type: "link", column: 1, fields: { link_text: L("Zum Programm", "To the programme"), link: null, link_url: L("/de/programm", "/en/events"), extra_class: "button", anchor: "", sticky: true } },
        { type: "quote", column: 1, fields: { content: L("Das war der schönste Tag in den ganzen Ferien!", "That was the best day of the whole holidays!"), author: L("Lina, 7 Jahre", "Lina, aged 7") } },
      ],
    },
    {
      slug: "lesesommer-programm",
      modules: [{ type: "eventlist", fields: {
        date_from: null, date_to: null, tag: id(ctx, "event-tag:ab-6"), filters: "weekend",
        children: [id(ctx, "event:krokodil@4@16:00"), id(ctx, "event:insel-der-woerter@5@16:00"), id(ctx, "event:fliegendes-sofa@6@15:00")],
      } }],
    },
    {
      slug: "lesesommer-teaser",
      modules: [
        { type: "teaserlist", fields: { extra_class: "list green", children: [
          { image: image(ctx, "zeichenwerkstatt"), link: null, link_url: L("/de/produktionen", "/en/productions"), link_text: L("Werkstätten ansehen", "See workshops"), preline: L("Mitmachen", "Join in"),
            headline: L("Zeichnen wie die Profis", "Draw Like the Pros"), subline: L("ab 6 Jahren", "ages 6+"), text: L("In drei Durchgängen pro Tag.", "Three sessions a day."), online_from: null, online_to: null },
          { image: image(ctx, "walgesang"), link: null, link_url: L("/de/programm?series=" + id(ctx, "series:minis"), "/en/events?series=" + id(ctx, "series:minis")), link_text: L("Alle Termine", "All dates"), preline: L("Für die Kleinsten", "For the youngest"),
            headline: L("Lesezeichen Minis", "Lesezeichen Minis"), subline: L("ab 3 Jahren", "ages 3+"), text: L("Bilderbuchkino und Reime zum Mitmachen.", "Picture-book cinema and rhymes to join in."), online_from: fromNow(ctx, -1), online_to: festivalEnd },
          { image: image(ctx, "papierboot"), link: null, link_url: L("/de/mediathek-de", "/en/mediathek-en"), link_text: L("Zur Mediathek", "To the magazine"), preline: L("Vorbei", "Over"),
            headline: L("Osterferien-Lesung", "Easter holiday reading"), subline: L("", ""), text: L("Dieser Teaser ist abgelaufen.", "This teaser has expired."), online_from: fromNow(ctx, -60), online_to: fromNow(ctx, -30) },
        ] } },
        { type: "fullteaser", fields: {
          image: image(ctx, "bilderbuch-ausstellung"), link: id(ctx, "production:bilderbuchwelten"), link_url: L("/de/produktionen", "/en/productions"), link_text: L("Zur Ausstellung", "To the exhibition"),
          preline: L("Ausstellung", "Exhibition"), headline: L("Bilderbuchwelten", "Picture-Book Worlds"), subline: L("Täglich 10 bis 18 Uhr", "Daily 10 am to 6 pm"),
          text: L("Über 80 Originalillustrationen, eine Lese-Ecke mit 300 Büchern und ein Zeichentisch – bei freiem Eintritt.", "More than 80 original illustrations, a reading corner with 300 books and a drawing table – free admission."), extra_class: "pink",
        } },
      ],
    },
    {
      slug: "lesesommer-mitmachen", layout: "50-50",
      modules: [
        { type: "anchor", column: 0, fields: { anchor: "mitmachen", link_url: "", link_text: L("Mitmachen", "Join in"), extra_class: "", link_open_in_new_window: false, level: 2, sticky: false } },
        { type: "twocolumns", column: 0, fields: { extra_class: "text-image", image: image(ctx, "federkiel"), text: RT(
          [p("**Schreibwettbewerb:** Schick uns deine Geschichte zum Thema „Ein Ort, den es nicht gibt“. Die besten Texte werden beim Festival gelesen.")],
          [p("**Writing competition:** send us your story on the theme “A place that doesn't exist”. The best texts will be read at the festival.")]) } },
        { type: "image", column: 1, fields: { image: image(ctx, "drachenwiese"), format: "horizontal" } },
        { type: "text", column: 1, onlineFrom: fromNow(ctx, -90), onlineTo: fromNow(ctx, -10), fields: { anchor: "", decrease_distance: true, content: RT(
          ["Frühbucher-Aktion: 20 Prozent auf alle Familienkarten (abgelaufen)."], ["Early-bird offer: 20 per cent off all family tickets (expired)."]) } },
      ],
    },
    {
      slug: "lesesommer-medien", layout: "33-33-33",
      modules: [
        { type: "video", column: 0, fields: { video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", image: image(ctx, "theaterbuehne"), length: "3:12", title: L("Trailer: Krokodil im Kinderzimmer", "Trailer: Crocodile in the Nursery"), anchor: "medien" } },
        { type: "selfhostedvideo", column: 1, fields: { file: "/media/lesesommer-trailer.mp4", image: image(ctx, "festival-plakat"), title: L("Das war das Festival im Vorjahr", "Last year's festival") } },
        { type: "audio", column: 2, fields: { embed: "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk", media_type: "spotify" } },
      ],
    },
    {
      slug: "lesesommer-mediathek",
      modules: [
        { type: "videolist", fields: { children: [
          { video_url: "https://vimeo.com/1084537", title: L("Werkstattbesuch bei Marie Fuchs", "Studio visit with Marie Fuchs"), content: RT(["Wie eine Bilderbuchseite entsteht."], ["How a picture-book page is made."]), image: image(ctx, "zeichenwerkstatt") },
          { video_url: "https://youtu.be/aqz-KE-bpKQ", title: L("Probenbesuch: Die Insel der verlorenen Wörter", "Rehearsal visit: The Island of Lost Words"), content: RT(["Ein Blick hinter die Kulissen."], ["A look behind the scenes."]), image: image(ctx, "leseinsel") },
        ] } },
        { type: "imagelist", fields: { format: "horizontal", anchor: "galerie", children: ["sternenbuch", "leuchtturm", "papierboot", "bilderbuch-ausstellung"].map((name) => ({ image: image(ctx, name) })) } },
        { type: "selfhostedaudio", fields: { file: "/media/lesesommer-hoerprobe.mp3", title: L("Hörprobe: Der Wal, der singen wollte", "Listen: The Whale Who Wanted to Sing") } },
        { type: "viewer", fields: { embed: "https://issuu.com/lesezeichen-linz/docs/programmheft" } },
      ],
    },
    {
      slug: "lesesommer-orte", layout: "25-50-25",
      modules: [
        { type: "venue", column: 0, fields: { venue: venue("kunsthalle-volksgarten") } },
        { type: "venuelist", column: 1, fields: { children: ["haus-der-geschichten", "bibliothek-hafenviertel", "theater-an-der-donau"].map((key) => ({ venue: venue(key) })) } },
        { type: "html", column: 2, fields: { html_code: "<div class=\"opening-note\"><strong>Kartenbüro</strong><br>Mo–Sa geöffnet<br><a href=\"tel:+43732123400\">+43 732 123 400</a></div>" } },
      ],
    },
    {
      slug: "lesesommer-magazin",
      modules: [
        { type: "blogteaserlist", fields: { items: 4 } },
        { type: "highlightteaser", fields: { categories: [id(ctx, "article-category:interviews"), id(ctx, "article-category:hinter-den-kulissen")] } },
      ],
    },
    {
      slug: "lesesommer-farbig",
      modules: [{ type: "section", fields: { extra_class: "lavender", image: image(ctx, "mondleser"), columns: [
        { content: RT([h(3, "Lesepatenschaften"), p("Werde Lesepatin oder Lesepate und begleite eine Schulklasse durchs Festival.")], [h(3, "Reading mentors"), p("Become a reading mentor and accompany a school class through the festival.")]) },
        { content: RT([h(3, "Spenden"), p("Mit 10 Euro schenkst du einem Kind einen Festivalbesuch.")], [h(3, "Donate"), p("€10 gives one child a visit to the festival.")]) },
      ] } }],
      children: [{
        slug: "lesesommer-farbig-hinweis", layout: "100",
        modules: [{ type: "text", fields: { anchor: "", decrease_distance: true, content: RT(["Spenden sind steuerlich absetzbar."], ["Donations are tax-deductible in Austria."]) } }],
      }],
    },
    {
      slug: "lesesommer-faq", layout: "67-33",
      modules: [
        { type: "faq", column: 0, fields: { anchor: "faq", items: [
          { question: L("Ab welchem Alter sind die Vorstellungen geeignet?", "What age are the performances suitable for?"),
            answer: RT(["Jede Veranstaltung hat eine Altersempfehlung. Für Kinder ab 3 gibt es die Reihe **Lesezeichen Minis**."], ["Every event has an age recommendation. For children aged 3 and over there is the **Lesezeichen Minis** series."]) },
          { question: L("Wie lange sind Karten im Warenkorb reserviert?", "How long are tickets reserved in the cart?"),
            answer: RT(["15 Minuten. Danach werden sie wieder freigegeben."], ["15 minutes. After that they are released again."]) },
          { question: L("Brauchen Begleitpersonen eine Karte?", "Do accompanying adults need a ticket?"),
            answer: RT(["Ja, aber bei Schulvorstellungen sind Begleitpersonen frei."], ["Yes, but accompanying adults go free at school performances."]) },
        ] } },
        { type: "socialmedia", column: 1, fields: { embed: "https://www.instagram.com/p/C5lesezeichen/" } },
      ],
    },
    {
      slug: "lesesommer-partner",
      modules: [
        { type: "logolist", fields: { extra_class: "grayscale", children: [
          { image: image(ctx, "sternenbuch"), link_url: "https://www.example.org/stadt-linz", title: "Stadt Linz" },
          { image: image(ctx, "buecherturm"), link_url: "https://www.example.org/land-ooe", title: "Land Oberösterreich" },
          { image: image(ctx, "leuchtturm"), link_url: "https://www.example.org/buchhandel", title: "Linzer Buchhandel" },
        ] } },
        { type: "form", fields: { hubspot_id: String(id(ctx, "form:kontakt")) } },
      ],
    },
  ];
  // Guard for the demo's promise that the landing page shows every module type.
  const used = new Set(sections.flatMap(function walk(s): string[] { return [...s.modules.map((m) => m.type), ...(s.children ?? []).flatMap(walk)]; }));
  const missing = MODULE_TYPES.filter((t) => !used.has(t));
  if (missing.length) throw new Error(`Landing page lacks module types: ${missing.join(", ")}`);
  return sections;
}
