/** Genres, exhibition types, tags, seasons and series. */
import { doc } from "./richtext";
import { image, insert, type SeedContext } from "./context";

type Named = [slug: string, de: string, en: string, showInFilter?: 0 | 1];

export const GENRES: Named[] = [
  ["bilderbuch", "Bilderbuch", "Picture book"],
  ["kinderbuch", "Kinderbuch", "Children's book"],
  ["jugendbuch", "Jugendbuch", "Young adult"],
  ["comic", "Comic und Graphic Novel", "Comics and graphic novels"],
  ["sachbuch", "Sachbuch", "Non-fiction"],
  ["lyrik", "Lyrik", "Poetry"],
];

/** Exhibition types double as the programme's "type" filter (options: id from slug, name). */
export const EXHIBITION_TYPES: Named[] = [
  ["lesung", "Lesung", "Reading"],
  ["workshop", "Workshop", "Workshop"],
  ["theater", "Theater", "Theatre"],
  ["ausstellung", "Ausstellung", "Exhibition"],
  ["gespraech", "Gespräch", "Talk"],
];

export const EVENT_TAGS: Named[] = [
  ["ab-3", "ab 3 Jahren", "ages 3+", 1],
  ["ab-6", "ab 6 Jahren", "ages 6+", 1],
  ["ab-10", "ab 10 Jahren", "ages 10+", 1],
  ["ab-14", "ab 14 Jahren", "ages 14+", 1],
  ["schulvorstellung", "Schulvorstellung", "School performance", 1],
  ["eintritt-frei", "Eintritt frei", "Free admission", 1],
  ["barrierefrei", "Barrierefrei", "Step-free access", 1],
  ["gebaerdensprache", "Mit Gebärdensprache", "With sign language", 0],
  ["premiere", "Premiere", "Premiere", 0],
];

export const PRODUCTION_TAGS: Named[] = [
  ["neuerscheinung", "Neuerscheinung", "New release", 1],
  ["familie", "Für die ganze Familie", "For the whole family", 1],
  ["schule", "Für Schulklassen", "For school classes", 1],
  ["mitmachen", "Zum Mitmachen", "Hands-on", 1],
  ["erstauffuehrung", "Österreichische Erstaufführung", "Austrian premiere", 0],
  ["mehrsprachig", "Mehrsprachig", "Multilingual", 0],
];

export async function seedTaxonomies(ctx: SeedContext): Promise<void> {
  const named = (rows: Named[]) => rows.map(([slug, de, en], i) => ({ slug, name_de: de, name_en: en, sort: i }));
  const filtered = (rows: Named[]) => rows.map(([slug, de, en, show], i) => ({ slug, name_de: de, name_en: en, sort: i, show_in_filter: show ?? 0 }));
  await insert(ctx, "genres", named(GENRES), GENRES.map(([s]) => `genre:${s}`));
  await insert(ctx, "exhibition_types", named(EXHIBITION_TYPES), EXHIBITION_TYPES.map(([s]) => `type:${s}`));
  await insert(ctx, "event_tags", filtered(EVENT_TAGS), EVENT_TAGS.map(([s]) => `event-tag:${s}`));
  await insert(ctx, "production_tags", filtered(PRODUCTION_TAGS), PRODUCTION_TAGS.map(([s]) => `production-tag:${s}`));

  const year = ctx.festivalStart.year;
  await insert(
    ctx,
    "seasons",
    [
      { slug: `festival-${year}`, name_de: `Festival ${year}`, name_en: `Festival ${year}`, sort: 0,
        date_from: ctx.festivalStart.minus({ days: 30 }).toISODate(), date_to: ctx.festivalStart.plus({ days: 60 }).toISODate() },
      { slug: `festival-${year - 1}`, name_de: `Festival ${year - 1}`, name_en: `Festival ${year - 1}`, sort: 1,
        date_from: ctx.festivalStart.minus({ years: 1, days: 30 }).toISODate(), date_to: ctx.festivalStart.minus({ years: 1 }).plus({ days: 60 }).toISODate() },
    ],
    ["season:current", "season:previous"],
  );

  await insert(
    ctx,
    "series",
    [
      {
        slug: "lesezeichen-minis", name_de: "Lesezeichen Minis", name_en: "Lesezeichen Minis", show_in_filter: 1, is_subscription: 0,
        text_de: doc("Geschichten, Reime und Bilderbücher für unser jüngstes Publikum **ab 3 Jahren**. Die Vorstellungen dauern höchstens 45 Minuten, Sitzkissen liegen bereit."),
        text_en: doc("Stories, rhymes and picture books for our youngest audience, **ages 3 and up**. Performances last at most 45 minutes; floor cushions are provided."),
        image_id: image(ctx, "walgesang"), sort: 0,
      },
      {
        slug: "young-adult-abende", name_de: "Young-Adult-Abende", name_en: "Young Adult Nights", show_in_filter: 1, is_subscription: 0,
        text_de: doc("Lesungen, Gespräche und Slams am Abend – für alle **ab 14**, die mitreden wollen. Mit Musik und offenem Mikro im Anschluss."),
        text_en: doc("Evening readings, talks and slams – for everyone **aged 14 and over** who wants to join the conversation. Followed by music and an open mic."),
        image_id: image(ctx, "leuchtturm"), sort: 1,
      },
      {
        slug: "familien-abo", name_de: "Familien-Abo", name_en: "Family subscription", show_in_filter: 0, is_subscription: 1,
        text_de: doc("Vier Familienvorstellungen zum Vorteilspreis: Mit dem Familien-Abo sparen Sie **25 Prozent** und sichern sich die besten Plätze.", "Das Abo ist übertragbar – Oma und Opa dürfen also gerne einspringen."),
        text_en: doc("Four family performances at a special price: the family subscription saves you **25 per cent** and secures the best seats.", "The subscription is transferable – so grandparents are welcome to step in."),
        image_id: image(ctx, "heissluftballon"), sort: 2,
      },
    ],
    ["series:minis", "series:ya", "series:familien-abo"],
  );
}
