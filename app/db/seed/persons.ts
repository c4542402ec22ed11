/** Thirty people of the festival (authors, illustrators, actors, moderators) in five categories. */
import { doc } from "./richtext";
import { image, insert, insertPlain, slugify, type SeedContext } from "./context";

const CATEGORIES = [
  ["autorinnen-und-autoren", "Autorinnen und Autoren", "Authors"],
  ["illustration", "Illustration", "Illustration"],
  ["schauspiel", "Schauspiel", "Acting"],
  ["moderation", "Moderation", "Moderation"],
  ["festivalteam", "Festivalteam", "Festival team"],
] as const;

type Category = "autor" | "illu" | "spiel" | "mod" | "team";
const CATEGORY_SLUG: Record<Category, string> = {
  autor: "autorinnen-und-autoren", illu: "illustration", spiel: "schauspiel", mod: "moderation", team: "festivalteam",
};

interface PersonData {
  first: string;
  last: string;
  cats: Category[];
  role: [string, string];
  /** Born in (year, place), lives in. */
  born: [number, string];
  lives: string;
  de: string;
  en: string;
}

const P = (first: string, last: string, cats: Category[], role: [string, string], born: [number, string], lives: string, de: string, en: string): PersonData =>
  ({ first, last, cats, role, born, lives, de, en });

const AUTHOR: [string, string] = ["Autor", "Author"];
const AUTHORESS: [string, string] = ["Autorin", "Author"];

