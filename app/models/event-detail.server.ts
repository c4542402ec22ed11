import { db } from "~/db/db.server";
import { memoArgsUntilChange } from "~/db/memo.server";
import type { EventType } from "~/db/schema";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";
import { eventTagLinks } from "./events.server";
import { findCredits, findProductionTags, type Credit, type NamedOption } from "./productions.server";

export interface SeatGroupPrices {
  id: number;
  name: string;
  text: string;
  offered: boolean;
  prices: { id: number; name: string; text: string; cents: number }[];
}

export interface EventDetail {
  id: number;
  title: string;
  subtitle: string;
  slugs: { de: string; en: string };
  startsAt: string;
  endsAt: string | null;
  eventType: EventType;
  isCancelled: boolean;
  isSoldOut: boolean;
  ticketUrl: string | null;
  idJet: number;
  production: { id: number; title: string; teaser: string; text: string; imageId: number | null; language: string; ageFrom: number | null; ageTo: number | null; durationMinutes: number | null };
  room: string | null;
  venue: { id: number; name: string; slug: string; street: string; zip: string; city: string } | null;
  series: { id: number; slug: string; name: string } | null;
  genre: string | null;
  exhibitionType: string | null;
  /** Event tags first, then the production's. */
  tags: NamedOption[];
  persons: Credit[];
  seatGroups: SeatGroupPrices[];
}

/**
 * An online event of an online production with everything its page shows, kept until the content
 * changes (a render the page cache cannot answer reads it no more; what sells, the seats left, is read
 * apart). Keys are ids visitors choose, hence bounded. Callers share what it answers and change nothing of it.
 */
export const findEventDetail: (id: number, locale: Locale) => Promise<EventDetail | undefined> = memoArgsUntilChange(readEventDetail, 1000);

/** The event's detail in a few batched queries. */
async function readEventDetail(id: number, locale: Locale): Promise<EventDetail | undefined> {
  const row = await db()
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .leftJoin("rooms as r", "r.id", "e.room_id")
    .leftJoin("venues as v", (join) => join.onRef("v.id", "=", "r.venue_id").on("v.is_online", "=", 1))
    .leftJoin("series as s", (join) => join.onRef("s.id", "=", "e.series_id").on("s.is_online", "=", 1))
    .leftJoin("genres as g", "g.id", "p.genre_id")
    .leftJoin("exhibition_types as x", "x.id", "p.exhibition_type_id")
    .select([
      "e.id", "e.date_start", "e.date_end", "e.event_type", "e.title_de", "e.title_en", "e.is_cancelled", "e.is_sold_out", "e.ticket_url", "e.id_jet",
      "p.id as p_id", "p.title_de as p_title_de", "p.title_en as p_title_en", "p.subtitle_de", "p.subtitle_en", "p.slug_de", "p.slug_en",
      "p.teaser_de", "p.teaser_en", "p.text_de", "p.text_en", "p.image_id", "p.language", "p.age_from", "p.age_to", "p.duration_minutes",
      "r.name_de as room_de", "r.name_en as room_en",
      "v.id as v_id", "v.name as v_name", "v.slug as v_slug", "v.street as v_street", "v.zip as v_zip", "v.city as v_city",
      "s.id as s_id", "s.slug as s_slug", "s.name_de as s_de", "s.name_en as s_en",
      "g.name_de as g_de", "g.name_en as g_en", "x.name_de as x_de", "x.name_en as x_en",
    ])
    .where("e.id", "=", id)
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1)
    .executeTakeFirst();
  if (!row) return undefined;

  const [eventTags, productionTags, credits, groups, prices] = await Promise.all([
    eventTagLinks([id]).execute(),
    findProductionTags([row.p_id], locale),
    findCredits([row.p_id], locale),
    db().selectFrom("seat_groups").selectAll().where("event_id", "=", id).orderBy("sort").orderBy("id").execute(),
    db()
      .selectFrom("prices as pr")
      .innerJoin("seat_groups as sg", "sg.id", "pr.seat_group_id")
      .select(["pr.id", "pr.seat_group_id", "pr.name_de", "pr.name_en", "pr.text_de", "pr.text_en", "pr.amount_cents"])
      .where("sg.event_id", "=", id)
      .orderBy("pr.sort")
      .orderBy("pr.id")
      .execute(),
  ]);

  return {
    id: row.id,
    title: localized(locale, row.title_de, row.title_en) || localized(locale, row.p_title_de, row.p_title_en),
    subtitle: localized(locale, row.subtitle_de, row.subtitle_en),
    slugs: { de: row.slug_de, en: row.slug_en || row.slug_de },
    startsAt: row.date_start,
    endsAt: row.date_end,
    eventType: row.event_type,
    isCancelled: row.is_cancelled === 1,
    isSoldOut: row.is_sold_out === 1,
    ticketUrl: row.ticket_url,
    idJet: row.id_jet,
    production: {
      id: row.p_id,
      title: localized(locale, row.p_title_de, row.p_title_en),
      teaser: localized(locale, row.teaser_de, row.teaser_en),
      text: localized(locale, row.text_de, row.text_en),
      imageId: row.image_id,
      language: row.language,
      ageFrom: row.age_from,
      ageTo: row.age_to,
      durationMinutes: row.duration_minutes,
    },
    room: row.room_de !== null ? localized(locale, row.room_de, row.room_en ?? "") : null,
    venue:
      row.v_id !== null
        ? { id: row.v_id, name: row.v_name ?? "", slug: row.v_slug ?? "", street: row.v_street ?? "", zip: row.v_zip ?? "", city: row.v_city ?? "" }
        : null,
    series: row.s_id !== null ? { id: row.s_id, slug: row.s_slug ?? "", name: localized(locale, row.s_de ?? "", row.s_en ?? "") } : null,
    genre: row.g_de !== null ? localized(locale, row.g_de, row.g_en ?? "") : null,
    exhibitionType: row.x_de !== null ? localized(locale, row.x_de, row.x_en ?? "") : null,
    tags: [
      ...eventTags.map((t) => ({ id: t.id, slug: t.slug, name: localized(locale, t.name_de, t.name_en) })),
      ...(productionTags.get(row.p_id) ?? []),
    ],
    persons: credits.get(row.p_id) ?? [],
    seatGroups: groups.map((g) => ({
      id: g.id,
      name: localized(locale, g.name_de, g.name_en),
      text: localized(locale, g.text_de, g.text_en),
      offered: g.status !== 0,
      prices: prices
        .filter((p) => p.seat_group_id === g.id)
        .map((p) => ({ id: p.id, name: localized(locale, p.name_de, p.name_en), text: localized(locale, p.text_de, p.text_en), cents: p.amount_cents })),
    })),
  };
}
