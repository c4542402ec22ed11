/**
 * The autosave queue: module changes wait a moment (the debounce) and are then sent, one request per
 * module at a time; each is kept in the page's PendingStore from the first keystroke until the server
 * acknowledged it. A save that does not reach the server, or that the server fails on (5xx, 408, 429),
 * is sent again after 1 s, 2 s, 4 s … at most 30 s, and at once when `retryNow()` is called (the
 * window's `online` event). A refusal for the content (field errors), a conflict with someone else's
 * change, or any other refusal stops the retrying of that change until it is edited again; it stays
 * stored, so a reload sends it again. Free of React and of the DOM: the unit tests drive it with a
 * fake storage and fake timers.
 */
import type { EditorAnswer, SaveModule } from "~/lib/editor/requests";
import type { FieldErrors } from "~/lib/modules/registry";
import type { PendingChange, PendingStore } from "./storage";

export const DEBOUNCE_MS = 1000;
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/** The wait before the `attempt`-th retry (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
}

/** A module's save state as the editor sees it. */
export type SaveState =
  | { kind: "saved" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "retrying"; attempt: number; message: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "conflict"; message: string }
  | { kind: "failed"; message: string };

const SAVED: SaveState = { kind: "saved" };

/** The page-wide state: the worst of the modules' (retrying, then needs attention, then saving). */
export type OverallState = "saved" | "saving" | "retrying" | "attention";

/** A body without its base revision: the queue adds that. */
export type ModuleChange = Omit<SaveModule, "revision">;

interface Entry {
  moduleId: number;
  body: SaveModule;
  /** The body without the revision, to tell a new change from a repeated one. */
  json: string;
  revision: number | null;
  at: string;
  state: SaveState;
  /** Counts the changes: an answer for an older one does not clear a newer one. */
  version: number;
  attempt: number;
  timer: unknown;
  inFlight: Promise<void> | null;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up at each call, so that fake timers installed later are the ones used.
const GLOBAL_TIMERS: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface QueueOptions {
  store: PendingStore;
  /** Sends one module's save (the edit mode's `calls.saveModule`). */
  send(moduleId: number, body: SaveModule): Promise<EditorAnswer>;
  /** The browser's check of the fields (the server's schema): messages by path, or null when fine. */
  check?(moduleId: number, body: SaveModule): FieldErrors | null;
  now?(): Date;
  timers?: Timers;
  debounceMs?: number;
}

/** The status of a failed answer: 0 when the server was not reached. */
export function failureStatus(answer: Extract<EditorAnswer, { ok: false }>): number | undefined {
  return answer.status ?? (answer.error === "offline" ? 0 : undefined);
}

function isRetryable(status: number | undefined): boolean {
  return status === 0 || status === 408 || status === 429 || (status !== undefined && status >= 500);
}

export class AutosaveQueue {
  private readonly entries = new Map<number, Entry>();
  /** The last body the server acknowledged per module (as `Entry.json`). */
  private readonly acknowledged = new Map<number, string>();
  /** Section revisions learnt from the server's answers (newer than the page's data for a moment). */
  private readonly sectionRevisions = new Map<number, number>();
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private stopped = false;
  /** Changes with every state change: the snapshot React's useSyncExternalStore compares. */
  version = 0;

