import { describe, expect, it } from "vitest";
import { EventCards } from "~/components/catalogue/event-cards";
import { EventListModule } from "~/components/cms/modules/event-list";
import { testImage as image } from "~/components/test-support/fixtures";
import { renderMarkup } from "~/components/test-support/render-markup";
import type { EventCardData } from "~/lib/types/event-card";
import { EventStateNotice, EventWhen } from "./event-row";
import { ProgrammeList } from "./programme-list";
import type { ProgrammeDayView, ProgrammeItemView } from "~/lib/types/programme";

// The snapshots are the markup the four hand-written copies of the event row rendered before they
// became one component: each list keeps its classes, heading and links.
const base: EventCardData = {
  id: 7,
  url: "/de/programm/krokodil/7",
  title: "Krokodil",
  subtitle: "Ein Stück",
  startsAt: "2026-11-21T15:00:00.000Z",
  date: "Samstag, 21. November 2026",
  time: "16:00 Uhr",
  venue: { name: "Theater", url: "/de/venues/theater/3" },
  room: "Saal",
  isCancelled: false,
  isSoldOut: false,
};
const events: EventCardData[] = [
  base,
  { ...base, id: 8, room: null, isSoldOut: true, subtitle: "" },
  { ...base, id: 9, venue: null, isCancelled: true, isSoldOut: true },
];
const programme: ProgrammeItemView[] = events.map((e, i) => ({ ...e, tags: i === 0 ? [{ id: 1, name: "Theater" }] : [], isBookable: false, idJet: 100 + i, image: i === 1 ? null : image }));
const days = (label: string): ProgrammeDayView[] => [{ day: "2026-11-21", label, events: programme, teasers: [] }];
const moduleData = (list: EventCardData[]) => ({ images: {}, venues: {}, events: list.map((e) => ({ ...e, dateParts: { weekday: "Sa", day: "21", month: "Nov" } })) });

describe("EventRow in each list", () => {
  it("renders a catalogue page's dates as before", async () => {
    await expect(renderMarkup(<EventCards events={events} label="Termine" />)).toMatchFileSnapshot("./__snapshots__/catalogue-rows.html");
  });

  it("renders the programme in its three styles as before", async () => {
    await expect(renderMarkup(<ProgrammeList days={days("Samstag")} style={1} tickets={(e) => <b>{e.id}</b>} />)).toMatchFileSnapshot("./__snapshots__/programme-style-1.html");
    await expect(renderMarkup(<ProgrammeList days={days("Samstag")} style={2} />)).toMatchFileSnapshot("./__snapshots__/programme-style-2.html");
    await expect(renderMarkup(<ProgrammeList days={days("Saturday")} style={3} />, "en")).toMatchFileSnapshot("./__snapshots__/programme-style-3-en.html");
  });

  it("renders the CMS event list as before", async () => {
    const props = { fields: {}, locale: "de" as const, moduleKey: "m1", renderModule: () => null };
    await expect(renderMarkup(<EventListModule {...props} data={moduleData(events)} />)).toMatchFileSnapshot("./__snapshots__/cms-event-list.html");
    await expect(renderMarkup(<EventListModule {...props} data={moduleData([])} />)).toMatchFileSnapshot("./__snapshots__/cms-event-list-empty.html");
  });

  it("names one state per event, cancelled before sold out, in the page's language", () => {
    const html = renderMarkup(<EventCards events={events} label="Termine" />);
    expect(html.match(/badge--cancelled">Abgesagt</g)).toHaveLength(1);
    expect(html.match(/badge--soldout">Ausverkauft</g)).toHaveLength(1);
    const en = renderMarkup(<ProgrammeList days={days("Saturday")} style={2} />, "en");
    expect(en).toContain('<span class="badge badge--cancelled">Cancelled</span>');
    expect(en).toContain('<span class="badge badge--soldout">Sold out</span>');
  });
});

describe("the event page's date line and ticket notice", () => {
  it("shows date, time and state", () => {
    expect(renderMarkup(<EventWhen event={events[2]} className="catalogue-header__when" showDate />)).toBe(
      '<p class="catalogue-header__when"><time dateTime="2026-11-21T15:00:00.000Z">Samstag, 21. November 2026, 16:00 Uhr</time><span class="badge badge--cancelled">Abgesagt</span></p>',
    );
    expect(renderMarkup(<EventStateNotice event={events[1]} />)).toBe('<p class="notice notice--warning">Ausverkauft</p>');
    expect(renderMarkup(<EventStateNotice event={base} />)).toBe("");
  });
});
