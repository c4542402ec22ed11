/**
 * The embedded box office: inventory, carts and orders in our own database (SQLite or PostgreSQL).
 * See docs/decisions/0011-box-office.md for how it never oversells.
 */
import { connection as appConnection, type Connection } from "~/db/db.server";
import type { BoxOffice } from "./types.server";
import { changeQuantity, checkout } from "./cart-writes.server";
import { systemClock, type Clock } from "./clock.server";
import { buildCartView, buildOffer } from "./offer.server";
import { addToCart } from "./reserve.server";
import type { WriteEnv } from "./locked-cart.server";

export interface EmbeddedOptions {
  /** The database; by default the app's `connection()`, read on every call. */
  connection?: Connection | (() => Connection);
  /** "Now"; by default real time (shifted by BOX_OFFICE_CLOCK_FILE when set). */
  clock?: Clock;
  /**
   * Default true. False drops the serialising transaction and the row locks — only the tests'
   * oversell control run uses it, to prove the concurrency test can fail. Never exposed to HTTP
   * or the environment.
   */
  serialize?: boolean;
}

export function createEmbeddedBoxOffice(options: EmbeddedOptions = {}): BoxOffice {
  const given = options.connection;
  const env: WriteEnv = {
    connection: typeof given === "function" ? given : given ? () => given : appConnection,
    clock: options.clock ?? systemClock,
    serialize: options.serialize ?? true,
  };
  return {
    offer: (eventJetId, locale) => buildOffer(env.connection(), eventJetId, locale, env.clock()),
    addToCart: (input) => addToCart(env, input),
    getCart: (token, locale) => buildCartView(env.connection().db, token, locale, env.clock()),
    changeQuantity: (token, lineId, quantity) => changeQuantity(env, token, lineId, quantity),
    removeLine: (token, lineId) => changeQuantity(env, token, lineId, 0),
    checkout: (token, buyer) => checkout(env, token, buyer),
  };
}
