import { describe, expect, it } from "vitest";
import { EventCards } from "~/components/catalogue/event-cards";
import { renderMarkup } from "~/components/test-support/render-markup";
import type { EventCardData } from "~/lib/types/event-card";
import { FavouriteToggle } from "./favourite-toggle";

const base: EventCardData = {
  id: 7,
  url: "/de/programm/krokodil/7",
  title: "Krokodil",
  subtitle: "",
  startsAt: "2026-11-21T15:00:00.000Z",
  date: "Samstag, 21. November 2026",
  time: "16:00 Uhr",
  venue: null,
  room: null,
  isCancelled: false,
  isSoldOut: false,
};
const events = [base, { ...base, id: 8, title: "Die Insel" }];

/** Each toggle's form as `[id, intent, pressed, name]`. */
function toggles(html: string): [string, string, string, string][] {
  return [...html.matchAll(/<form method="post" action="([^"]+)"[^>]*id="merken-(\d+)"><input type="hidden" name="intent" value="(\w+)"\/>.*?aria-pressed="(\w+)".*?<\/form>/g)].map((m) => [
    `${m[1]}#${m[2]}`,
    m[3]!,
    m[4]!,
    m[0].replace(/<[^>]+>/g, ""),
  ]);
}

describe("the Merkliste's heart", () => {
  it("is a real button per event, pressed for a marked one, posting to the Merkliste with the way back to itself", () => {
    const html = renderMarkup(<EventCards events={events} label="Termine" />, "de", { favourites: [7] });
    expect(toggles(html)).toEqual([
      ["/de/merkliste#7", "remove", "true", "Von der Merkliste nehmen: Krokodil"],
      ["/de/merkliste#8", "add", "false", "Auf die Merkliste: Die Insel"],
    ]);
    expect(html).toContain('<input type="hidden" name="event" value="8"/><input type="hidden" name="returnTo" value="/de#merken-8"/>');
    expect(html).toContain('<button type="submit" class="favourite-toggle" aria-pressed="false" title="Auf die Merkliste">');
  });

  it("speaks the page's language, and as a button shows its words", () => {
    const html = renderMarkup(<FavouriteToggle event={base} look="button" />, "en", { favourites: [] });
    expect(toggles(html)).toEqual([["/en/favourites#7", "add", "false", "Add to favourites"]]);
    expect(html).toContain('<span class="favourite-toggle__label">Add to favourites</span>');
    expect(renderMarkup(<FavouriteToggle event={base} look="button" />, "en", { favourites: [7] })).toContain("Remove from favourites");
  });

  it("stays away while the root has no data (its error page)", () => {
    expect(renderMarkup(<FavouriteToggle event={base} />)).toBe("");
  });
});
