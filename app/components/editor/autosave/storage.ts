/**
 * Where unsaved module changes wait until the server has them: the browser's localStorage, one key per
 * page and module (`editor-autosave:<page>:<module>`), so a reload, a crash or a second tab of the same
 * browser finds them again. A value is `{ body, revision, at }`: the SaveModule body (its `revision`
 * the section's revision the change was made on), that base revision again, and when the change was
 * first kept (ISO 8601). A value that does not read as such is dropped; a storage that refuses to
 * write (full, disabled) leaves the change in memory only.
 */
import { z } from "zod";
import { SaveModule } from "~/lib/editor/requests";

const PREFIX = "editor-autosave:";

/** The part of the Web Storage interface the store needs (a fake in unit tests). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const StoredChange = z.object({
  body: SaveModule,
  revision: z.number().int().min(0).nullable(),
  at: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
});
export type StoredChange = z.infer<typeof StoredChange>;

export interface PendingChange extends StoredChange {
  moduleId: number;
}

export function storageKey(pageId: number, moduleId: number): string {
  return `${PREFIX}${pageId}:${moduleId}`;
}

/** The module id a key of this page names, or null for any other key. */
export function moduleIdOfKey(pageId: number, key: string): number | null {
  const match = new RegExp(`^${PREFIX}${pageId}:(\\d+)$`).exec(key);
  return match ? Number(match[1]) : null;
}

export function parseStoredChange(raw: string | null): StoredChange | null {
  if (raw === null) return null;
  try {
    const parsed = StoredChange.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One page's unsaved changes in a storage. Every method swallows the storage's own failures. */
export class PendingStore {
  constructor(
    private readonly storage: KeyValueStorage | null,
    readonly pageId: number,
  ) {}

  write(moduleId: number, change: StoredChange): boolean {
    try {
      this.storage?.setItem(storageKey(this.pageId, moduleId), JSON.stringify(change));
      return this.storage !== null;
    } catch {
      return false;
    }
  }

  remove(moduleId: number): void {
    try {
      this.storage?.removeItem(storageKey(this.pageId, moduleId));
    } catch {
      // Nothing to do: the entry stays and is sent again (the server answers the same).
    }
  }

  read(moduleId: number): StoredChange | null {
    try {
      return parseStoredChange(this.storage?.getItem(storageKey(this.pageId, moduleId)) ?? null);
    } catch {
      return null;
    }
  }

  /** This page's unsaved changes, oldest first; unreadable entries are removed. */
  all(): PendingChange[] {
    if (!this.storage) return [];
    const changes: PendingChange[] = [];
    try {
      const keys = Array.from({ length: this.storage.length }, (_, i) => this.storage!.key(i)).filter((key): key is string => key !== null);
      for (const key of keys) {
        const moduleId = moduleIdOfKey(this.pageId, key);
        if (moduleId === null) continue;
        const change = parseStoredChange(this.storage.getItem(key));
        if (change) changes.push({ moduleId, ...change });
        else this.storage.removeItem(key);
      }
    } catch {
      return changes;
    }
    return changes.sort((a, b) => a.at.localeCompare(b.at));
  }
}

/** The browser's localStorage, or null where it cannot be used (server, privacy settings). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
