/**
 * A page's content as a version stores it (`page_versions.snapshot`, JSON): the page's row and its
 * sections in order, each with its modules (fields parsed). The seed's versions have the same shape.
 */
import type { Locale } from "~/lib/routes";

export interface SnapshotModule {
  id: number;
  section_id: number;
  type: string;
  column_index: number;
  sort: number;
  fields: Record<string, unknown>;
  online_from: string | null;
  online_to: string | null;
}

export interface SnapshotSection {
  id: number;
  page_id: number | null;
  slug: string;
  parent_id: number | null;
  layout: string;
  classes: string;
  /** JSON text, as stored. */
  column_classes: string;
  content_type: string;
  object_id: number | null;
  sort: number;
  modules: SnapshotModule[];
}

export interface PageSnapshot {
  page: { id: number } & Record<string, unknown>;
  sections: SnapshotSection[];
}

/** One line of a readable comparison of two states of a page (see app/lib/editor/version-diff.ts). */
export type DiffLine =
  | { kind: "section-added" | "section-removed"; section: string; modules: number }
  | { kind: "section-moved"; section: string; from: number; to: number }
  | { kind: "layout-changed"; section: string; from: string; to: string }
  | { kind: "module-added" | "module-removed"; section: string; module: number; type: string; label: string }
  | { kind: "module-moved"; section: string; module: number; type: string; label: string; from: string; to: string }
  | { kind: "field-changed"; section: string; module: number; type: string; label: string; field: string; locale: Locale | null; before: string; after: string }
  | { kind: "window-changed"; section: string; module: number; type: string; label: string; before: string; after: string };

/** A version as the history lists it. */
export interface VersionSummary {
  id: number;
  version: number;
  author: string;
  createdAt: string;
  /** When it was (or is scheduled to be) published; null: kept without being published. */
  publishedAt: string | null;
  /** Whether visitors see this version now. */
  isPublished: boolean;
  /** A publish of this version not yet due. */
  scheduledFor: string | null;
  summary: string;
  locales: Locale[];
  restoredFrom: number | null;
}
