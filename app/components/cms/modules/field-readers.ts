/** Small, forgiving readers for module fields (editors' JSON; anything may be missing). */
import type { ReactNode } from "react";
import type { ImageRecord } from "~/lib/images";
import { isRecord } from "~/lib/is-record";
import type { Locale } from "~/lib/routes";
import type { Fields, ModuleData } from "~/lib/types/cms-modules";

export type { Fields, ModuleData };

/** A module as the registry renders it (top-level or nested in a section column). */
export interface ModuleLike {
  id?: number | string;
  key?: string;
  type: string;
  fields: unknown;
  data?: ModuleData;
}

export interface ModuleProps {
  fields: Fields;
  data: ModuleData;
  /** Unique on the page: for ids of labels and regions. */
  moduleKey: string;
  locale: Locale;
  /** Renders a nested module through the same registry (section columns). */
  renderModule: (module: ModuleLike) => ReactNode;
}

export const EMPTY_DATA: ModuleData = { images: {}, venues: {} };

export function str(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

export function list(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function idOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  if (isRecord(value)) return idOf(value.id);
  return null;
}

/** The image a field points to, when it was found. */
export function imageOf(data: ModuleData, value: unknown): ImageRecord | null {
  const id = idOf(value);
  return id === null ? null : (data.images[id] ?? null);
}

/** `extra_class` as a list of words. */
export function classWords(value: unknown): string[] {
  return str(value).split(/\s+/).filter(Boolean);
}

/** The first of `allowed` that appears in `extra_class`, else the fallback. */
export function variant<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const words = classWords(value);
  return allowed.find((a) => words.includes(a)) ?? fallback;
}

/** A valid HTML id from an editor's anchor ("Mitmachen!" → "Mitmachen"), or undefined. */
export function anchorId(value: unknown): string | undefined {
  const id = str(value).replace(/^#/, "").replace(/\s+/g, "-").replace(/[^\w\-:.À-ɏ]/g, "");
  return id || undefined;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
