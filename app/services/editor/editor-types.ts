/** Who edits and what an editor operation answers (re-exported by ./operations.server.ts). */
import type { EditConflict, EditorSection } from "~/lib/editor/requests";
import type { FieldErrors } from "~/lib/modules/registry";
import type { Locale } from "~/lib/routes";

/** Who edits, and in which locale (translatable fields are written in that locale). */
export interface EditorActor {
  userId: number;
  name: string;
  locale: Locale;
}

export type Refusal = { ok: false; status: 400 | 404 | 409 | 423; error: string; errors?: FieldErrors; conflict?: EditConflict };

export type OperationResult = { ok: true; section: EditorSection | null; moduleId?: number } | Refusal;
