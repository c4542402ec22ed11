// Every column a record kind's back-office list sorts by leads an index, on both
// engines, so that a deep page of a long list walks an index instead of sorting every row
// (migration 0027, docs/decisions/0073-office-list-search.md). A new sortable column without an
// index fails here.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "~/lib/back-office/resources";
import { storeFor } from "~/services/back-office/resources/index.server";
import { createTestDatabases, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("the record lists' sort columns on $name", (engine) => {
  const t = setupDatabase(engine);

  /** The first column of each index of `table`. */
  async function leadingColumns(table: string): Promise<Set<string>> {
    if (t.conn.dialect === "postgres") {
      const rows = await sql<{ col: string }>`
        select a.attname as col
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
        where c.relname = ${table}`.execute(t.db);
      return new Set(rows.rows.map((row) => row.col));
    }
    const indexes = await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${table})`.execute(t.db);
    const leading = new Set<string>();
    for (const index of indexes.rows) {
      const first = (await sql<{ name: string }>`select name from pragma_index_info(${index.name}) where seqno = 0`.execute(t.db)).rows[0]?.name;
      if (first) leading.add(first);
    }
    return leading;
  }

  it("has an index led by every sortable column of every record kind", async () => {
    const missing: string[] = [];
    for (const spec of RESOURCES) {
      const table = storeFor(spec.key)!.table;
      const leading = await leadingColumns(table);
      for (const column of spec.columns) if (column.sortable && !leading.has(column.name)) missing.push(`${table}.${column.name}`);
    }
    expect(missing).toEqual([]);
  });
});
