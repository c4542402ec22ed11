import { db } from "~/db/db.server";

export async function logErrorEntry(entry: { url: string; status: number; referrer?: string | null; userAgent?: string | null }) {
  await db()
    .insertInto("error_log")
    .values({
      url: entry.url.slice(0, 2000),
      status: entry.status,
      referrer: entry.referrer?.slice(0, 2000) ?? null,
      user_agent: entry.userAgent?.slice(0, 500) ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function countErrorEntries(url: string): Promise<number> {
  const row = await db()
    .selectFrom("error_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("url", "=", url)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
