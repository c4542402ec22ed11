/**
 * The programme: 80 events over the 12 festival days, a preview and an opening just before the
 * festival, last year's run of one production, and the event teasers. The seed runs on festival
 * day `SEED_DAY` (3): days 0–2 are over, today's events run from morning to evening, and whatever a
 * visitor (or a test) must find still to come — a sold-out and a cancelled event, a closed gallery,
 * a workshop with a session not offered, several dates of each kind — lies on day 4 or later.
 */
import type { EventType } from "../schema";
import { at, dayOf, id, image, insert, insertPlain, slugify, type SeedContext } from "./context";
import { SLOT_GAP_MINUTES, seedBooking, type Flag, type ScheduledEvent } from "./booking";
import { PRODUCTIONS, type ProductionData } from "./productions";

/** `day time room flags…`; day 0 is the festival's first day, day `SEED_DAY` the seed's own. */
const SCHEDULE: Record<string, string[]> = {
  fuechsin: ["0 09:30 kinderbibliothek schule", "1 16:00 erzaehlzimmer minis", "5 10:00 kinderbibliothek", "8 15:00 erzaehlzimmer minis"],
  donauinsel: ["0 11:00 lesesaal", "2 09:30 veranstaltungssaal schule", "6 16:30 lesesaal radio", "10 11:00 lesesaal"],
  "sommer-ohne-netz": ["1 19:00 lesesaal ya", "4 10:30 veranstaltungssaal schule", "9 19:00 studiobuehne ya"],
  hummeln: ["1 10:00 veranstaltungssaal", "3 15:00 kinderbibliothek", "7 10:00 veranstaltungssaal schule", "11 14:00 kinderbibliothek"],
  reime: ["0 15:00 erzaehlzimmer minis", "4 16:00 erzaehlzimmer minis", "7 15:30 lesesaal"],
  nebelstein: ["2 16:00 lesesaal", "5 11:00 lesesaal", "9 16:00 veranstaltungssaal cancelled"],
  bilderbuchwerkstatt: ["1 14:00 atelier", "3 10:00 atelier", "4 10:00 atelier", "6 14:00 atelier twoslots", "7 10:00 atelier", "9 10:00 atelier", "10 10:00 atelier"],
  "comic-labor": ["2 14:00 atelier", "5 14:00 atelier", "8 14:00 atelier", "11 10:00 atelier"],
  krokodil: [
    "-6 16:00 grosser-saal", "0 10:00 grosser-saal schule premiere", "0 16:00 grosser-saal abo", "3 16:00 grosser-saal", "4 16:00 grosser-saal",
    "6 16:00 grosser-saal", "7 10:00 grosser-saal schule", "9 16:00 grosser-saal", "10 10:00 grosser-saal schule",
  ],
  "insel-der-woerter": ["1 10:00 grosser-saal schule", "2 18:00 grosser-saal premiere soldout", "5 16:00 grosser-saal abo gebaerden", "8 10:00 grosser-saal schule", "11 16:00 grosser-saal abo soldout"],
  funkstille: ["3 19:30 studiobuehne ya premiere", "4 19:30 studiobuehne ya", "6 10:00 studiobuehne schule", "10 19:30 studiobuehne ya"],
  bilderbuchwelten: ["-5 18:00 ausstellungshalle", ...Array.from({ length: 12 }, (_, d) => `${d} 10:00 ausstellungshalle`)],
  "wie-entsteht-ein-buch": ["2 11:00 veranstaltungssaal schule", "6 11:00 veranstaltungssaal", "9 10:00 lesesaal"],
  schattenstadt: ["2 19:00 studiobuehne ya", "7 19:00 lesesaal ya", "11 18:00 studiobuehne"],
  "fliegendes-sofa": ["3 11:00 lesesaal", "6 15:00 kinderbibliothek abo", "10 15:00 erzaehlzimmer"],
  wal: ["1 10:30 kinderbibliothek minis", "4 10:00 kinderbibliothek minis", "8 10:30 kinderbibliothek minis", "11 11:00 erzaehlzimmer minis"],
  schreibwerkstatt: ["4 14:00 atelier", "7 14:00 atelier", "9 14:00 atelier"],
  fachtag: ["5 09:00 veranstaltungssaal"],
  sternenfaenger: ["-365 16:00 grosser-saal", "-364 10:00 grosser-saal"],
  wortgewitter: ["5 19:30 studiobuehne ya", "8 19:30 studiobuehne ya offline"],
};

