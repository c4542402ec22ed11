/** CMS pages (home, list pages, festival pages, legal pages, one offline page, the landing page) and menus. */
import { id, image, insert, type SeedContext } from "./context";
import { pageContent } from "./content";
import { landingSections } from "./landing";
import { legalSections } from "./legal";
import { RT, seedSections, snapshotPage } from "./sections";

interface PageData {
  key: string;
  url: [string, string];
  title: [string, string];
  headline?: [string, string];
  description: [string, string];
  contentType?: string;
  parent?: string;
  image?: string;
  online?: 0;
  clickable?: 0;
  inMenu?: 1;
  inFooter?: 1;
  landing?: 1;
}

const PAGES: PageData[] = [
  { key: "home", url: ["", ""], title: ["Startseite", "Home"], headline: ["Lesezeichen – das Kinder- und Jugendbuchfestival", "Lesezeichen – the children's and youth book festival"], contentType: "home", image: "festival-plakat",
    description: ["Zwölf Tage Lesungen, Theater, Werkstätten und eine große Bilderbuchausstellung für junge Leserinnen und Leser in Linz.", "Twelve days of readings, theatre, workshops and a large picture-book exhibition for young readers in Linz."] },
  { key: "programm", url: ["programm", "events"], title: ["Programm", "Programme"], headline: ["Programm und Karten", "Programme and tickets"], contentType: "events", inMenu: 1,
    description: ["Alle Termine des Festivals mit Karten – filtern nach Spielort, Reihe, Alter und Datum.", "All festival dates with tickets – filter by venue, series, age and date."] },
  { key: "produktionen", url: ["produktionen", "productions"], title: ["Produktionen", "Productions"], contentType: "productions", inMenu: 1,
    description: ["Lesungen, Theaterstücke, Werkstätten und die Ausstellung im Überblick.", "Readings, plays, workshops and the exhibition at a glance."] },
  { key: "ensemble", url: ["ensemble", "ensemble"], title: ["Ensemble", "Ensemble"], headline: ["Autorinnen, Illustratoren und Ensemble", "Authors, illustrators and ensemble"], contentType: "ensemble",
    description: ["Die Menschen hinter dem Festival: Autorinnen und Autoren, Illustration, Schauspiel und Moderation.", "The people behind the festival: authors, illustrators, actors and hosts."] },
  { key: "mediathek", url: ["mediathek-de", "mediathek-en"], title: ["Mediathek", "Magazine"], headline: ["Mediathek", "Magazine"], contentType: "magazine", inMenu: 1,
    description: ["Interviews, Leseempfehlungen und Geschichten hinter den Kulissen.", "Interviews, reading tips and behind-the-scenes stories."] },
  { key: "festival", url: ["festival", "festival"], title: ["Festival", "Festival"], clickable: 0, inMenu: 1,
    description: ["Alles über das Festival Lesezeichen.", "All about the Lesezeichen festival."] },
  { key: "ueber-uns", url: ["festival/ueber-uns", "festival/about-us"], title: ["Über uns", "About us"], headline: ["Ein Festival für junge Leserinnen und Leser", "A festival for young readers"], parent: "festival", image: "sternenbuch", inMenu: 1,
    description: ["Seit 2012 bringt Lesezeichen Kinder und Jugendliche mit Büchern und den Menschen dahinter zusammen.", "Since 2012 Lesezeichen has brought children and young people together with books and the people behind them."] },
  { key: "geschichte", url: ["festival/geschichte", "festival/history"], title: ["Geschichte", "History"], headline: ["Vom Lesezelt zum Festival", "From a reading tent to a festival"], parent: "festival", inMenu: 1,
    description: ["Wie aus einer Lesung im Zelt ein Festival mit zwölf Tagen wurde.", "How a reading in a tent became a twelve-day festival."] },
  { key: "spielorte", url: ["festival/spielorte", "festival/venues"], title: ["Spielorte", "Venues"], parent: "festival", inMenu: 1,
    description: ["Vier Spielorte in Linz, alle gut mit Bus und Straßenbahn erreichbar.", "Four venues in Linz, all easy to reach by bus and tram."] },
  { key: "archiv", url: ["festival/archiv-2019", "festival/archive-2019"], title: ["Archiv 2019", "Archive 2019"], parent: "festival", online: 0,
    description: ["Das Programm von 2019 (in Überarbeitung).", "The 2019 programme (being revised)."] },
  { key: "schulen", url: ["schulen", "schools"], title: ["Schulen und Kindergärten", "Schools and nurseries"], image: "drachenwiese",
    description: ["Schulvorstellungen, Begleitmaterial und Anmeldung für Klassen und Gruppen.", "School performances, teaching materials and registration for classes and groups."] },
  { key: "lesepass", url: ["lesepass", "reading-pass"], title: ["Lesepass", "Reading pass"], headline: ["Der Lesepass: sammeln, lesen, gewinnen", "The reading pass: collect, read, win"],
    description: ["Mit dem Lesepass Stempel bei Lesungen sammeln und am Ende des Festivals ein Buch gewinnen.", "Collect stamps at readings with the reading pass and win a book at the end of the festival."] },
  { key: "foerderer", url: ["foerderer", "sponsors"], title: ["Förderer und Partner", "Sponsors and partners"],
    description: ["Wer das Festival möglich macht: Förderer, Partner und Freunde.", "Who makes the festival possible: sponsors, partners and friends."] },
  { key: "presse", url: ["presse", "press"], title: ["Presse", "Press"],
    description: ["Pressemitteilungen, Fotos und Akkreditierung.", "Press releases, photos and accreditation."] },
  { key: "kontakt", url: ["kontakt", "contact"], title: ["Kontakt", "Contact"], inFooter: 1,
    description: ["So erreichen Sie das Festivalbüro und das Kartenbüro.", "How to reach the festival office and the box office."] },
  { key: "barrierefreiheit", url: ["barrierefreiheit", "accessibility"], title: ["Barrierefreiheit", "Accessibility"], inFooter: 1,
    description: ["Stufenlose Zugänge, Gebärdensprache und ruhige Vorstellungen.", "Step-free access, sign language and relaxed performances."] },
  { key: "agb", url: ["agb", "terms"], title: ["AGB", "Terms and conditions"], headline: ["Allgemeine Geschäftsbedingungen", "Terms and conditions"], contentType: "legals", inFooter: 1,
    description: ["Allgemeine Geschäftsbedingungen für den Kartenverkauf.", "General terms and conditions for ticket sales."] },
  { key: "datenschutz", url: ["datenschutz", "privacy"], title: ["Datenschutz", "Privacy"], headline: ["Datenschutzerklärung", "Privacy policy"], contentType: "legals", inFooter: 1,
    description: ["Wie wir mit Ihren Daten umgehen.", "How we handle your data."] },
  { key: "impressum", url: ["impressum", "imprint"], title: ["Impressum", "Imprint"], contentType: "legals", inFooter: 1,
    description: ["Medieninhaber, Herausgeber und Offenlegung.", "Media owner, publisher and disclosure."] },
  { key: "lesesommer", url: ["lesesommer", "reading-summer"], title: ["Lesesommer", "Reading summer"], headline: ["Der Lesesommer in Linz", "Reading summer in Linz"], landing: 1, image: "heissluftballon",
    description: ["Lesen, spielen, zeichnen: der Lesesommer mit dem Festival Lesezeichen – alles auf einer Seite.", "Read, play, draw: the reading summer with the Lesezeichen festival – all on one page."] },
];

