import { sql, type RawBuilder, type SqlBool } from "kysely";

/** `%text%` for a case-insensitive LIKE on lower-cased values (`… like ? escape '\'`), its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True where any of `columns` contains `text`, case-insensitively, its wildcards taken literally. */
export function containsAny(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(coalesce(cast(${sql.ref(column)} as text), '')) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
