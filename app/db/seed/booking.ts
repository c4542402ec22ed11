/**
 * Seat groups, prices (sale types) and timeslots per bookable event. The first price of a group is
 * the full price (Vollpreis), the others are discounts.
 */
import { at, insert, type SeedContext } from "./context";
import type { ProductionData } from "./productions";

/**
 * What a date of the schedule is besides its production, day, time and room. `radio`: the gallery
 * is closed for a radio recording; `twoslots`: the last of the workshop's three sessions is not offered.
 */
export type Flag = "minis" | "ya" | "abo" | "schule" | "premiere" | "gebaerden" | "cancelled" | "soldout" | "offline" | "radio" | "twoslots";

export interface ScheduledEvent {
  id?: number;
  production: ProductionData;
  day: number;
  clock: string;
  room: string;
  flags: Flag[];
  start: string;
  end: string;
  bookable: boolean;
  title?: [string, string];
}

/** Sale types as the webshop knows them: id → name and explanation. */
const SALE_TYPES = {
  voll: [1, "Vollpreis", "Full price", "", ""],
  kinder: [2, "Kinder", "Children", "bis 14 Jahre", "up to 14 years"],
  ermaessigt: [3, "Ermäßigt", "Reduced", "Schüler:innen, Studierende, Kulturpass", "Pupils, students, culture pass"],
  familie: [4, "Familienkarte", "Family ticket", "2 Erwachsene und bis zu 3 Kinder", "2 adults and up to 3 children"],
  schulklasse: [5, "Schulklasse", "School class", "pro Kind", "per child"],
  begleitung: [6, "Begleitperson", "Accompanying adult", "eine pro zehn Kinder", "one per ten children"],
  zaehlkarte: [7, "Zählkarte", "Free ticket", "Eintritt frei, Zählkarte erforderlich", "Free admission, ticket required"],
} as const;
type SaleType = keyof typeof SALE_TYPES;

interface Group {
  de: string;
  en: string;
  capacity: number;
  status?: 0;
  text?: [string, string];
  prices: [SaleType, number][];
}

export const SLOT_GAP_MINUTES = 60;
const SCHOOL: [SaleType, number][] = [["schulklasse", 750], ["begleitung", 0]];

function groupsFor(e: ScheduledEvent): Group[] {
  const school = e.flags.includes("schule");
  if (e.production.key === "fachtag") {
    return [{ de: "Tagesticket", en: "Day ticket", capacity: 100, text: ["inklusive Mittagessen", "lunch included"], prices: [["voll", 4500], ["ermaessigt", 3500]] }];
  }
  switch (e.room) {
    case "grosser-saal":
      return [
        { de: "Parkett", en: "Stalls", capacity: school ? 200 : 180, prices: school ? SCHOOL : [["voll", 1400], ["kinder", 900], ["ermaessigt", 1100], ["familie", 3600]] },
        { de: "Balkon", en: "Balcony", capacity: 60, ...(school ? { status: 0 as const, text: ["bei Schulvorstellungen geschlossen", "closed for school performances"] as [string, string] } : {}), prices: [["voll", 1200], ["kinder", 800]] },
      ];
    case "studiobuehne":
      return [{ de: "Freie Platzwahl", en: "Unreserved seating", capacity: 80, prices: school ? SCHOOL : [["voll", 1250], ["ermaessigt", 850]] }];
    case "lesesaal":
      return [
        { de: "Saal", en: "Hall", capacity: 120, prices: [["voll", 900], ["kinder", 600], ["familie", 2400]] },
        { de: "Galerie", en: "Gallery", capacity: 40, ...(e.flags.includes("radio") ? { status: 0 as const, text: ["wegen Radioaufzeichnung geschlossen", "closed for a radio recording"] as [string, string] } : {}), prices: [["voll", 900], ["kinder", 600]] },
      ];
    case "erzaehlzimmer":
      return [{ de: "Sitzkissen", en: "Floor cushions", capacity: 35, text: ["Erwachsene bitte hinten Platz nehmen", "Adults please sit at the back"], prices: [["voll", 700], ["kinder", 500]] }];
    case "kinderbibliothek":
      return [{ de: "Saal", en: "Hall", capacity: 50, prices: school ? [["schulklasse", 500], ["begleitung", 0]] : [["voll", 700], ["kinder", 500]] }];
    case "veranstaltungssaal":
      return [{ de: "Saal", en: "Hall", capacity: 100, prices: school ? SCHOOL : [["voll", 900], ["kinder", 600], ["ermaessigt", 750]] }];
    case "atelier":
      return [{ de: "Werkstattplatz", en: "Workshop place", capacity: e.production.key === "bilderbuchwerkstatt" ? 36 : 20, text: ["inklusive Material", "materials included"], prices: [["voll", 1500], ["ermaessigt", 1200]] }];
    case "ausstellungshalle":
      return [{ de: "Eintritt", en: "Admission", capacity: 200, prices: [["zaehlkarte", 0]] }];
    default:
      return [];
  }
}

export async function seedBooking(ctx: SeedContext, events: ScheduledEvent[]): Promise<void> {
  const groups: { eventId: number; sort: number; group: Group }[] = [];
  for (const e of events.filter((ev) => ev.bookable)) {
    groupsFor(e).forEach((group, sort) => groups.push({ eventId: e.id!, sort, group }));
  }
  const groupIds = await insert(
    ctx,
    "seat_groups",
    groups.map(({ eventId, sort, group }) => ({
      event_id: eventId, name_de: group.de, name_en: group.en, status: group.status ?? 1,
      text_de: group.text?.[0] ?? "", text_en: group.text?.[1] ?? "", capacity: group.capacity, sort,
    })),
  );
  await insert(
    ctx,
    "prices",
    groups.flatMap(({ group }, i) =>
      group.prices.map(([type, cents], sort) => {
        const [saleTypeId, de, en, textDe, textEn] = SALE_TYPES[type];
        return { seat_group_id: groupIds[i], sale_type_id: saleTypeId, name_de: de, name_en: en, text_de: textDe, text_en: textEn, amount_cents: cents, sort };
      }),
    ),
  );

  // Workshops in three sessions; where flagged `twoslots`, the last session is not offered.
  const slotted = events.filter((e) => e.bookable && e.production.key === "bilderbuchwerkstatt");
  let block = 9001;
  await insert(
    ctx,
    "timeslots",
    slotted.flatMap((e) =>
      [0, 1, 2].map((k) => ({
        event_id: e.id!, time_start: at(ctx, e.day, e.clock, k * SLOT_GAP_MINUTES), status: k === 2 && e.flags.includes("twoslots") ? 0 : 1,
        block_id: block++, capacity: 12, sort: k,
      })),
    ),
  );
}
