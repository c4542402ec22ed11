/**
 * A cart holds at most `site_settings.max_tickets_per_event` tickets of one event (default 10): one
 * call could otherwise reserve a seat group's whole capacity. The column on both engines; on
 * PostgreSQL `box_office_reserve` (migration 0008) checks it after the locks, before it counts what
 * is left, and answers `{"ok":false,"reason":"ticket_limit","max":…}`. SQLite's locked part lives in
 * TypeScript (app/services/box-office/reserve-locked-step-sqlite.server.ts) and takes the same step there.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { RESERVE as RESERVE_OF_0008 } from "./0008-reserve-lock-switch";
import { isPostgres } from "./columns";

/** The maximum a new database starts with, and the one that holds while there is no settings row. */
const DEFAULT_MAX = 10;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("site_settings")
    .addColumn("max_tickets_per_event", "integer", (c) => c.notNull().defaultTo(DEFAULT_MAX).check(sql`max_tickets_per_event >= 1`))
    .execute();
  if (isPostgres(db)) await sql.raw(RESERVE).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(RESERVE_OF_0008.replace("create function", "create or replace function")).execute(db);
  await db.schema.alterTable("site_settings").dropColumn("max_tickets_per_event").execute();
}

export const RESERVE = `
create or replace function box_office_reserve(
  p_lock boolean, p_token text, p_new_token text, p_event_id integer, p_seat_group_id integer, p_timeslot_id integer,
  p_price_ids integer[], p_quantities integer[], p_key_hash text, p_now text, p_clock_offset_ms bigint,
  p_reservation_ms bigint, p_max_per_type integer
) returns text language plpgsql as $fn$
declare
  v_stored text;
  v_cart_id integer;
  v_cart_status text;
  v_cart_expires text;
  v_now timestamptz;
  v_now_iso text;
  v_expires text;
  v_group_capacity integer;
  v_group_status integer;
  v_slot_capacity integer;
  v_slot_status integer;
  v_left bigint;
  v_wanted integer;
  v_total integer;
  v_max integer;
  v_in_cart bigint := 0;
  v_answer text;
  i integer;
begin
  if p_key_hash is not null then
    select response into v_stored from cart_idempotency where key = p_key_hash;
    if found then return v_stored; end if;
  end if;

  if p_token is not null then
    if p_lock then
      select id, status, expires_at into v_cart_id, v_cart_status, v_cart_expires from carts where token = p_token for update;
    else
      select id, status, expires_at into v_cart_id, v_cart_status, v_cart_expires from carts where token = p_token;
    end if;
    if not found then
      v_answer := '{"ok":false,"reason":"no_reservation"}';
      if p_key_hash is not null then insert into cart_idempotency (key, cart_id, response) values (p_key_hash, null, v_answer); end if;
      return v_answer;
    end if;
  end if;

  if p_lock then
    perform 1 from seat_groups
      where id in (select r.seat_group_id from reservations r where r.cart_id = v_cart_id union select p_seat_group_id)
      order by id for update;
    perform 1 from timeslots
      where id in (select r.timeslot_id from reservations r where r.cart_id = v_cart_id and r.timeslot_id is not null union select p_timeslot_id where p_timeslot_id is not null)
      order by id for update;
  end if;

  -- The clock only now: a writer that waited for the locks must judge expiry by the time it got them.
  v_now := coalesce(p_now::timestamptz, clock_timestamp() + p_clock_offset_ms * interval '1 millisecond');
  v_now_iso := to_char(v_now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');

  if v_cart_id is not null and (v_cart_status <> 'open' or v_cart_expires <= v_now_iso) then
    v_answer := '{"ok":false,"reason":"no_reservation"}';
  else
    select capacity, status into v_group_capacity, v_group_status from seat_groups where id = p_seat_group_id;
    if p_timeslot_id is not null then
      select capacity, status into v_slot_capacity, v_slot_status from timeslots where id = p_timeslot_id;
    end if;
    if v_group_status is distinct from 1 or (p_timeslot_id is not null and v_slot_status is distinct from 1) then
      v_answer := '{"ok":false,"reason":"not_offered"}';
    end if;
  end if;

  if v_answer is null then
    select coalesce(sum(q), 0) into v_wanted from unnest(p_quantities) as q;
    v_max := coalesce((select max_tickets_per_event from site_settings order by id limit 1), ${DEFAULT_MAX});
    if v_cart_id is not null then
      select coalesce(sum(quantity), 0) into v_in_cart from reservations
        where cart_id = v_cart_id and event_id = p_event_id and expires_at > v_now_iso;
    end if;
    if v_in_cart + v_wanted > v_max then
      v_answer := json_build_object('ok', false, 'reason', 'ticket_limit', 'max', v_max)::text;
    end if;
  end if;

  if v_answer is null then
    v_left := v_group_capacity
      - (select coalesce(sum(quantity), 0) from reservations
          where seat_group_id = p_seat_group_id and expires_at > v_now_iso and (p_timeslot_id is null or timeslot_id = p_timeslot_id))
      - (select coalesce(sum(quantity), 0) from order_items
          where seat_group_id = p_seat_group_id and (p_timeslot_id is null or timeslot_id = p_timeslot_id));
    if p_timeslot_id is not null and v_slot_capacity is not null then
      v_left := least(v_left, v_slot_capacity
        - (select coalesce(sum(quantity), 0) from reservations where timeslot_id = p_timeslot_id and expires_at > v_now_iso)
        - (select coalesce(sum(quantity), 0) from order_items where timeslot_id = p_timeslot_id));
    end if;
    if v_wanted > v_left then
      v_answer := '{"ok":false,"reason":"not_enough_seats"}';
    elsif exists (
      select 1 from reservations r join unnest(p_price_ids, p_quantities) as t(price_id, quantity) on t.price_id = r.price_id
      where r.cart_id = v_cart_id and r.timeslot_id is not distinct from p_timeslot_id and r.quantity + t.quantity > p_max_per_type
    ) then
      v_answer := '{"ok":false,"reason":"line_limit"}';
    end if;
  end if;

  if v_answer is not null then
    if p_key_hash is not null then
      insert into cart_idempotency (key, cart_id, response)
        values (p_key_hash, case when v_answer like '%no_reservation%' then null else v_cart_id end, v_answer);
    end if;
    return v_answer;
  end if;

  v_expires := to_char((v_now + p_reservation_ms * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  if v_cart_id is null then
    insert into carts (token, status, expires_at) values (p_new_token, 'open', v_expires) returning id into v_cart_id;
  else
    update carts set expires_at = v_expires where id = v_cart_id;
  end if;
  -- A line that grows gets its new expiry in the same update; the cart's other lines after the loop
  -- (each update leaves a dead row version behind, which the next count has to step over).
  for i in 1 .. array_length(p_price_ids, 1) loop
    update reservations set quantity = quantity + p_quantities[i], expires_at = v_expires
      where cart_id = v_cart_id and price_id = p_price_ids[i] and timeslot_id is not distinct from p_timeslot_id;
    if not found then
      insert into reservations (cart_id, event_id, seat_group_id, price_id, timeslot_id, quantity, expires_at)
        values (v_cart_id, p_event_id, p_seat_group_id, p_price_ids[i], p_timeslot_id, p_quantities[i], v_expires);
    end if;
  end loop;
  update reservations set expires_at = v_expires where cart_id = v_cart_id and expires_at <> v_expires;
  select coalesce(sum(quantity), 0) into v_total from reservations where cart_id = v_cart_id;
  v_answer := json_build_object('ok', true, 'value', json_build_object(
    'cartToken', coalesce(p_token, p_new_token), 'ticketsQuantity', v_total, 'expiresAt', v_expires))::text;
  if p_key_hash is not null then insert into cart_idempotency (key, cart_id, response) values (p_key_hash, v_cart_id, v_answer); end if;
  return v_answer;
end
$fn$`;