export const PERSONS: PersonData[] = [
  P("Lena", "Hofbauer", ["autor"], AUTHORESS, [1984, "Steyr"], "Linz",
    "Ihre Bilderbücher über die Füchsin Frieda wurden in elf Sprachen übersetzt.",
    "Her picture books about Frieda the vixen have been translated into eleven languages."),
  P("Matthias", "Gruber", ["autor"], AUTHOR, [1976, "Wels"], "Wien",
    "Er schreibt Abenteuerromane für Kinder und war lange Jahre Volksschullehrer.",
    "He writes adventure novels for children and was a primary-school teacher for many years."),
  P("Sophie", "Wallner", ["autor"], AUTHORESS, [1991, "Graz"], "Graz",
    "Ihr Jugendroman „Sommer ohne Netz“ stand auf der Auswahlliste zum Österreichischen Kinder- und Jugendbuchpreis.",
    "Her young-adult novel “Summer Off the Grid” was shortlisted for the Austrian Children's and Youth Book Prize."),
  P("Jakob", "Steiner", ["autor"], AUTHOR, [1979, "Innsbruck"], "Linz",
    "Der Biologe erklärt in seinen Sachbüchern, warum die Natur so erstaunlich ist.",
    "A biologist, he explains in his non-fiction books why nature is so astonishing."),
  P("Miriam", "Aigner", ["autor"], AUTHORESS, [1988, "Salzburg"], "Linz",
    "Sie schreibt Gedichte für Kinder, die sich wunderbar laut vorlesen lassen.",
    "She writes poems for children that are wonderful to read aloud."),
  P("Tobias", "Leitner", ["autor"], AUTHOR, [1982, "Bregenz"], "Wien",
    "Seine Fantasy-Reihe „Die Chroniken von Nebelstein“ hat eine große junge Fangemeinde.",
    "His fantasy series “The Chronicles of Mistrock” has a large young fan base."),
  P("Anna", "Pichler", ["autor"], AUTHORESS, [1973, "Wien"], "Wien",
    "Ihr Roman „Die Insel der verlorenen Wörter“ kommt beim Festival erstmals auf die Bühne.",
    "Her novel “The Island of Lost Words” is staged for the first time at the festival."),
  P("Elias", "Moser", ["autor", "illu"], ["Autor und Zeichner", "Author and artist"], [1990, "Klagenfurt"], "Berlin",
    "Er erzählt Geschichten in Bildern – seine Graphic Novel „Schattenstadt“ erschien im Frühjahr.",
    "He tells stories in pictures – his graphic novel “Shadow City” came out this spring."),
  P("Klara", "Eder", ["autor"], AUTHORESS, [1986, "Linz"], "Linz",
    "Sie arbeitet als Lektorin und schreibt Bilderbücher über große Gefühle kleiner Wesen.",
    "She works as an editor and writes picture books about the big feelings of small creatures."),
  P("Noah", "Brandstätter", ["autor"], AUTHOR, [1994, "St. Pölten"], "Linz",
    "Er leitet Schreibwerkstätten an Schulen in ganz Oberösterreich.",
    "He runs writing workshops at schools all over Upper Austria."),
  P("Hanna", "Reiter", ["autor"], AUTHORESS, [1969, "Krems"], "Wachau",
    "Ihre Kinderbücher handeln von schrulligen Großeltern und fliegenden Möbeln.",
    "Her children's books are about quirky grandparents and flying furniture."),
  P("Felix", "Schwarz", ["autor", "mod"], ["Autor und Slam-Poet", "Author and slam poet"], [1993, "Linz"], "Linz",
    "Der mehrfache Slam-Meister moderiert die Poetry-Slam-Abende des Festivals.",
    "A multiple slam champion, he hosts the festival's poetry slam evenings."),
  P("Marie", "Fuchs", ["illu"], ["Illustratorin", "Illustrator"], [1987, "Linz"], "Linz",
    "Sie zeichnet mit Tusche und Aquarell und hat über zwanzig Bilderbücher illustriert.",
    "She works in ink and watercolour and has illustrated more than twenty picture books."),
  P("Lukas", "Winkler", ["illu"], ["Comiczeichner", "Comic artist"], [1985, "Graz"], "Graz",
    "Er zeichnet wöchentlich einen Comicstrip für eine Kinderzeitung.",
    "He draws a weekly comic strip for a children's newspaper."),
  P("Theresa", "Huber", ["illu"], ["Illustratorin", "Illustrator"], [1989, "Wels"], "Wien",
    "Ihre Collagen aus Papier, Stoff und Fundstücken sind in der Ausstellung zu sehen.",
    "Her collages of paper, fabric and found objects can be seen in the exhibition."),
  P("David", "Koller", ["illu"], ["Illustrator", "Illustrator"], [1978, "Villach"], "Linz",
    "Er illustriert Sachbücher und zeigt, wie aus einer Skizze ein fertiges Buch wird.",
    "He illustrates non-fiction and shows how a sketch becomes a finished book."),
  P("Julia", "Lehner", ["illu"], ["Illustratorin", "Illustrator"], [1992, "Linz"], "Linz",
    "Sie liebt kräftige Farben und zeichnet am liebsten Tiere in Alltagssituationen.",
    "She loves bold colours and most enjoys drawing animals in everyday situations."),
  P("Paul", "Wimmer", ["illu", "autor"], ["Illustrator und Autor", "Illustrator and author"], [1981, "Freistadt"], "Linz",
    "Sein Comic „Die Donaupiraten“ wird in vielen Schulen gelesen.",
    "His comic “The Danube Pirates” is read in many schools."),
  P("Emma", "Berger", ["illu"], ["Illustratorin", "Illustrator"], [1995, "Eisenstadt"], "Wien",
    "Die jüngste Illustratorin der Ausstellung arbeitet digital und mit Linoldruck.",
    "The youngest illustrator in the exhibition works digitally and with linocut."),
  P("Valentina", "Mayr", ["spiel"], ["Schauspielerin", "Actor"], [1990, "Linz"], "Linz",
    "Sie ist seit fünf Jahren im Ensemble des Theaters an der Donau.",
    "She has been a member of the Theater an der Donau ensemble for five years."),
  P("Simon", "Haas", ["spiel"], ["Schauspieler", "Actor"], [1987, "Wien"], "Linz",
    "Er spielt am liebsten für das jüngste Publikum – je lauter gelacht wird, desto besser.",
    "He loves playing for the youngest audiences – the louder they laugh, the better."),
  P("Laura", "Schmid", ["spiel"], ["Schauspielerin", "Actor"], [1996, "Salzburg"], "Linz",
    "Sie studierte Schauspiel am Mozarteum und steht in „Funkstille“ auf der Studiobühne.",
    "She studied acting at the Mozarteum and appears in “Radio Silence” on the Studio Stage."),
  P("Maximilian", "Auer", ["spiel"], ["Schauspieler", "Actor"], [1983, "Ried im Innkreis"], "Linz",
    "Der gelernte Tischler baut die Requisiten seiner Stücke am liebsten selbst.",
    "A trained carpenter, he likes to build the props for his plays himself."),
  P("Katharina", "Lang", ["spiel"], ["Schauspielerin und Puppenspielerin", "Actor and puppeteer"], [1980, "Graz"], "Linz",
    "Ihre Puppen entstehen aus alten Büchern, Knöpfen und viel Fantasie.",
    "Her puppets are made from old books, buttons and plenty of imagination."),
  P("Florian", "Baumgartner", ["spiel"], ["Schauspieler und Musiker", "Actor and musician"], [1985, "Gmunden"], "Linz",
    "Er komponiert die Musik für die Lesungen und spielt Gitarre, Akkordeon und Kazoo.",
    "He composes the music for the readings and plays guitar, accordion and kazoo."),
  P("Nina", "Wagner", ["spiel"], ["Schauspielerin", "Actor"], [1993, "Linz"], "Linz",
    "Sie spielt auch in Gebärdensprache und macht Theater für alle zugänglich.",
    "She also performs in sign language and makes theatre accessible to everyone."),
  P("Christina", "Ebner", ["mod"], ["Moderatorin", "Host"], [1982, "Linz"], "Linz",
    "Die Radiojournalistin moderiert die Gespräche mit Jugendbuchautorinnen und -autoren.",
    "A radio journalist, she hosts the conversations with young-adult authors."),
  P("Stefan", "Holzer", ["mod"], ["Moderator", "Host"], [1975, "Steyr"], "Linz",
    "Er bringt jedes Publikum zum Mitmachen, ob im Kindergarten oder im Großen Saal.",
    "He gets every audience involved, whether at nursery school or in the Main Auditorium."),
  P("Barbara", "Weiß", ["mod", "team"], ["Festivalleiterin", "Festival director"], [1971, "Wien"], "Linz",
    "Sie hat das Festival 2012 gegründet und leitet es seither mit großer Leidenschaft.",
    "She founded the festival in 2012 and has led it with great passion ever since."),
  P("Martin", "Kern", ["mod", "team"], ["Dramaturg und Moderator", "Dramaturge and host"], [1984, "Linz"], "Linz",
    "Er kuratiert das Gesprächsprogramm und die Fachtage für Pädagoginnen und Pädagogen.",
    "He curates the talks programme and the days for educators."),
];

