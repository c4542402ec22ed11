/** Steps the cart changes and checkout share inside their transaction: lock in order, read the clock, count what is left. */
import type { Connection } from "~/db/db.server";
import { releaseExpired, takenInSeatGroup, takenInTimeslot } from "~/models/box-office.server";
import { findCartWithLines, readSeatGroups, readTimeslots, type CartLine } from "~/models/box-office-carts.server";
import type { BoxOfficeResult } from "./types.server";
import type { Clock } from "./clock.server";
import { fail } from "./errors.server";
import type { Tx } from "./lock.server";

export interface WriteEnv {
  connection: () => Connection;
  clock: Clock;
  /** False only in the tests' oversell control run. */
  serialize: boolean;
}

type Line = CartLine;
type Group = Awaited<ReturnType<typeof readSeatGroups>>[number];
type Slot = Awaited<ReturnType<typeof readTimeslots>>[number];

export interface LockedCart {
  cart: { id: number } | null;
  lines: Line[];
  groups: Map<number, Group>;
  slots: Map<number, Slot>;
  /** Read after the locks were granted. */
  now: Date;
}

const sortedIds = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => typeof id === "number"))].sort((a, b) => a - b);

/**
 * Locks the cart (when a token is given), then the seat groups and timeslots of its lines plus
 * `extra` — extending a cart revives the hold on every one of its groups, so each must be locked —
 * and checks that the cart is still open and unexpired (else -204).
 */
export async function lockAndCheckCart(
  env: WriteEnv,
  tx: Tx,
  token: string | null,
  extra: { seatGroupId?: number; timeslotId?: number | null } = {},
): Promise<BoxOfficeResult<LockedCart>> {
  const found = token !== null ? await findCartWithLines(tx.q, token, tx.locks) : undefined;
  if (token !== null && !found) return fail("no_reservation");
  const cart = found?.cart;
  const lines = found?.lines ?? [];
  const groups = await readSeatGroups(tx.q, sortedIds([...lines.map((l) => l.seat_group_id), extra.seatGroupId]), tx.locks);
  const slots = await readTimeslots(tx.q, sortedIds([...lines.map((l) => l.timeslot_id), extra.timeslotId]), tx.locks);
  const now = env.clock();
  // A released line (expired by another writer's clock) is someone else's seat now: the cart is over.
  if (cart && (cart.status !== "open" || cart.expires_at <= now.toISOString() || found?.released === true)) return fail("no_reservation");
  return {
    ok: true,
    value: { cart: cart ?? null, lines, groups: new Map(groups.map((g) => [g.id, g])), slots: new Map(slots.map((s) => [s.id, s])), now },
  };
}

/**
 * Tickets still to be had in a seat group — at one timeslot where the event has timeslots: the
 * group's capacity holds per timeslot, and a timeslot's own capacity (when set) caps all groups.
 * Expired reservations are released first, then the counters are read (migration 0024).
 */
export async function leftFor(tx: Tx, group: Group, slot: Slot | null, nowIso: string): Promise<number> {
  await releaseExpired(tx.q, group.id, slot?.id ?? null, nowIso);
  const inGroup = group.capacity - (await takenInSeatGroup(tx.q, group.id, slot?.id ?? null));
  if (!slot || slot.capacity === null) return inGroup;
  return Math.min(inGroup, slot.capacity - (await takenInTimeslot(tx.q, slot.id)));
}