export async function seedPages(ctx: SeedContext): Promise<void> {
  // Parents first: insert in order and resolve `parent` from keys already stored.
  for (const [sort, page] of PAGES.entries()) {
    await insert(ctx, "pages", [
      {
        url_de: page.url[0], url_en: page.url[1], content_type: page.contentType ?? "page",
        title_de: page.title[0], title_en: page.title[1], headline_de: page.headline?.[0] ?? page.title[0], headline_en: page.headline?.[1] ?? page.title[1],
        meta_title_de: page.title[0], meta_title_en: page.title[1], meta_description_de: page.description[0], meta_description_en: page.description[1],
        og_title_de: page.headline?.[0] ?? page.title[0], og_title_en: page.headline?.[1] ?? page.title[1],
        og_description_de: page.description[0], og_description_en: page.description[1],
        og_image_id: page.image ? image(ctx, page.image) : null, og_type: "website",
        is_online: page.online ?? 1, is_clickable: page.clickable ?? 1, in_menu: page.inMenu ?? 0, in_footer: page.inFooter ?? 0,
        is_landing_page: page.landing ?? 0, parent_id: page.parent ? id(ctx, `page:${page.parent}`) : null, sort,
      },
    ], [`page:${page.key}`]);
  }

  const content = pageContent(ctx);
  for (const page of PAGES) {
    const sections = page.key === "lesesommer" ? landingSections(ctx) : legalSections(page.key) ?? content[page.key];
    if (sections) await seedSections(ctx, id(ctx, `page:${page.key}`), sections);
  }
  // A section that belongs to a production rather than a page (content_type + object_id).
  await seedSections(ctx, null, [{
    slug: "production-bilderbuchwelten-extra", contentType: "production", objectId: id(ctx, "production:bilderbuchwelten"),
    modules: [{ type: "text", fields: {
      content: RT(["**Führungen für Gruppen:** Dienstag bis Freitag um 10 und 14 Uhr, Anmeldung im Kartenbüro."], ["**Guided tours for groups:** Tuesday to Friday at 10 am and 2 pm; please book at the box office."]),
      anchor: "fuehrungen", decrease_distance: false,
    } }],
  }]);

  const versions = [];
  for (const key of ["home", "lesesommer"]) {
    versions.push({ page_id: id(ctx, `page:${key}`), version: 1, snapshot: await snapshotPage(ctx, id(ctx, `page:${key}`)), author: "redaktion" });
  }
  await insert(ctx, "page_versions", versions);

  await seedNavigation(ctx);
}

