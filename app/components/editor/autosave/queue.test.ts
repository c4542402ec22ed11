import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EditorAnswer, EditorSection, SaveModule } from "~/lib/editor/requests";
import { AutosaveQueue, MAX_RETRY_MS, retryDelay, type ModuleChange } from "./queue";
import { PendingStore, storageKey, type KeyValueStorage } from "./storage";

/** An in-memory Web Storage. */
class FakeStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const PAGE = 7;
const section = (revision: number): EditorSection => ({ id: 3, slug: "s", parent: null, content_type: "page", object_id: PAGE, model: "100", classes: "", revision, columns: [] });
const change = (text: string): ModuleChange => ({ fields: { content: text }, online_from: null, online_to: null });

/** A server whose answers the test decides; every call is recorded. */
function fakeServer() {
  const calls: { moduleId: number; body: SaveModule }[] = [];
  let next: (body: SaveModule) => EditorAnswer | Promise<EditorAnswer> = () => ({ ok: true, section: section(calls.length + 10) });
  return {
    calls,
    answer(fn: typeof next) {
      next = fn;
    },
    send: async (moduleId: number, body: SaveModule) => {
      calls.push({ moduleId, body });
      return next(body);
    },
  };
}

describe("the autosave queue", () => {
  let storage: FakeStorage;
  let server: ReturnType<typeof fakeServer>;
  let queue: AutosaveQueue;
  const stored = (moduleId: number) => {
    const raw = storage.getItem(storageKey(PAGE, moduleId));
    return raw ? (JSON.parse(raw) as { body: SaveModule; revision: number | null; at: string }) : null;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-06-12T08:00:00Z"));
    storage = new FakeStorage();
    server = fakeServer();
    queue = new AutosaveQueue({ store: new PendingStore(storage, PAGE), send: server.send });
  });
  afterEach(() => vi.useRealTimers());

  it("keeps a change in the storage at once, with its base revision and time, and sends it after the debounce", async () => {
    queue.change(11, change("a"), 4, 3);
    expect(stored(11)).toEqual({ body: { ...change("a"), revision: 4 }, revision: 4, at: "2026-06-12T08:00:00.000Z" });
    expect(queue.state(11).kind).toBe("pending");
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ moduleId: 11, body: { ...change("a"), revision: 4 } }]);
  });

  it("sends once for a burst of changes (the last one) and removes it from the storage only when acknowledged", async () => {
    let release!: (answer: EditorAnswer) => void;
    server.answer(() => new Promise((resolve) => (release = resolve)));
    for (const text of ["a", "ab", "abc"]) {
      queue.change(11, change(text), 4, 3);
      await vi.advanceTimersByTimeAsync(500);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls.map((c) => c.body.fields.content)).toEqual(["abc"]);
    expect(queue.state(11).kind).toBe("saving");
    expect(stored(11)?.body.fields.content).toBe("abc");
    release({ ok: true, section: section(5) });
    await vi.advanceTimersByTimeAsync(0);
    expect(stored(11)).toBeNull();
    expect(queue.state(11).kind).toBe("saved");
    expect(queue.hasUnsaved()).toBe(false);
  });

  it("ignores a change that repeats what the server has", async () => {
    queue.change(11, change("a"), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    queue.change(11, change("a"), 5, 3);
    expect(queue.hasUnsaved()).toBe(false);
    expect(stored(11)).toBeNull();
  });

  it("retries a save that did not reach the server after 1 s, 2 s, 4 s … at most 30 s, and at once when online again", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, MAX_RETRY_MS]);
    server.answer(() => ({ ok: false, error: "offline", status: 0 }));
    queue.change(11, change("a"), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(1);
    expect(queue.state(11)).toMatchObject({ kind: "retrying", attempt: 1 });
    expect(queue.overall()).toBe("retrying");
    const sentAt: number[] = [];
    for (const wait of [1000, 2000, 4000, 8000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      sentAt.push(server.calls.length);
      await vi.advanceTimersByTimeAsync(1);
      sentAt.push(server.calls.length);
    }
    expect(sentAt).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    // A 5xx is retried the same way; the change stays stored meanwhile.
    server.answer(() => ({ ok: false, error: "HTTP 503", status: 503 }));
    await vi.advanceTimersByTimeAsync(16000);
    expect(server.calls).toHaveLength(6);
    expect(stored(11)?.body.fields.content).toBe("a");
    // Online again: sent at once, not after the 30 s wait.
    server.answer(() => ({ ok: true, section: section(5) }));
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(7);
    expect(queue.state(11).kind).toBe("saved");
    expect(stored(11)).toBeNull();
  });

  it("stops retrying a change the server refuses for its fields until it is edited again", async () => {
    server.answer(() => ({ ok: false, error: "invalid", errors: { content: ["is required"] }, status: 400 }));
    queue.change(11, change(""), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.state(11)).toEqual({ kind: "invalid", errors: { content: ["is required"] } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    expect(stored(11)?.body.fields.content).toBe("");
    server.answer(() => ({ ok: true, section: section(5) }));
    queue.change(11, change("b"), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(2);
    expect(queue.state(11).kind).toBe("saved");
  });

  it("does not send what the browser's check refuses, but keeps it", async () => {
    const checked = new AutosaveQueue({
      store: new PendingStore(storage, PAGE),
      send: server.send,
      check: (_id, body) => (body.fields.content ? null : { content: ["is required"] }),
    });
    checked.change(11, change(""), 4, 3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toHaveLength(0);
    expect(checked.state(11).kind).toBe("invalid");
    expect(stored(11)?.body.fields.content).toBe("");
  });

  it("stops on a conflict and on other refusals (no retry), keeping the change", async () => {
    server.answer(() => ({ ok: false, error: "changed", status: 409, conflict: { revision: 9, section: null, changes: [] } }));
    queue.change(11, change("a"), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.state(11).kind).toBe("conflict");
    server.answer(() => ({ ok: false, error: "not found", status: 404 }));
    queue.change(12, change("b"), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.state(12)).toEqual({ kind: "failed", message: "not found" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(2);
    expect(queue.overall()).toBe("attention");
    expect(stored(11)).not.toBeNull();
    expect(stored(12)).not.toBeNull();
  });

  it("bases a change made while the previous one was on its way on that save's revision", async () => {
    let release!: (answer: EditorAnswer) => void;
    server.answer(() => new Promise((resolve) => (release = resolve)));
    queue.change(11, change("a"), 4, 3);
    await vi.advanceTimersByTimeAsync(1000);
    queue.change(11, change("ab"), 4, 3);
    server.answer(() => ({ ok: true, section: section(6) }));
    release({ ok: true, section: section(5) });
    await vi.advanceTimersByTimeAsync(0);
    expect(stored(11)).toMatchObject({ revision: 5, body: { revision: 5 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls.map((c) => [c.body.fields.content, c.body.revision])).toEqual([["a", 4], ["ab", 5]]);
    expect(stored(11)).toBeNull();
    // The next change of any module of that section starts from the newest revision the server answered.
    queue.change(12, change("c"), 4, 3);
    expect(stored(12)?.revision).toBe(6);
  });

  it("replays the changes of a page found in the storage (after a reload), with their base revision", async () => {
    storage.setItem(storageKey(PAGE, 11), JSON.stringify({ body: { ...change("kept"), revision: 2 }, revision: 2, at: "2026-06-12T07:00:00.000Z" }));
    storage.setItem(storageKey(PAGE + 1, 12), JSON.stringify({ body: change("other page"), revision: null, at: "2026-06-12T07:00:00.000Z" }));
    storage.setItem(storageKey(PAGE, 13), "{not json");
    const store = new PendingStore(storage, PAGE);
    const found = store.all();
    expect(found).toEqual([{ moduleId: 11, body: { ...change("kept"), revision: 2 }, revision: 2, at: "2026-06-12T07:00:00.000Z" }]);
    expect(storage.getItem(storageKey(PAGE, 13))).toBeNull();
    const fresh = new AutosaveQueue({ store, send: server.send });
    fresh.restore(found);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ moduleId: 11, body: { ...change("kept"), revision: 2 } }]);
    expect(storage.getItem(storageKey(PAGE, 11))).toBeNull();
    expect(storage.getItem(storageKey(PAGE + 1, 12))).not.toBeNull();
  });

  it("flush sends at once and tells whether the server has it; discard forgets the change", async () => {
    queue.change(11, change("a"), 4, 3);
    expect(await queue.flush(11)).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(await queue.flush(11)).toBe(true);
    server.answer(() => ({ ok: false, error: "offline", status: 0 }));
    queue.change(11, change("b"), 5, 3);
    expect(await queue.flush(11)).toBe(false);
    expect(queue.state(11).kind).toBe("retrying");
    queue.discard(11);
    expect(stored(11)).toBeNull();
    expect(queue.hasUnsaved()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(2);
  });

  it("keeps working in memory when the storage refuses to write", async () => {
    const full: KeyValueStorage = { length: 0, key: () => null, getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); }, removeItem: () => undefined };
    const memoryOnly = new AutosaveQueue({ store: new PendingStore(full, PAGE), send: server.send });
    memoryOnly.change(11, change("a"), 4, 3);
    expect(memoryOnly.hasUnsaved(11)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(1);
    expect(memoryOnly.hasUnsaved()).toBe(false);
  });
});
