/** Twenty productions: readings, workshops, stage adaptations, an exhibition, talks and a slam. */
import { doc } from "./richtext";
import { id, image, insert, insertPlain, slugify, type SeedContext } from "./context";
import { personKey } from "./persons";

type Text = [de: string, en: string];
type Credit = [first: string, last: string, roleDe: string, roleEn: string];

export interface ProductionData {
  key: string;
  title: Text;
  subtitle: Text;
  teaser: Text;
  text: [de: string[], en: string[]];
  type: "lesung" | "workshop" | "theater" | "ausstellung" | "gespraech";
  genre: string;
  season?: "previous";
  age: [number, number | null];
  minutes: number;
  language?: string;
  image: string;
  people: Credit[];
  tags: string[];
  sticky?: 0;
}

const R = (first: string, last: string): Credit => [first, last, "Lesung", "Reading"];

export const PRODUCTIONS: ProductionData[] = [
  {
    key: "fuechsin", title: ["Die Füchsin, die Bücher fraß", "The Vixen Who Ate Books"], subtitle: ["Bilderbuchlesung mit Live-Zeichnen", "Picture-book reading with live drawing"],
    teaser: ["Frieda frisst am liebsten Bücher – bis sie merkt, dass man sie auch lesen kann.", "Frieda loves eating books – until she discovers you can read them too."],
    text: [["Die Füchsin Frieda hat einen ungewöhnlichen Appetit: Sie frisst Bücher, am liebsten dicke. Doch eines Tages bleibt ihr eine Geschichte im Hals stecken …", "Lena Hofbauer liest, Marie Fuchs zeichnet live dazu – und am Ende darf jedes Kind eine eigene Füchsin mit nach Hause nehmen."],
      ["Frieda the vixen has an unusual appetite: she eats books, preferably thick ones. But one day a story gets stuck in her throat …", "Lena Hofbauer reads while Marie Fuchs draws live – and at the end every child may take home a vixen of their own."]],
    type: "lesung", genre: "bilderbuch", age: [4, 8], minutes: 45, image: "festival-plakat",
    people: [R("Lena", "Hofbauer"), ["Marie", "Fuchs", "Live-Zeichnen", "Live drawing"]], tags: ["neuerscheinung", "familie"],
  },
  {
    key: "donauinsel", title: ["Das Geheimnis der Donauinsel", "The Secret of the Danube Island"], subtitle: ["Ein Abenteuerroman", "An adventure novel"],
    teaser: ["Vier Freunde, ein Floß und eine Insel, die auf keiner Karte steht.", "Four friends, a raft and an island that is on no map."],
    text: [["Als Mia, Jonas, Emir und Lotte im Sommer ein altes Floß finden, beginnt das größte Abenteuer ihres Lebens. Matthias Gruber liest aus seinem neuen Roman und verrät, welche Orte an der Donau es wirklich gibt."],
      ["When Mia, Jonas, Emir and Lotte find an old raft one summer, the greatest adventure of their lives begins. Matthias Gruber reads from his new novel and reveals which places along the Danube really exist."]],
    type: "lesung", genre: "kinderbuch", age: [8, 12], minutes: 60, image: "papierboot",
    people: [R("Matthias", "Gruber"), ["Stefan", "Holzer", "Moderation", "Host"]], tags: ["neuerscheinung", "schule"],
  },
  {
    key: "sommer-ohne-netz", title: ["Sommer ohne Netz", "Summer Off the Grid"], subtitle: ["Lesung und Gespräch", "Reading and conversation"],
    teaser: ["Drei Wochen Almhütte, kein Empfang – und plötzlich ist alles anders.", "Three weeks in a mountain hut, no signal – and suddenly everything changes."],
    text: [["Ella muss den Sommer bei ihrer Tante auf der Alm verbringen. Ohne Handy, ohne Freundinnen, ohne Plan. Sophie Wallner erzählt von Freundschaft, Mut und der ersten Liebe.", "Im Anschluss spricht Christina Ebner mit der Autorin über das Schreiben für Jugendliche."],
      ["Ella has to spend the summer with her aunt in a mountain hut. No phone, no friends, no plan. Sophie Wallner tells a story of friendship, courage and first love.", "Afterwards Christina Ebner talks with the author about writing for teenagers."]],
    type: "lesung", genre: "jugendbuch", age: [14, 18], minutes: 75, image: "leseinsel",
    people: [R("Sophie", "Wallner"), ["Christina", "Ebner", "Moderation", "Host"]], tags: ["schule"],
  },
  {
    key: "hummeln", title: ["Warum fliegen Hummeln?", "Why Do Bumblebees Fly?"], subtitle: ["Sachbuchlesung mit Experimenten", "Non-fiction reading with experiments"],
    teaser: ["Eigentlich sind sie zu schwer zum Fliegen. Oder doch nicht?", "Actually they are too heavy to fly. Or are they?"],
    text: [["Jakob Steiner beantwortet die großen Fragen über kleine Tiere – mit Lupen, Luftballons und einem selbst gebauten Windkanal. Wer mitforschen will, ist herzlich eingeladen."],
      ["Jakob Steiner answers big questions about small animals – with magnifying glasses, balloons and a home-made wind tunnel. Anyone who wants to join the research is very welcome."]],
    type: "lesung", genre: "sachbuch", age: [7, 11], minutes: 50, image: "drachenwiese",
    people: [R("Jakob", "Steiner")], tags: ["mitmachen", "schule"],
  },
  {
    key: "reime", title: ["Reime, Rabatz und Regenbogen", "Rhymes, Racket and Rainbows"], subtitle: ["Gedichte und Lieder zum Mitmachen", "Poems and songs to join in"],
    teaser: ["Ein Konzert aus Wörtern – laut, leise, lustig.", "A concert of words – loud, quiet and funny."],
    text: [["Miriam Aigner liest ihre schönsten Kindergedichte, Florian Baumgartner macht Musik dazu. Klatschen, Stampfen und Mitreimen ausdrücklich erwünscht!"],
      ["Miriam Aigner reads her loveliest children's poems while Florian Baumgartner makes music. Clapping, stamping and rhyming along are expressly encouraged!"]],
    type: "lesung", genre: "lyrik", age: [5, 9], minutes: 45, image: "drachenwiese",
    people: [R("Miriam", "Aigner"), ["Florian", "Baumgartner", "Musik", "Music"]], tags: ["familie", "mitmachen"],
  },
  {
    key: "nebelstein", title: ["Die Chroniken von Nebelstein", "The Chronicles of Mistrock"], subtitle: ["Band 3: Das gläserne Tor", "Volume 3: The Glass Gate"],
    teaser: ["Das Finale der Fantasy-Trilogie – mit Drachen, Rätseln und einem Verrat.", "The finale of the fantasy trilogy – with dragons, riddles and a betrayal."],
    text: [["Tobias Leitner liest aus dem lang erwarteten dritten Band seiner Reihe. Danach beantwortet er alle Fragen – außer der einen, wie es ausgeht."],
      ["Tobias Leitner reads from the long-awaited third volume of his series. Afterwards he answers every question – except how it ends."]],
    type: "lesung", genre: "kinderbuch", age: [10, 14], minutes: 60, image: "leuchtturm",
    people: [R("Tobias", "Leitner")], tags: ["neuerscheinung"],
  },
  {
    key: "bilderbuchwerkstatt", title: ["Zeichnen wie die Profis", "Draw Like the Pros"], subtitle: ["Bilderbuchwerkstatt", "Picture-book workshop"],
    teaser: ["In 40 Minuten zum eigenen Bilderbuchhelden.", "Your own picture-book hero in 40 minutes."],
    text: [["Theresa Huber zeigt, wie aus Papier, Stoff und Fundstücken Figuren entstehen. Die Werkstatt findet in drei Durchgängen statt – bitte beim Ticketkauf ein Zeitfenster wählen.", "Material ist vorhanden, alte Kleidung empfohlen."],
      ["Theresa Huber shows how characters emerge from paper, fabric and found objects. The workshop runs in three sessions – please choose a time slot when booking.", "Materials are provided; old clothes are recommended."]],
    type: "workshop", genre: "bilderbuch", age: [6, 10], minutes: 40, image: "zeichenwerkstatt",
    people: [["Theresa", "Huber", "Werkstattleitung", "Workshop leader"]], tags: ["mitmachen", "familie"],
  },
  {
    key: "comic-labor", title: ["Comic-Labor", "Comic Lab"], subtitle: ["Von der Idee zum eigenen Heft", "From an idea to your own comic book"],
    teaser: ["Panels, Sprechblasen, Soundwords: Hier entsteht dein erster Comic.", "Panels, speech bubbles, sound words: this is where your first comic is made."],
    text: [["Lukas Winkler und Paul Wimmer verraten die Tricks der Profis. Am Ende wird gedruckt, gefaltet und geheftet – jede und jeder geht mit einem eigenen Heft nach Hause."],
      ["Lukas Winkler and Paul Wimmer reveal the tricks of the trade. At the end everything is printed, folded and stapled – everyone goes home with their own comic book."]],
    type: "workshop", genre: "comic", age: [11, 15], minutes: 150, image: "zeichenwerkstatt",
    people: [["Lukas", "Winkler", "Werkstattleitung", "Workshop leader"], ["Paul", "Wimmer", "Werkstattleitung", "Workshop leader"]], tags: ["mitmachen"],
  },
  {
    key: "krokodil", title: ["Krokodil im Kinderzimmer", "Crocodile in the Nursery"], subtitle: ["Puppentheater nach dem Bilderbuch von Lena Hofbauer", "Puppet theatre after the picture book by Lena Hofbauer"],
    teaser: ["Unter dem Bett wohnt ein Krokodil. Es hat Angst im Dunkeln.", "A crocodile lives under the bed. It is afraid of the dark."],
    text: [["Katharina Lang und Simon Haas erzählen mit Puppen, Schatten und viel Musik eine Geschichte über Mut und Mitgefühl. Eine Inszenierung für die Allerkleinsten und ihre Großen."],
      ["With puppets, shadows and lots of music, Katharina Lang and Simon Haas tell a story of courage and compassion. A production for the very youngest and their grown-ups."]],
    type: "theater", genre: "bilderbuch", age: [4, 8], minutes: 50, image: "theaterbuehne",
    people: [["Katharina", "Lang", "Puppenspiel", "Puppetry"], ["Simon", "Haas", "Spiel", "Performer"], ["Lena", "Hofbauer", "Vorlage", "Original book"]], tags: ["familie", "erstauffuehrung"],
  },
  {
    key: "insel-der-woerter", title: ["Die Insel der verlorenen Wörter", "The Island of Lost Words"], subtitle: ["Theater nach dem Roman von Anna Pichler", "Theatre after the novel by Anna Pichler"],
    teaser: ["Auf einer fernen Insel landen alle Wörter, die niemand mehr benutzt.", "All the words no one uses any more end up on a faraway island."],
    text: [["Als Paula ihr Lieblingswort verliert, macht sie sich auf die Suche. Auf der Insel trifft sie „Kleinod“, „Firlefanz“ und „Schlawiner“ – und die alle brauchen ihre Hilfe.", "Ausgewählte Vorstellungen werden in österreichische Gebärdensprache übersetzt."],
      ["When Paula loses her favourite word, she sets out to find it. On the island she meets “Kleinod”, “Firlefanz” and “Schlawiner” – and they all need her help.", "Selected performances are interpreted into Austrian Sign Language."]],
    type: "theater", genre: "kinderbuch", age: [8, 12], minutes: 70, image: "leseinsel",
    people: [["Valentina", "Mayr", "Paula", "Paula"], ["Maximilian", "Auer", "Kapitän Komma", "Captain Comma"], ["Nina", "Wagner", "Firlefanz", "Firlefanz"], ["Anna", "Pichler", "Vorlage", "Original novel"]],
    tags: ["familie", "schule", "erstauffuehrung"],
  },
  {
    key: "funkstille", title: ["Funkstille", "Radio Silence"], subtitle: ["Jugendtheater", "Youth theatre"],
    teaser: ["Zwei Handys, eine Nachricht, die nie ankam.", "Two phones, one message that never arrived."],
    text: [["Lea und Tim waren beste Freunde. Dann kam eine Nachricht nicht an, und seitdem herrscht Funkstille. Ein Stück über Missverständnisse, soziale Medien und die Frage, was Freundschaft aushält.", "Mit anschließendem Publikumsgespräch."],
      ["Lea and Tim were best friends. Then a message never arrived, and they have not spoken since. A play about misunderstandings, social media and how much a friendship can bear.", "Followed by a talk with the audience."]],
    type: "theater", genre: "jugendbuch", age: [13, 18], minutes: 80, image: "sternenbuch",
    people: [["Laura", "Schmid", "Lea", "Lea"], ["Florian", "Baumgartner", "Tim", "Tim"]], tags: ["schule"],
  },
  {
    key: "bilderbuchwelten", title: ["Bilderbuchwelten", "Picture-Book Worlds"], subtitle: ["Originalillustrationen aus Österreich", "Original illustrations from Austria"],
    teaser: ["Über 80 Originale von fünf Illustratorinnen und Illustratoren – zum Staunen und Entdecken.", "More than 80 originals by five illustrators – to marvel at and discover."],
    text: [["Wie sieht eine Bilderbuchseite aus, bevor sie gedruckt wird? Die Ausstellung zeigt Skizzen, Entwürfe und fertige Originale. Eine Lese-Ecke und ein Zeichentisch laden zum Verweilen ein.", "Der Eintritt ist frei. Führungen für Gruppen auf Anfrage."],
      ["What does a picture-book page look like before it is printed? The exhibition shows sketches, drafts and finished originals. A reading corner and a drawing table invite you to stay.", "Admission is free. Guided tours for groups on request."]],
    type: "ausstellung", genre: "bilderbuch", age: [3, null], minutes: 480, image: "bilderbuch-ausstellung", sticky: 0,
    people: [["Marie", "Fuchs", "Illustration", "Illustration"], ["Theresa", "Huber", "Illustration", "Illustration"], ["David", "Koller", "Illustration", "Illustration"], ["Julia", "Lehner", "Illustration", "Illustration"], ["Emma", "Berger", "Illustration", "Illustration"]],
    tags: ["familie"],
  },
  {
    key: "wie-entsteht-ein-buch", title: ["Wie entsteht ein Buch?", "How Is a Book Made?"], subtitle: ["Ein Gespräch über Ideen, Bilder und Druckmaschinen", "A conversation about ideas, pictures and printing presses"],
    teaser: ["Von der ersten Idee bis ins Regal: eine Autorin und ein Illustrator erzählen.", "From the first idea to the shelf: an author and an illustrator tell the story."],
    text: [["Klara Eder und David Koller zeigen, wie ein Bilderbuch entsteht – mit echten Skizzen, Druckfahnen und Fehlern, die niemand sehen sollte."],
      ["Klara Eder and David Koller show how a picture book is made – with real sketches, proofs and mistakes nobody was meant to see."]],
    type: "gespraech", genre: "sachbuch", age: [9, 13], minutes: 60, image: "buecherturm",
    people: [["Klara", "Eder", "Gespräch", "Talk"], ["David", "Koller", "Gespräch", "Talk"], ["Martin", "Kern", "Moderation", "Host"]], tags: ["schule"],
  },
  {
    key: "schattenstadt", title: ["Schattenstadt", "Shadow City"], subtitle: ["Graphic-Novel-Lesung mit Projektionen", "Graphic novel reading with projections"],
    teaser: ["Eine Stadt, in der die Schatten ein Eigenleben haben.", "A city where the shadows lead lives of their own."],
    text: [["Elias Moser liest aus seiner Graphic Novel, während die Bilder groß an die Wand projiziert werden. Im Gespräch mit Christina Ebner erzählt er, wie Comics das Erzählen verändern."],
      ["Elias Moser reads from his graphic novel while the pictures are projected large on the wall. In conversation with Christina Ebner he explains how comics change storytelling."]],
    type: "lesung", genre: "comic", age: [13, 17], minutes: 60, image: "leuchtturm",
    people: [R("Elias", "Moser"), ["Christina", "Ebner", "Moderation", "Host"]], tags: ["neuerscheinung"],
  },
  {
    key: "fliegendes-sofa", title: ["Oma, Opa und das fliegende Sofa", "Grandma, Grandpa and the Flying Sofa"], subtitle: ["Lesung mit Bildern", "Reading with pictures"],
    teaser: ["Wenn Oma auf den roten Knopf drückt, hebt das Sofa ab.", "When Grandma presses the red button, the sofa takes off."],
    text: [["Hanna Reiter liest aus ihrem turbulenten Kinderbuch, Julia Lehner zeigt die Bilder dazu. Eine Reise über Linz, die Alpen und bis ans Meer."],
      ["Hanna Reiter reads from her turbulent children's book while Julia Lehner shows the pictures. A journey over Linz, the Alps and all the way to the sea."]],
    type: "lesung", genre: "kinderbuch", age: [6, 9], minutes: 45, image: "heissluftballon",
    people: [R("Hanna", "Reiter"), ["Julia", "Lehner", "Illustration", "Illustration"]], tags: ["familie"],
  },
  {
    key: "wal", title: ["Der Wal, der singen wollte", "The Whale Who Wanted to Sing"], subtitle: ["Bilderbuchkino", "Picture-book cinema"],
    teaser: ["Ein kleiner Wal sucht seine Stimme – und findet Freunde.", "A little whale searches for its voice – and finds friends."],
    text: [["Im Bilderbuchkino werden die Seiten groß an die Wand geworfen, Klara Eder liest vor. Danach basteln wir gemeinsam Wale aus Papier."],
      ["In picture-book cinema the pages are projected onto the wall while Klara Eder reads aloud. Afterwards we make paper whales together."]],
    type: "lesung", genre: "bilderbuch", age: [3, 6], minutes: 40, image: "walgesang",
    people: [R("Klara", "Eder"), ["Emma", "Berger", "Illustration", "Illustration"]], tags: ["familie", "mitmachen"],
  },
  {
    key: "schreibwerkstatt", title: ["Schreibwerkstatt: Meine erste Geschichte", "Writing Workshop: My First Story"], subtitle: ["Für junge Schreibtalente", "For young writing talents"],
    teaser: ["Ein Satz, ein Held, ein Problem – und los geht's.", "One sentence, one hero, one problem – and off you go."],
    text: [["Noah Brandstätter zeigt, wie man Ideen findet, Figuren baut und einen Anfang schreibt, der neugierig macht. Die besten Texte erscheinen im Festivalmagazin."],
      ["Noah Brandstätter shows how to find ideas, build characters and write an opening that makes readers curious. The best texts will appear in the festival magazine."]],
    type: "workshop", genre: "kinderbuch", age: [9, 12], minutes: 120, image: "federkiel",
    people: [["Noah", "Brandstätter", "Werkstattleitung", "Workshop leader"]], tags: ["mitmachen", "schule"],
  },
  {
    key: "fachtag", title: ["Lesen macht stark", "Reading Makes You Strong"], subtitle: ["Fachtag für Pädagoginnen und Pädagogen", "A day for educators"],
    teaser: ["Impulse, Workshops und Austausch rund um Leseförderung.", "Ideas, workshops and exchange on promoting reading."],
    text: [["Wie begeistern wir Kinder fürs Lesen – in Zeiten von Bildschirmen und Kurzvideos? Vorträge, Praxisworkshops und viel Zeit für Austausch.", "Die Teilnahme wird als Fortbildung anerkannt."],
      ["How do we get children excited about reading in an age of screens and short videos? Talks, practical workshops and plenty of time for exchange.", "Participation counts as professional development."]],
    type: "gespraech", genre: "sachbuch", age: [18, null], minutes: 360, image: "buecherturm",
    people: [["Barbara", "Weiß", "Begrüßung", "Welcome"], ["Jakob", "Steiner", "Vortrag", "Lecture"], ["Felix", "Schwarz", "Workshop", "Workshop"], ["Martin", "Kern", "Moderation", "Host"]], tags: [],
  },
  {
    key: "sternenfaenger", title: ["Der Sternenfänger", "The Star Catcher"], subtitle: ["Theater für alle ab 6", "Theatre for everyone aged 6 and up"], season: "previous",
    teaser: ["Ein Junge will den Himmel aufräumen.", "A boy wants to tidy up the sky."],
    text: [["Die Erfolgsproduktion des vergangenen Festivals: Simon Haas und Nina Wagner erzählen von einem Jungen, der jede Nacht einen Stern einfängt – bis der Himmel dunkel wird."],
      ["The hit production of last year's festival: Simon Haas and Nina Wagner tell of a boy who catches a star every night – until the sky goes dark."]],
    type: "theater", genre: "kinderbuch", age: [6, 10], minutes: 60, image: "sternschnuppe",
    people: [["Simon", "Haas", "Spiel", "Performer"], ["Nina", "Wagner", "Spiel", "Performer"]], tags: ["familie"],
  },
  {
    key: "wortgewitter", title: ["Wortgewitter", "Word Storm"], subtitle: ["Poetry Slam für junge Leute", "Poetry slam for young people"],
    teaser: ["Sechs Minuten, ein Mikrofon, kein Netz.", "Six minutes, one microphone, no safety net."],
    text: [["Junge Slammerinnen und Slammer treten gegeneinander an, das Publikum entscheidet. Felix Schwarz führt durch den Abend. Anmeldung zum Mitmachen an der Abendkasse."],
      ["Young slam poets compete and the audience decides. Felix Schwarz hosts the evening. Sign up to take part at the box office."]],
    type: "lesung", genre: "lyrik", age: [14, null], minutes: 90, language: "de,en", image: "sternenbuch",
    people: [["Felix", "Schwarz", "Moderation", "Host"]], tags: ["mehrsprachig"],
  },
];