  constructor(private readonly options: QueueOptions) {
    this.timers = options.timers ?? GLOBAL_TIMERS;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * An edited module: kept in the store at once and sent after the debounce. `baseRevision` is the
   * section's revision as the page knows it; a change already waiting keeps the base it was made on.
   */
  change(moduleId: number, change: ModuleChange, baseRevision: number | null, sectionId?: number): void {
    if (this.stopped) return;
    const json = JSON.stringify(change);
    let entry = this.entries.get(moduleId);
    if (!entry && this.acknowledged.get(moduleId) === json) return;
    if (entry && entry.json === json && entry.state.kind !== "failed" && entry.state.kind !== "conflict") return;
    if (!entry) {
      const learnt = sectionId === undefined ? undefined : this.sectionRevisions.get(sectionId);
      const revision = learnt !== undefined && (baseRevision === null || learnt > baseRevision) ? learnt : baseRevision;
      entry = { moduleId, body: change, json, revision, at: this.now(), state: { kind: "pending" }, version: 0, attempt: 0, timer: null, inFlight: null };
      this.entries.set(moduleId, entry);
    }
    entry.body = withRevision(change, entry.revision);
    entry.json = json;
    entry.version += 1;
    entry.attempt = 0;
    this.persist(entry);
    if (this.refusedByCheck(entry)) return;
    if (!entry.inFlight) entry.state = { kind: "pending" };
    this.schedule(entry, this.options.debounceMs ?? DEBOUNCE_MS);
    this.emit();
  }

  /** Changes found in the store (after a reload, or from another tab): taken over and sent at once. */
  restore(changes: PendingChange[]): void {
    for (const change of changes) {
      if (this.stopped || this.entries.has(change.moduleId)) continue;
      const { revision: _revision, ...body } = change.body;
      const entry: Entry = {
        moduleId: change.moduleId, body: change.body, json: JSON.stringify(body), revision: change.revision, at: change.at,
        state: { kind: "pending" }, version: 1, attempt: 0, timer: null, inFlight: null,
      };
      this.entries.set(change.moduleId, entry);
      if (!this.refusedByCheck(entry)) void this.sendNow(entry);
    }
    this.emit();
  }

  /**
   * Sends the module's waiting change now and resolves true once the server has it (or nothing was
   * waiting), false when it could not be saved now (the retrying goes on).
   */
  async flush(moduleId: number): Promise<boolean> {
    for (;;) {
      const entry = this.entries.get(moduleId);
      if (!entry) return true;
      if (entry.inFlight) {
        await entry.inFlight;
        continue;
      }
      if (entry.state.kind !== "pending" && entry.state.kind !== "retrying") return false;
      const before = entry.version;
      await this.sendNow(entry);
      const after = this.entries.get(moduleId);
      if (after === entry && entry.version === before && entry.state.kind !== "pending") return false;
    }
  }

  /** Flushes every module; true when all are saved. */
  async flushAll(): Promise<boolean> {
    const results = await Promise.all([...this.entries.keys()].map((id) => this.flush(id)));
    return results.every(Boolean);
  }

  /** Sends every change that waits for its next retry now (the browser is online again). */
  retryNow(): void {
    for (const entry of this.entries.values()) if (entry.state.kind === "retrying" && !entry.inFlight) void this.sendNow(entry);
  }

  /** Drops the module's unsaved change (the editor chose to discard it). */
  discard(moduleId: number): void {
    const entry = this.entries.get(moduleId);
    if (!entry) return;
    this.timers.clearTimeout(entry.timer);
    this.entries.delete(moduleId);
    this.options.store.remove(moduleId);
    this.emit();
  }

  discardAll(): void {
    for (const id of [...this.entries.keys()]) this.discard(id);
  }

  /** Another tab saved (removed) this change: it is no longer ours to send. */
  savedElsewhere(moduleId: number, body: SaveModule): void {
    const entry = this.entries.get(moduleId);
    if (!entry || entry.inFlight || JSON.stringify(entry.body) !== JSON.stringify(body)) return;
    this.timers.clearTimeout(entry.timer);
    this.entries.delete(moduleId);
    this.emit();
  }

  state(moduleId: number): SaveState {
    return this.entries.get(moduleId)?.state ?? SAVED;
  }

  /** The unsaved body of a module (its form shows it instead of the stored fields), if any. */
  unsaved(moduleId: number): { body: SaveModule; at: string } | null {
    const entry = this.entries.get(moduleId);
    return entry ? { body: entry.body, at: entry.at } : null;
  }

  hasUnsaved(moduleId?: number): boolean {
    return moduleId === undefined ? this.entries.size > 0 : this.entries.has(moduleId);
  }

  overall(): OverallState {
    const kinds = [...this.entries.values()].map((entry) => entry.state.kind);
    if (kinds.includes("retrying")) return "retrying";
    if (kinds.some((kind) => kind === "invalid" || kind === "conflict" || kind === "failed")) return "attention";
    return kinds.length ? "saving" : "saved";
  }

  /**
   * Stops timers and sending (answers still in flight are taken in); what is unsaved stays in the
   * store for the next visit. `start()` takes up the work again.
   */
  stop(): void {
    this.stopped = true;
    for (const entry of this.entries.values()) {
      this.timers.clearTimeout(entry.timer);
      entry.timer = null;
    }
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const entry of this.entries.values()) if (entry.state.kind === "pending" || entry.state.kind === "retrying") this.schedule(entry, 0);
  }