/** Special titles (overriding the production's) by `production@day`. */
const TITLES: Record<string, [string, string]> = {
  "krokodil@-6": ["Krokodil im Kinderzimmer – Voraufführung", "Crocodile in the Nursery – Preview"],
  "bilderbuchwelten@-5": ["Vernissage: Bilderbuchwelten", "Opening: Picture-Book Worlds"],
  "insel-der-woerter@11": ["Die Insel der verlorenen Wörter – Letzte Vorstellung", "The Island of Lost Words – Final Performance"],
};

const EVENT_TYPE: Record<ProductionData["type"], EventType> = {
  lesung: "reading", workshop: "workshop", theater: "performance", ausstellung: "exhibition", gespraech: "talk",
};

const SERIES: Partial<Record<Flag, string>> = { minis: "series:minis", ya: "series:ya", abo: "series:familien-abo" };
const STEP_FREE_ROOMS = new Set(["grosser-saal", "lesesaal", "kinderbibliothek", "ausstellungshalle", "veranstaltungssaal"]);
/** Workshops booked in three time slots. */
export const TIMESLOT_PRODUCTIONS = new Set(["bilderbuchwerkstatt"]);

function ageTag(from: number): string | null {
  if (from >= 18) return null;
  if (from <= 3) return "ab-3";
  if (from <= 6) return "ab-6";
  if (from <= 10) return "ab-10";
  return "ab-14";
}

export async function seedEvents(ctx: SeedContext): Promise<void> {
  const scheduled: ScheduledEvent[] = [];
  for (const production of PRODUCTIONS) {
    for (const line of SCHEDULE[production.key] ?? []) {
      const [dayText, clock, room, ...flags] = line.split(" ") as [string, string, string, ...Flag[]];
      const day = Number(dayText);
      const beforeFestival = day < 0;
      // The exhibition's opening evening and last year's run never had tickets; the preview keeps
      // its seat groups like every event that is over (the box office sells nothing once it is).
      const bookable = !beforeFestival || production.key === "krokodil";
      const start = at(ctx, day, clock);
      const slots = TIMESLOT_PRODUCTIONS.has(production.key);
      // The exhibition is open all day; its opening evening lasts two hours.
      const minutes = production.type === "ausstellung" ? (beforeFestival ? 120 : 480) : production.minutes;
      const end = at(ctx, day, clock, slots ? minutes + 2 * SLOT_GAP_MINUTES : minutes);
      scheduled.push({ production, day, clock, room, flags, start, end, bookable: bookable && !flags.includes("cancelled"), title: TITLES[`${production.key}@${day}`] });
    }
  }
  scheduled.sort((a, b) => a.start.localeCompare(b.start) || a.room.localeCompare(b.room));

  const ids = await insert(
    ctx,
    "events",
    scheduled.map((e, i) => {
      const idJet = 24001 + i;
      const series = e.flags.map((f) => SERIES[f as Flag]).find(Boolean);
      return {
        production_id: id(ctx, `production:${e.production.key}`),
        room_id: id(ctx, `room:${e.room}`),
        series_id: series ? id(ctx, series) : null,
        date_start: e.start,
        date_end: e.end,
        event_type: e.production.key === "wortgewitter" ? "performance" : EVENT_TYPE[e.production.type],
        title_de: e.title?.[0] ?? null,
        title_en: e.title?.[1] ?? null,
        is_online: e.flags.includes("offline") ? 0 : 1,
        is_cancelled: e.flags.includes("cancelled") ? 1 : 0,
        is_sold_out: e.flags.includes("soldout") ? 1 : 0,
        id_jet: idJet,
        ticket_url: e.bookable ? `/webshop/events/${idJet}` : null,
      };
    }),
    scheduled.map((e) => `event:${e.production.key}@${e.day}@${e.clock}`),
  );
  scheduled.forEach((e, i) => (e.id = ids[i]));

  await insertPlain(
    ctx,
    "event_tag_links",
    scheduled.flatMap((e) => {
      const tags = new Set<string>();
      const age = ageTag(e.production.age[0]);
      if (age) tags.add(age);
      if (e.flags.includes("schule")) tags.add("schulvorstellung");
      if (e.flags.includes("premiere")) tags.add("premiere");
      if (e.flags.includes("gebaerden")) tags.add("gebaerdensprache");
      if (e.production.type === "ausstellung") tags.add("eintritt-frei");
      if (STEP_FREE_ROOMS.has(e.room)) tags.add("barrierefrei");
      return [...tags].map((tag) => ({ event_id: e.id!, tag_id: id(ctx, `event-tag:${tag}`) }));
    }),
  );

  await seedBooking(ctx, scheduled);
  await seedTeasers(ctx);
}

