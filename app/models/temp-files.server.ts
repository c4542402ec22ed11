import { db } from "~/db/db.server";

export interface NewTempFile {
  name: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export async function insertTempFile(file: NewTempFile): Promise<void> {
  await db()
    .insertInto("temp_files")
    .values({ name: file.name, original_name: file.originalName, mime_type: file.mimeType, size: file.size, created_at: new Date().toISOString() })
    .execute();
}

/** The stored names among `names` (uploads a form entry refers to). */
export async function existingTempFiles(names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db().selectFrom("temp_files").select("name").where("name", "in", names).execute();
  return new Set(rows.map((row) => row.name));
}