  private now(): string {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  private persist(entry: Entry): void {
    this.options.store.write(entry.moduleId, { body: entry.body, revision: entry.revision, at: entry.at });
  }

  private refusedByCheck(entry: Entry): boolean {
    const errors = this.options.check?.(entry.moduleId, entry.body) ?? null;
    if (!errors || Object.keys(errors).length === 0) return false;
    this.timers.clearTimeout(entry.timer);
    entry.timer = null;
    entry.state = { kind: "invalid", errors };
    this.emit();
    return true;
  }

  private schedule(entry: Entry, ms: number): void {
    this.timers.clearTimeout(entry.timer);
    if (this.stopped) return;
    entry.timer = this.timers.setTimeout(() => {
      entry.timer = null;
      void this.sendNow(entry);
    }, ms);
  }

  private sendNow(entry: Entry): Promise<void> {
    if (this.stopped || this.entries.get(entry.moduleId) !== entry) return Promise.resolve();
    if (entry.inFlight) return entry.inFlight;
    this.timers.clearTimeout(entry.timer);
    entry.timer = null;
    const version = entry.version;
    const body = entry.body;
    if (entry.state.kind !== "retrying") entry.state = { kind: "saving" };
    this.emit();
    entry.inFlight = (async () => {
      let answer: EditorAnswer;
      try {
        answer = await this.options.send(entry.moduleId, body);
      } catch (error) {
        answer = { ok: false, error: error instanceof Error ? error.message : String(error), status: 0 };
      }
      entry.inFlight = null;
      if (this.entries.get(entry.moduleId) !== entry) return;
      this.settle(entry, version, answer);
    })();
    return entry.inFlight;
  }

  private settle(entry: Entry, version: number, answer: EditorAnswer): void {
    if (answer.ok) {
      const revision = answer.section?.revision;
      if (answer.section && revision !== undefined) this.sectionRevisions.set(answer.section.id, revision);
      if (entry.version === version) {
        this.acknowledged.set(entry.moduleId, entry.json);
        this.entries.delete(entry.moduleId);
        this.options.store.remove(entry.moduleId);
      } else {
        // A newer change was made on top of the one just saved: its base is now this save's revision.
        if (revision !== undefined) entry.revision = revision;
        entry.body = withRevision(JSON.parse(entry.json) as ModuleChange, entry.revision);
        entry.attempt = 0;
        entry.state = { kind: "pending" };
        this.persist(entry);
        if (!entry.timer) void this.sendNow(entry);
      }
      this.emit();
      return;
    }
    if (entry.version !== version) {
      // The answer is about an older change; the newer one goes out on its own timer (or now).
      entry.state = { kind: "pending" };
      if (!entry.timer) void this.sendNow(entry);
      this.emit();
      return;
    }
    const status = failureStatus(answer);
    if (answer.errors && Object.keys(answer.errors).length) entry.state = { kind: "invalid", errors: answer.errors };
    else if (answer.conflict || status === 409) entry.state = { kind: "conflict", message: answer.error };
    else if (isRetryable(status)) {
      entry.attempt += 1;
      entry.state = { kind: "retrying", attempt: entry.attempt, message: answer.error };
      this.schedule(entry, retryDelay(entry.attempt));
    } else entry.state = { kind: "failed", message: answer.error };
    this.emit();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

function withRevision(change: ModuleChange, revision: number | null): SaveModule {
  return revision === null ? { ...change } : { ...change, revision };
}