export async function seedProductions(ctx: SeedContext): Promise<void> {
  const ids = await insert(
    ctx,
    "productions",
    PRODUCTIONS.map((p) => ({
      title_de: p.title[0], title_en: p.title[1], subtitle_de: p.subtitle[0], subtitle_en: p.subtitle[1],
      slug_de: slugify(p.title[0]), slug_en: slugify(p.title[1]), teaser_de: p.teaser[0], teaser_en: p.teaser[1],
      text_de: doc(...p.text[0]), text_en: doc(...p.text[1]),
      exhibition_type_id: id(ctx, `type:${p.type}`), genre_id: id(ctx, `genre:${p.genre}`),
      season_id: id(ctx, p.season === "previous" ? "season:previous" : "season:current"),
      age_from: p.age[0], age_to: p.age[1], duration_minutes: p.minutes, language: p.language ?? "de",
      image_id: image(ctx, p.image), show_sticky_tickets: p.sticky ?? 1,
    })),
    PRODUCTIONS.map((p) => `production:${p.key}`),
  );
  await insertPlain(ctx, "production_tag_links", PRODUCTIONS.flatMap((p, i) => p.tags.map((tag) => ({ production_id: ids[i], tag_id: id(ctx, `production-tag:${tag}`) }))));
  await insert(
    ctx,
    "production_persons",
    PRODUCTIONS.flatMap((p, i) =>
      p.people.map(([first, last, de, en], sort) => ({ production_id: ids[i], person_id: id(ctx, personKey(first, last)), role_de: de, role_en: en, sort })),
    ),
  );
}
