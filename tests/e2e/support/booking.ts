import type { APIRequestContext } from "@playwright/test";
import { expect, request as requests } from "@playwright/test";
import { visitorAddress } from "./fixtures";

/**
 * Other buyers, through POST /api/shop-cart/, take every seat the event page's preselected timeslot
 * (or its first seat group) still has: as many as they can get, halving the ask after each 409 until
 * not even one is left. Each ask is a new buyer with a cart of their own, since a cart holds at most
 * 10 tickets of an event (an ask over that is refused with 409 too, and halved).
 */
export async function anotherBuyerTakesAllSeats(baseURL: string, path: string): Promise<void> {
  const request = await requests.newContext({ baseURL });
  let html: string;
  try {
    html = await (await request.get(path)).text();
  } finally {
    await request.dispose();
  }
  const eventJetId = Number(/id="booking-(\d+)"/.exec(html)?.[1]);
  const [, seatGroup, saleType] = /name="q\.(\d+)\.(\d+)"/.exec(html) ?? [];
  const checkedSlot = /<input[^>]*name="block_id"[^>]*>/g;
  const blockId = [...html.matchAll(checkedSlot)].map((m) => m[0]).find((tag) => /\schecked/.test(tag))?.match(/value="(\d+)"/)?.[1];
  expect(eventJetId && seatGroup && saleType).toBeTruthy();
  for (let quantity = 20; quantity >= 1; ) {
    const status = await newBuyerAsks(baseURL, { quantities: [quantity], event_jet_id: eventJetId, sale_type_ids: [Number(saleType)], seat_group: Number(seatGroup), block_id: blockId ? Number(blockId) : null });
    if (status === 409) quantity = Math.floor(quantity / 2);
    else expect(status).toBe(200);
  }
}

/** One cart write by a new visitor (own address, own CSRF cookie, no cart yet); its status. */
async function newBuyerAsks(baseURL: string, data: Record<string, unknown>): Promise<number> {
  const request: APIRequestContext = await requests.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
  try {
    const { token } = (await (await request.get("/api/csrf/")).json()) as { token: string };
    const response = await request.post("/api/shop-cart/", { headers: { "X-CSRFToken": token, "Content-Type": "application/json" }, data });
    return response.status();
  } finally {
    await request.dispose();
  }
}
