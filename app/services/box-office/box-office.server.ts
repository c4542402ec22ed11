/**
 * The box office: ticket inventory, carts with 15-minute reservations, checkout. One interface
 * (./types.server.ts), so a real ticketing system can replace the embedded one
 * (docs/decisions/0011-box-office.md); routes, the widget's loader and the webshop pages only ever
 * talk to `boxOffice()`.
 */
import { env } from "~/services/http/env.server";
import { createEmbeddedBoxOffice } from "./embedded.server";
import type { BoxOffice } from "./types.server";

/** The implementations a deployment may choose with BOX_OFFICE (only the embedded one exists yet). */
const FACTORIES: Record<string, () => BoxOffice> = {
  embedded: () => createEmbeddedBoxOffice(),
};

declare global {
  var __festivalBoxOffice: BoxOffice | undefined;
}

/** The process's box office. The embedded one reads `connection()` per call, so tests can swap databases. */
export function boxOffice(): BoxOffice {
  if (!globalThis.__festivalBoxOffice) {
    const kind = env().BOX_OFFICE;
    const factory = FACTORIES[kind];
    if (!factory) throw new Error(`Unknown BOX_OFFICE "${kind}"; known: ${Object.keys(FACTORIES).join(", ")}`);
    globalThis.__festivalBoxOffice = factory();
  }
  return globalThis.__festivalBoxOffice;
}