type TeaserData = [day: number, name: string, image: string, link: (ctx: SeedContext) => string, de: string[], en: string[]];

const productionLink = (key: string) => (ctx: SeedContext) => {
  const production = PRODUCTIONS.find((p) => p.key === key)!;
  return `/de/produktionen/${slugify(production.title[0])}/${id(ctx, `production:${key}`)}`;
};

const TEASERS: TeaserData[] = [
  [0, "eroeffnung", "festival-plakat", () => "/de/programm", ["Heute", "Das Festival ist eröffnet!", "Zwölf Tage voller Geschichten beginnen", "Zum Programm"], ["Today", "The festival is open!", "Twelve days full of stories begin", "See the programme"]],
  [2, "premiere-insel", "leseinsel", productionLink("insel-der-woerter"), ["Premiere", "Die Insel der verlorenen Wörter", "Theater nach dem Roman von Anna Pichler", "Mehr erfahren"], ["Premiere", "The Island of Lost Words", "Theatre after the novel by Anna Pichler", "Find out more"]],
  [4, "ya-abend", "leuchtturm", (ctx) => `/de/programm?series=${id(ctx, "series:ya")}`, ["Young-Adult-Abend", "Lesen, reden, slammen", "Für alle ab 14", "Alle Abende"], ["Young Adult Night", "Read, talk, slam", "For everyone aged 14 and over", "All evenings"]],
  [5, "familientag", "heissluftballon", () => "/de/abonnements", ["Familientag", "Theater, Werkstatt und Bilderbuchkino", "Mit dem Familien-Abo 25 Prozent sparen", "Zum Familien-Abo"], ["Family day", "Theatre, workshop and picture-book cinema", "Save 25 per cent with the family subscription", "Family subscription"]],
  [8, "ausstellung", "bilderbuch-ausstellung", productionLink("bilderbuchwelten"), ["Noch vier Tage", "Bilderbuchwelten", "Originalillustrationen aus Österreich – Eintritt frei", "Zur Ausstellung"], ["Four days left", "Picture-Book Worlds", "Original illustrations from Austria – free admission", "To the exhibition"]],
  [11, "finale", "sternenbuch", () => "/de/programm", ["Festivalfinale", "Ein letztes Mal Vorhang auf", "Danke für zwölf wunderbare Tage", "Programm des Tages"], ["Festival finale", "Curtain up one last time", "Thank you for twelve wonderful days", "Today's programme"]],
];

async function seedTeasers(ctx: SeedContext): Promise<void> {
  await insert(
    ctx,
    "teasers",
    TEASERS.map(([day, name, img, link, de, en]) => ({
      name, position: dayOf(ctx, day),
      preline_de: de[0], headline_de: de[1], subline_de: de[2], link_text_de: de[3],
      preline_en: en[0], headline_en: en[1], subline_en: en[2], link_text_en: en[3],
      link_url: link(ctx), image_id: image(ctx, img),
    })),
  );
}
