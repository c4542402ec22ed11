/** The sixteen magazine articles (German and English), four per category. */
import { h, ol, p, ul } from "./richtext";
import type { LexicalNode } from "../../lib/rich-text";

export interface ArticleData {
  category: "interviews" | "hinter-den-kulissen" | "leseempfehlungen" | "festival-news";
  tags: string[];
  author: [string, string];
  daysAgo: number;
  image: string;
  highlight?: true;
  title: [string, string];
  teaser: [string, string];
  body: [LexicalNode[], LexicalNode[]];
}

export const ARTICLES: ArticleData[] = [
  {
    category: "interviews", tags: ["vorlesen", "familie"], author: ["Martin", "Kern"], daysAgo: 2, image: "festival-plakat", highlight: true,
    title: ["„Jedes Buch ist ein Lesezeichen im Leben“", "“Every book is a bookmark in your life”"],
    teaser: ["Festivalleiterin Barbara Weiß über zwölf Jahre Lesezeichen, volle Säle und leere Handys.", "Festival director Barbara Weiß on twelve years of Lesezeichen, full halls and empty phones."],
    body: [
      [p("**Frau Weiß, das Festival wird heuer zwölf Tage lang. Warum so lang?**"), p("Weil die Nachfrage so groß ist! Im letzten Jahr mussten wir über tausend Kinder vertrösten. Jetzt haben wir mehr Vorstellungen, mehr Werkstätten und zum ersten Mal eine große Ausstellung."),
        p("**Was wünschen Sie sich vom Publikum?**"), p("Neugier. Und dass die Erwachsenen einmal zuhören, wenn die Kinder erzählen, was sie gerade lesen.")],
      [p("**Ms Weiß, this year the festival runs for twelve days. Why so long?**"), p("Because demand is so high! Last year we had to turn away more than a thousand children. Now we have more performances, more workshops and, for the first time, a large exhibition."),
        p("**What do you wish for from the audience?**"), p("Curiosity. And that the grown-ups listen for once when the children tell them what they are reading.")],
    ],
  },
  {
    category: "interviews", tags: ["jugendbuch"], author: ["Christina", "Ebner"], daysAgo: 9, image: "leseinsel",
    title: ["Sophie Wallner: „Jugendliche merken sofort, wenn man ihnen etwas vormacht“", "Sophie Wallner: “Teenagers notice at once when you're faking it”"],
    teaser: ["Die Grazer Autorin über ihren Roman „Sommer ohne Netz“, Almhütten und echte Gespräche.", "The Graz-based author on her novel “Summer Off the Grid”, mountain huts and real conversations."],
    body: [
      [p("Sophie Wallner hat für ihren Roman drei Wochen ohne Handy auf einer Alm verbracht. „Am zweiten Tag war ich unausstehlich“, sagt sie und lacht. „Am zehnten Tag habe ich angefangen zu schreiben.“"),
        p("Beim Festival liest sie bei den [Young-Adult-Abenden](/de/programm) und spricht danach mit dem Publikum."), p("*„Ich schreibe keine Ratgeber. Ich schreibe Geschichten, in denen man sich wiederfindet.“*")],
      [p("Sophie Wallner spent three weeks on a mountain pasture without a phone for her novel. “By day two I was unbearable,” she says, laughing. “On day ten I started writing.”"),
        p("At the festival she reads at the [Young Adult Nights](/en/events) and talks with the audience afterwards."), p("*“I don't write self-help books. I write stories in which you recognise yourself.”*")],
    ],
  },
  {
    category: "interviews", tags: ["illustration"], author: ["Martin", "Kern"], daysAgo: 16, image: "zeichenwerkstatt",
    title: ["Marie Fuchs über Tusche, Zufall und Füchse", "Marie Fuchs on ink, chance and foxes"],
    teaser: ["Die Linzer Illustratorin zeichnet seit zwanzig Jahren Bilderbücher – und lässt sich gern vom Zufall helfen.", "The Linz illustrator has been drawing picture books for twenty years – and likes to let chance lend a hand."],
    body: [
      [p("In ihrem Atelier in der Altstadt riecht es nach Tusche und Kaffee. Marie Fuchs arbeitet am liebsten mit Wasserfarben: „Die machen, was sie wollen. Das gefällt mir.“"),
        h(3, "Drei Tipps für junge Zeichnerinnen und Zeichner"), ol("Immer ein Skizzenbuch dabeihaben.", "Menschen im Bus zeichnen – heimlich.", "Fehler nicht wegradieren, sondern weiterzeichnen.")],
      [p("Her studio in the old town smells of ink and coffee. Marie Fuchs prefers to work in watercolour: “It does what it wants. I like that.”"),
        h(3, "Three tips for young artists"), ol("Always carry a sketchbook.", "Draw people on the bus – secretly.", "Don't rub out mistakes; keep drawing.")],
    ],
  },
  {
    category: "interviews", tags: ["theater", "familie"], author: ["Christina", "Ebner"], daysAgo: 23, image: "theaterbuehne",
    title: ["Drei Fragen an Katharina Lang", "Three questions for Katharina Lang"],
    teaser: ["Die Puppenspielerin baut ihr Krokodil aus alten Büchern. Warum eigentlich?", "The puppeteer builds her crocodile from old books. Why, exactly?"],
    body: [
      [p("**Woraus besteht Ihr Krokodil?**"), p("Aus 43 ausgemusterten Wörterbüchern, zwei Knöpfen und einem Reißverschluss."),
        p("**Haben Kinder Angst davor?**"), p("Am Anfang ein bisschen. Dann merken sie, dass das Krokodil selbst Angst hat – und dann wollen alle es trösten."),
        p("**Ihr Lieblingsmoment im Stück?**"), p("Wenn es ganz still im Saal ist. Das passiert bei Vierjährigen selten, aber wenn, dann ist es magisch.")],
      [p("**What is your crocodile made of?**"), p("Forty-three discarded dictionaries, two buttons and a zip."),
        p("**Are children afraid of it?**"), p("A little at first. Then they realise the crocodile is scared itself – and then everyone wants to comfort it."),
        p("**Your favourite moment in the play?**"), p("When the hall goes completely silent. That rarely happens with four-year-olds, but when it does, it's magical.")],
    ],
  },
  {
    category: "hinter-den-kulissen", tags: ["theater"], author: ["Martin", "Kern"], daysAgo: 5, image: "leseinsel", highlight: true,
    title: ["Wie aus einem Roman ein Theaterstück wird", "How a novel becomes a play"],
    teaser: ["320 Seiten, 70 Minuten Bühne: ein Blick in die Proben zu „Die Insel der verlorenen Wörter“.", "320 pages, 70 minutes on stage: a look at the rehearsals for “The Island of Lost Words”."],
    body: [
      [p("Am Anfang steht der Rotstift. Von Anna Pichlers Roman bleiben in der Bühnenfassung vier Figuren und eine Insel übrig. „Das tut weh“, sagt die Autorin, „aber es ist richtig.“"),
        h(3, "Vom Buch zur Bühne"), ul("Fassung schreiben und mit der Autorin abstimmen", "Bühnenbild aus Kisten und Segeltuch bauen", "Sechs Wochen proben – davon zwei mit Gebärdensprachdolmetscherin"),
        p("Die Premiere ist am dritten Festivaltag im Großen Saal.")],
      [p("It all starts with a red pen. Of Anna Pichler's novel, four characters and one island remain in the stage version. “It hurts,” says the author, “but it's right.”"),
        h(3, "From book to stage"), ul("Write the adaptation and agree it with the author", "Build the set from crates and sailcloth", "Rehearse for six weeks – two of them with a sign-language interpreter"),
        p("The premiere is on the third day of the festival in the Main Auditorium.")],
    ],
  },
  {
    category: "hinter-den-kulissen", tags: ["illustration"], author: ["Barbara", "Weiß"], daysAgo: 12, image: "bilderbuch-ausstellung",
    title: ["80 Originale, eine Woche Aufbau", "80 originals, one week of set-up"],
    teaser: ["Wie die Ausstellung „Bilderbuchwelten“ in die Kunsthalle kam.", "How the exhibition “Picture-Book Worlds” came to the Kunsthalle."],
    body: [
      [p("Jedes Original reist in einer eigenen Mappe, manche Blätter sind älter als die Kinder, die sie ansehen werden. Damit nichts verblasst, liegt die Beleuchtung bei höchstens 50 Lux."),
        p("Besonders stolz ist das Team auf die Lese-Ecke: 300 Bilderbücher zum Blättern, gespendet von Linzer Buchhandlungen.")],
      [p("Each original travels in its own folder; some sheets are older than the children who will look at them. To keep anything from fading, the lighting stays at 50 lux at most."),
        p("The team is particularly proud of the reading corner: 300 picture books to browse, donated by Linz bookshops.")],
    ],
  },
  {
    category: "hinter-den-kulissen", tags: ["familie"], author: ["Martin", "Kern"], daysAgo: 30, image: "buecherturm",
    title: ["Ein Tag im Kartenbüro", "A day in the box office"],
    teaser: ["Warum am Telefon manchmal gesungen wird und was eine Familienkarte ist.", "Why there is sometimes singing on the phone and what a family ticket is."],
    body: [
      [p("Um neun Uhr klingelt das erste Telefon. Eine Großmutter möchte vier Karten für das Krokodil – und eine Auskunft, ob ihr Enkel mit drei Jahren schon alt genug ist."),
        p("Die häufigsten Fragen beantworten wir auch online: in unseren [FAQ auf der Lesesommer-Seite](/de/lesesommer#faq).")],
      [p("At nine o'clock the first phone rings. A grandmother wants four tickets for the crocodile – and to know whether her three-year-old grandson is old enough."),
        p("We also answer the most common questions online: in our [FAQ on the reading summer page](/en/reading-summer#faq).")],
    ],
  },
  {
    category: "hinter-den-kulissen", tags: ["theater", "familie"], author: ["Barbara", "Weiß"], daysAgo: 40, image: "walgesang",
    title: ["Barrierefrei ins Festival", "An accessible festival"],
    teaser: ["Gebärdensprache, Induktionsschleifen und Sitzkissen: Was wir tun, damit alle dabei sein können.", "Sign language, hearing loops and floor cushions: what we do so that everyone can take part."],
    body: [
      [p("Alle Spielorte bis auf die Studiobühne sind stufenlos erreichbar. Ausgewählte Vorstellungen werden in österreichische Gebärdensprache übersetzt."),
        ul("Induktionsschleife im Großen Saal", "Ruhige Vorstellungen mit gedimmtem Licht", "Begleitpersonen haben freien Eintritt")],
      [p("All venues except the Studio Stage have step-free access. Selected performances are interpreted into Austrian Sign Language."),
        ul("Hearing loop in the Main Auditorium", "Relaxed performances with dimmed lighting", "Companions go free")],
    ],
  },
  {
    category: "leseempfehlungen", tags: ["vorlesen", "familie"], author: ["Klara", "Eder"], daysAgo: 4, image: "mondleser",
    title: ["Bilderbücher für lange Sommerabende", "Picture books for long summer evenings"],
    teaser: ["Unsere Lieblinge zum Vorlesen – vom Wal bis zur Füchsin.", "Our favourites for reading aloud – from the whale to the vixen."],
    body: [
      [p("Wenn es draußen noch hell ist und trotzdem Schlafenszeit, helfen Geschichten. Unsere Auswahl:"),
        ul("**Die Füchsin, die Bücher fraß** – zum Lachen und Mitraten", "**Der Wal, der singen wollte** – für alle, die ihre Stimme suchen", "**Krokodil im Kinderzimmer** – gegen die Angst im Dunkeln", "**Oma, Opa und das fliegende Sofa** – für Reiselustige")],
      [p("When it is still light outside but bedtime all the same, stories help. Our selection:"),
        ul("**The Vixen Who Ate Books** – for laughing and guessing along", "**The Whale Who Wanted to Sing** – for everyone looking for their voice", "**Crocodile in the Nursery** – against the fear of the dark", "**Grandma, Grandpa and the Flying Sofa** – for those who love to travel")],
    ],
  },
  {
    category: "leseempfehlungen", tags: ["comic", "schule"], author: ["Paul", "Wimmer"], daysAgo: 14, image: "zeichenwerkstatt",
    title: ["Comics, die Lesemuffel lieben", "Comics that reluctant readers love"],
    teaser: ["Sprechblasen statt Bleiwüste: Mit diesen Heften klappt's.", "Speech bubbles instead of walls of text: these books do the trick."],
    body: [
      [p("Comics sind kein „Lesen light“. Wer Bilder und Text zusammen liest, leistet Schwerstarbeit – und merkt es nicht einmal."),
        ul("*Die Donaupiraten* – Abenteuer zwischen Linz und Wien", "*Schattenstadt* – für Jugendliche ab 13", "*Kommissar Kater* – Krimi-Comic ab 8")],
      [p("Comics are not “reading lite”. Reading pictures and text together is hard work – and readers don't even notice."),
        ul("*The Danube Pirates* – adventures between Linz and Vienna", "*Shadow City* – for teenagers aged 13 and over", "*Inspector Tomcat* – crime comic for ages 8 and up")],
    ],
  },
  {
    category: "leseempfehlungen", tags: ["jugendbuch"], author: ["Sophie", "Wallner"], daysAgo: 21, image: "sternenbuch",
    title: ["Jugendbücher, die man nicht mehr weglegt", "Young-adult books you can't put down"],
    teaser: ["Fünf Empfehlungen für alle ab 14 – ausgewählt von unserer Jugendjury.", "Five recommendations for everyone aged 14 and over – chosen by our youth jury."],
    body: [
      [p("Unsere Jugendjury hat 40 Neuerscheinungen gelesen, diskutiert und gestritten. Das Ergebnis:"),
        ol("*Sommer ohne Netz* von Sophie Wallner", "*Schattenstadt* von Elias Moser", "*Funkstille* – das Buch zum Stück", "*Die Chroniken von Nebelstein* von Tobias Leitner", "*Wortgewitter* – eine Slam-Anthologie")],
      [p("Our youth jury read, discussed and argued about 40 new releases. The result:"),
        ol("*Summer Off the Grid* by Sophie Wallner", "*Shadow City* by Elias Moser", "*Radio Silence* – the book of the play", "*The Chronicles of Mistrock* by Tobias Leitner", "*Word Storm* – a slam anthology")],
    ],
  },
  {
    category: "leseempfehlungen", tags: ["mehrsprachigkeit", "vorlesen"], author: ["Hanna", "Reiter"], daysAgo: 35, image: "federkiel",
    title: ["Vorlesen in vielen Sprachen", "Reading aloud in many languages"],
    teaser: ["Tipps für mehrsprachige Familien: Jede Sprache zählt.", "Tips for multilingual families: every language counts."],
    body: [
      [p("Kinder, denen in ihrer Erstsprache vorgelesen wird, lernen auch Deutsch leichter. Wichtig ist nicht die Sprache, sondern die gemeinsame Zeit."),
        ul("Lesen Sie in der Sprache vor, in der Sie sich am wohlsten fühlen.", "Bilderbücher ohne Text eignen sich für alle Sprachen.", "Die Stadtbibliothek verleiht Bücher in über 30 Sprachen.")],
      [p("Children who are read to in their first language also learn German more easily. What matters is not the language but the time spent together."),
        ul("Read aloud in the language you feel most comfortable in.", "Wordless picture books work in every language.", "The city library lends books in more than 30 languages.")],
    ],
  },
  {
    category: "festival-news", tags: ["familie", "schule"], author: ["Barbara", "Weiß"], daysAgo: 1, image: "festival-plakat", highlight: true,
    title: ["Das Programm ist da!", "The programme is here!"],
    teaser: ["80 Veranstaltungen an zwölf Tagen: Lesungen, Theater, Werkstätten und eine große Ausstellung.", "80 events over twelve days: readings, theatre, workshops and a large exhibition."],
    body: [
      [p("Alle Termine bis zum letzten Festivaltag finden Sie im [Programm](/de/programm), Karten gibt es online, im Kartenbüro am Hauptplatz und an der Abendkasse."),
        p("Tipp: Schulvorstellungen sind erfahrungsgemäß schnell ausgebucht.")],
      [p("You can find all dates up to the last day of the festival in the [programme](/en/events); tickets are available online, at the box office on the main square and at the door."),
        p("Tip: school performances tend to sell out quickly.")],
    ],
  },
  {
    category: "festival-news", tags: ["familie"], author: ["Martin", "Kern"], daysAgo: 8, image: "heissluftballon",
    title: ["Neu: das Familien-Abo", "New: the family subscription"],
    teaser: ["Vier Familienvorstellungen, ein Preis – und 25 Prozent gespart.", "Four family performances, one price – and 25 per cent saved."],
    body: [
      [p("Mit dem Familien-Abo besuchen Sie vier ausgewählte Vorstellungen zum Vorteilspreis. Das Abo ist übertragbar und gilt für zwei Erwachsene und bis zu drei Kinder."),
        p("Alle Termine finden Sie unter [Abonnements](/de/abonnements).")],
      [p("With the family subscription you attend four selected performances at a reduced price. The subscription is transferable and valid for two adults and up to three children."),
        p("You can find all dates under [subscriptions](/en/subscriptions).")],
    ],
  },
  {
    category: "festival-news", tags: ["schule"], author: ["Martin", "Kern"], daysAgo: 45, image: "drachenwiese",
    title: ["Anmeldung für Schulvorstellungen geöffnet", "Registration for school performances is open"],
    teaser: ["Schulklassen und Kindergartengruppen können sich ab sofort anmelden.", "School classes and nursery groups can register now."],
    body: [
      [p("Für Schulklassen gibt es eigene Vorstellungen am Vormittag, Karten kosten 7,50 Euro pro Kind, Begleitpersonen sind frei."),
        p("Zur Anmeldung geht es über das [Schulformular](/de/schulen).")],
      [p("There are dedicated morning performances for school classes; tickets cost €7.50 per child, and accompanying adults go free."),
        p("Please register using the [school form](/en/schools).")],
    ],
  },
  {
    category: "festival-news", tags: ["schule", "jugendbuch"], author: ["Noah", "Brandstätter"], daysAgo: 60, image: "baumhaus",
    title: ["Schreibwettbewerb: Die Jury hat entschieden", "Writing competition: the jury has decided"],
    teaser: ["Über 400 Geschichten wurden eingereicht – die drei besten werden beim Festival gelesen.", "More than 400 stories were submitted – the three best will be read at the festival."],
    body: [
      [p("Das Thema lautete „Ein Ort, den es nicht gibt“. Eingereicht wurden Geschichten über schwimmende Schulen, sprechende Straßenbahnen und eine Bibliothek unter dem Pöstlingberg."),
        p("Die Preisverleihung findet im Rahmen der Schreibwerkstatt statt.")],
      [p("The theme was “A place that doesn't exist”. Entries included stories about floating schools, talking trams and a library beneath the Pöstlingberg."),
        p("The award ceremony takes place as part of the writing workshop.")],
    ],
  },
];
