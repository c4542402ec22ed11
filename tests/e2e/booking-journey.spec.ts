import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { eventFromTheEnd, longDate, programmeDate, type EventsAheadFilter } from "./support/programme";

// The whole booking journey, with JavaScript on and off: programme (the event's day) → event page →
// widget → cart → checkout → confirmation. Each project books on its own event still to come, one
// no other spec books from.

const jsOff = (info: TestInfo) => info.project.name === "js-off";

interface Journey {
  event: string;
  /** Which date of the event, found through the programme. */
  date: EventsAheadFilter;
  seatGroup: string;
  /** Tickets of the seat group by ticket type; the first is the group's main price. */
  tickets: [string, number][];
}
/** A talk with full price and discounts; a school performance (a free ticket for the teacher, the balcony closed). */
const journeyFor = (info: TestInfo): Journey =>
  jsOff(info)
    ? { event: "Die Insel der verlorenen Wörter", date: { title: "Die Insel der verlorenen Wörter", school: true }, seatGroup: "Parkett", tickets: [["Schulklasse", 3], ["Begleitperson", 1]] }
    : { event: "Wie entsteht ein Buch?", date: { title: "Wie entsteht ein Buch?", room: "Veranstaltungssaal", school: false }, seatGroup: "Saal", tickets: [["Vollpreis", 2], ["Ermäßigt", 1]] };

/** "7,50 €" → 750. */
function cents(text: string): number {
  const match = /^(\d+)(?:,(\d\d))? €$/.exec(text.trim());
  expect(match, `a price like "7,50 €": "${text}"`).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2] ?? 0);
}
/** 2550 → "25,50 €", 2400 → "24 €". */
const euros = (amount: number) => `${Math.floor(amount / 100)}${amount % 100 ? `,${String(amount % 100).padStart(2, "0")}` : ""} €`;

/** The price the widget shows for a ticket type (its name may carry an explanation after it). */
async function shownPrice(scope: Locator, ticketType: string): Promise<number> {
  const price = scope.locator(".booking-price").filter({ has: scope.page().locator(".booking-price__name", { hasText: new RegExp(`^${ticketType}`) }) });
  return cents(await price.locator(".booking-price__amount").innerText());
}

/** Chooses the tickets in the open widget and answers their sum from the prices it shows. */
async function chooseTickets(page: Page, info: TestInfo, { seatGroup, tickets }: Journey): Promise<number> {
  let total = 0;
  if (jsOff(info)) {
    const group = page.getByRole("group", { name: seatGroup });
    for (const [ticketType, amount] of tickets) {
      total += amount * (await shownPrice(group, ticketType));
      await group.getByLabel(new RegExp(`^${ticketType}`)).fill(String(amount));
    }
    return total;
  }
  const group = page.getByRole("region", { name: seatGroup });
  const [[main, mainAmount], ...discounts] = tickets;
  total += mainAmount * (await shownPrice(group, main));
  for (let i = 0; i < mainAmount; i++) await group.getByRole("button", { name: `${main}: Anzahl erhöhen` }).click();
  await group.getByRole("button", { name: "Ermäßigungen" }).click();
  const step = page.locator("#tickets .booking-step");
  for (const [ticketType, amount] of discounts) {
    total += amount * (await shownPrice(step, ticketType));
    for (let i = 0; i < amount; i++) await step.getByRole("button", { name: `${ticketType}: Anzahl erhöhen` }).click();
  }
  await page.getByRole("button", { name: "Zurück" }).click();
  await expect(page.locator("#tickets .booking-total")).toHaveText(`Summe: ${euros(total)}`);
  return total;
}

test("from the programme through the widget, the cart and checkout to the order number", async ({ page, context, baseURL }, info) => {
  // A visitor from before a secret rotation: their old CSRF cookie is renewed on the way.
  await context.addCookies([{ name: "csrftoken", value: "old-token.old-signature", url: baseURL! }]);
  const journey = journeyFor(info);
  const { event, seatGroup, tickets } = journey;
  const count = tickets.reduce((sum, [, amount]) => sum + amount, 0);

  const date = await eventFromTheEnd(baseURL!, journey.date);
  await page.goto(`/de/programm?date=${programmeDate(date.startsAt)}`);
  await expect(page.locator("#programme-list").getByRole("heading", { level: 2, name: longDate(date.startsAt) })).toBeVisible();
  await page.locator("#programme-list").getByRole("link", { name: event, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${date.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: event })).toBeVisible();
  await page.locator("#tickets summary", { hasText: "Karten auswählen" }).click();
  const total = await chooseTickets(page, info, journey);
  await page.getByRole("button", { name: "In den Warenkorb" }).click();

  const summary = page.locator("#tickets .booking-summary");
  await expect(summary).toContainText(`${count} Tickets wurden erfolgreich in Ihren Warenkorb gelegt.`);
  await expect(page.getByRole("banner").getByRole("link", { name: `Warenkorb, ${count} Tickets` })).toBeVisible();
  await summary.getByRole("link", { name: "Zum Warenkorb" }).click();

  await expect(page).toHaveURL(/\/webshop\/cart$/);
  const booked = page.getByRole("region", { name: event });
  await expect(page.locator(".webshop-event")).toHaveCount(1);
  await expect(booked.getByRole("table")).toHaveCount(1);
  await expect(booked.getByRole("table", { name: seatGroup }).locator("tbody tr")).toHaveCount(tickets.length);
  for (const [ticketType, amount] of tickets) {
    const row = booked.getByRole("row").filter({ has: page.getByRole("rowheader", { name: ticketType }) });
    const unit = cents(await row.getByRole("cell").first().innerText());
    await expect(row.getByRole("cell")).toHaveText([euros(unit), new RegExp(`^−${amount}\\+`), euros(unit * amount)]);
  }
  await expect(page.getByText(`Gesamtsumme (${count} Karten) ${euros(total)}`)).toBeVisible();

  await page.getByLabel("Vor- und Nachname").fill("Jonas Leitner");
  await page.getByLabel("E-Mail-Adresse").fill("jonas.leitner@example.org");
  await page.getByRole("button", { name: "Verbindlich bestellen" }).click();
  await expect(page).toHaveURL(/\/webshop\/confirmation$/);
  await expect(page.getByText(/^Ihre Bestellnummer: \d+$/)).toBeVisible();
  await expect(page.getByRole("region", { name: event })).toBeVisible();
  await expect(page.getByText(`Gesamtsumme (${count} Karten) ${euros(total)}`)).toBeVisible();

  // Checkout deletes the cart cookies and keeps only the order's (for this confirmation); back on
  // the site the header's cart has no amount.
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain("festival-cart");
  expect(names).not.toContain("cartAmount");
  expect(names).not.toContain("cartUrl");
  expect(names).not.toContain("cartExpires");
  expect(names).toContain("festival-order");
  await page.getByRole("navigation", { name: "Webshop" }).getByRole("link", { name: "Zum Programm" }).click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Warenkorb", exact: true })).toBeVisible();
});
