import { describe, expect, it } from "vitest";
import { CART_URL } from "./cart-constants";
import { clockOffset, formatRemaining, remainingMs, webshopAliasOf, webshopHref } from "./webshop";

describe("webshop links", () => {
  it("keeps a visitor under the prefix they came through", () => {
    expect(webshopAliasOf("/webshop/cart")).toBeNull();
    expect(webshopAliasOf("/eventim.webshop/cart")).toBe("eventim-webshop");
    expect(webshopAliasOf("/testshop")).toBe("testshop");
    expect(webshopAliasOf("/de/programm")).toBeNull();
    expect(webshopHref("webshop-cart", null)).toBe("/webshop/cart");
    expect(webshopHref("webshop-cart", "eventim-webshop")).toBe("/eventim.webshop/cart");
    expect(webshopHref("webshop-confirmation", "test-webshop")).toBe("/test.webshop/confirmation");
    expect(webshopHref("webshop", "eventim-template")).toBe("/eventim-template");
  });

  it("the cart_url the box office hands out is the webshop's cart page", () => {
    expect(CART_URL).toBe("/webshop/cart");
  });
});

describe("the countdown's arithmetic", () => {
  it("formats what is left as mm:ss, rounding up and never below zero", () => {
    expect(formatRemaining(15 * 60_000)).toBe("15:00");
    expect(formatRemaining(2 * 60_000 + 30_001)).toBe("02:31");
    expect(formatRemaining(1)).toBe("00:01");
    expect(formatRemaining(-5000)).toBe("00:00");
  });

  it("runs on the server's clock: a browser 10 minutes behind still sees the server's time left", () => {
    const serverNow = "2026-11-21T18:00:00.000Z";
    const browserNow = Date.parse(serverNow) - 10 * 60_000;
    const offset = clockOffset(serverNow, browserNow);
    expect(offset).toBe(10 * 60_000);
    expect(remainingMs("2026-11-21T18:02:00.000Z", browserNow, offset)).toBe(2 * 60_000);
    expect(remainingMs("2026-11-21T18:02:00.000Z", browserNow + 5 * 60_000, offset)).toBe(0);
    expect(clockOffset("not a date", browserNow)).toBe(0);
  });
});