type Nav = { label: [string, string]; page?: string; url?: [string, string]; tabs?: 1; newTab?: 1; children?: Nav[] };

const PRIMARY: Nav[] = [
  { label: ["Programm", "Programme"], url: ["/de/programm", "/en/events"] },
  { label: ["Produktionen", "Productions"], url: ["/de/produktionen", "/en/productions"] },
  {
    label: ["Festival", "Festival"], page: "festival",
    children: [
      { label: ["Über uns", "About us"], page: "ueber-uns" },
      { label: ["Geschichte", "History"], page: "geschichte" },
      { label: ["Ensemble", "Ensemble"], url: ["/de/ensemble", "/en/ensemble"] },
      { label: ["Spielorte", "Venues"], page: "spielorte" },
      { label: ["Abonnements", "Subscriptions"], url: ["/de/abonnements", "/en/subscriptions"] },
    ],
  },
  {
    label: ["Mediathek", "Magazine"], url: ["/de/mediathek-de", "/en/mediathek-en"], tabs: 1,
    children: [
      { label: ["Alle Beiträge", "All articles"], url: ["/de/mediathek-de", "/en/mediathek-en"] },
      { label: ["Alle Themen", "All topics"], url: ["/de/mediathek-de/tags", "/en/mediathek-en/tags"] },
    ],
  },
  { label: ["Lesesommer", "Reading summer"], page: "lesesommer" },
];

const SECONDARY: Nav[] = [
  { label: ["Schulen und Kindergärten", "Schools and nurseries"], page: "schulen" },
  { label: ["Presse", "Press"], page: "presse" },
  { label: ["Kontakt", "Contact"], page: "kontakt" },
];

const FOOTER: Nav[] = [
  { label: ["Impressum", "Imprint"], page: "impressum" },
  { label: ["Datenschutz", "Privacy"], page: "datenschutz" },
  { label: ["AGB", "Terms"], page: "agb" },
  { label: ["Barrierefreiheit", "Accessibility"], page: "barrierefreiheit" },
  { label: ["Kontakt", "Contact"], page: "kontakt" },
  { label: ["Newsletter", "Newsletter"], url: ["https://newsletter.example.org/lesezeichen", "https://newsletter.example.org/lesezeichen?lang=en"], newTab: 1 },
];

async function seedNavigation(ctx: SeedContext): Promise<void> {
  const write = async (menu: "primary" | "secondary" | "footer", items: Nav[], parentId: number | null) => {
    const ids = await insert(
      ctx,
      "navigation_items",
      items.map((item, sort) => ({
        menu, parent_id: parentId, label_de: item.label[0], label_en: item.label[1],
        url_de: item.url?.[0] ?? null, url_en: item.url?.[1] ?? null, page_id: item.page ? id(ctx, `page:${item.page}`) : null,
        sort, has_tab_navigation: item.tabs ?? 0, opens_new_tab: item.newTab ?? 0,
      })),
    );
    for (const [i, item] of items.entries()) if (item.children) await write(menu, item.children, ids[i]);
  };
  await write("primary", PRIMARY, null);
  await write("secondary", SECONDARY, null);
  await write("footer", FOOTER, null);
}