export const personKey = (first: string, last: string) => `person:${slugify(`${first} ${last}`)}`;

const VERTICALS = ["mondleser", "federkiel", "baumhaus", "sternschnuppe", "walgesang", "buecherturm"];

export async function seedPersons(ctx: SeedContext): Promise<void> {
  await insert(
    ctx,
    "person_categories",
    CATEGORIES.map(([slug, de, en], i) => ({ slug, name_de: de, name_en: en, sort: i })),
    CATEGORIES.map(([slug]) => `person-category:${slug}`),
  );
  const ids = await insert(
    ctx,
    "persons",
    PERSONS.map((person, i) => {
      const slug = slugify(`${person.first} ${person.last}`);
      const [year, place] = person.born;
      return {
        first_name: person.first,
        last_name: person.last,
        slug,
        role_de: person.role[0],
        role_en: person.role[1],
        biography_de: doc(`**${person.first} ${person.last}** wurde ${year} in ${place} geboren und lebt in ${person.lives}. ${person.de}`,
          `Beim Festival „Lesezeichen“ ist ${person.first} ${person.last} ${person.cats.includes("team") ? "seit vielen Jahren dabei" : "heuer zu Gast"}.`),
        biography_en: doc(`**${person.first} ${person.last}** was born in ${place} in ${year} and lives in ${person.lives}. ${person.en}`,
          `${person.cats.includes("team") ? "Part of the Lesezeichen festival for many years." : "A guest at the Lesezeichen festival this year."}`),
        email: person.cats.includes("team") ? `${slug.split("-")[0]}@lesezeichen-linz.example.org` : null,
        phone: person.cats.includes("team") ? "+43 732 123 400" : null,
        website: person.cats.includes("autor") || person.cats.includes("illu") ? `https://www.example.org/${slug}` : null,
        image_id: image(ctx, VERTICALS[i % VERTICALS.length]),
        sort: i,
      };
    }),
    PERSONS.map((p) => personKey(p.first, p.last)),
  );
  await insertPlain(
    ctx,
    "person_category_links",
    PERSONS.flatMap((person, i) =>
      person.cats.map((cat) => ({ person_id: ids[i], category_id: ctx.ids.get(`person-category:${CATEGORY_SLUG[cat]}`)! })),
    ),
  );
}
