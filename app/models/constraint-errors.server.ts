/** The database's refusals, recognised on either engine. */
type DbError = { code?: string; message?: string; constraint?: string; detail?: string } | null;

/** A unique constraint refused the write (a concurrent twin, or a value already taken). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as DbError;
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

/** A foreign key refused the write: a row still referenced, or a reference to no row. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as DbError;
  return e?.code === "23503" || e?.code === "SQLITE_CONSTRAINT_FOREIGNKEY" || /FOREIGN KEY constraint failed/.test(e?.message ?? "");
}

/** The column a unique violation names, when the engine says (`table.column` on SQLite, `Key (column)=` on PostgreSQL). */
export function violatedColumn(error: unknown): string | undefined {
  const e = error as DbError;
  return /UNIQUE constraint failed: \w+\.(\w+)/.exec(e?.message ?? "")?.[1] ?? /Key \((\w+)\)=/.exec(e?.detail ?? "")?.[1];
}
