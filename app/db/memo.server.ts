import { dataVersion, versionOf, type Connection } from "./db.server";

/**
 * Remembers what `load` answered for each key until the content changes (`dataVersion()`, or the
 * given connection's version), for the small reads every request makes (settings, navigation,
 * redirect rules, what an event offers). A failed read is not kept. Where visitors choose the keys
 * (a filter from the address), `maxKeys` bounds the memory: reaching it starts afresh.
 */
export function memoUntilChange<K, V>(load: (key: K) => Promise<V>, versionNow: () => string = dataVersion, maxKeys = Infinity): (key: K) => Promise<V> {
  let version = "";
  const values = new Map<K, Promise<V>>();
  return (key: K) => {
    const current = versionNow();
    if (current !== version) {
      values.clear();
      version = current;
    }
    let value = values.get(key);
    if (!value) {
      if (values.size >= maxKeys) values.clear();
      value = load(key);
      values.set(key, value);
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
    }
    return value;
  };
}

/**
 * Records by key, kept until the content changes, for reads of many keys at once (images by id):
 * `loadMissing` reads only the keys not kept yet and answers those it found; a key it did not find
 * is kept as absent too. What was read while the content changed is answered but not kept. Reaching
 * `maxKeys` starts afresh. Callers share the records and change nothing of them.
 */
export function recordsUntilChange<K, V>(
  loadMissing: (keys: K[]) => Promise<Map<K, V>>,
  versionNow: () => string = dataVersion,
  maxKeys = 10_000,
): (keys: Iterable<K>) => Promise<Map<K, V>> {
  let version = "";
  const kept = new Map<K, V | undefined>();
  return async (keys: Iterable<K>) => {
    const current = versionNow();
    if (current !== version) {
      kept.clear();
      version = current;
    }
    const answer = new Map<K, V>();
    const missing: K[] = [];
    for (const key of new Set(keys)) {
      if (!kept.has(key)) missing.push(key);
      else if (kept.get(key) !== undefined) answer.set(key, kept.get(key) as V);
    }
    if (missing.length === 0) return answer;
    const found = await loadMissing(missing);
    const unchanged = versionNow() === current && version === current;
    if (unchanged && kept.size + missing.length > maxKeys) kept.clear();
    for (const key of missing) {
      const value = found.get(key);
      if (unchanged) kept.set(key, value);
      if (value !== undefined) answer.set(key, value);
    }
    return answer;
  };
}

/**
 * `memoUntilChange` for a read of a few plain arguments (a detail page's id and language): kept per
 * their JSON, bounded by `maxKeys` as visitors choose them.
 */
export function memoArgsUntilChange<A extends (string | number)[], V>(load: (...args: A) => Promise<V>, maxKeys: number): (...args: A) => Promise<V> {
  const remembered = memoUntilChange((key: string) => load(...(JSON.parse(key) as A)), undefined, maxKeys);
  return (...args: A) => remembered(JSON.stringify(args));
}

/**
 * `memoUntilChange` per connection, following that connection's version: for the box office, which may
 * be handed a connection of its own.
 */
export function memoPerConnection<K, V>(load: (conn: Connection, key: K) => Promise<V>, maxKeys = Infinity): (conn: Connection, key: K) => Promise<V> {
  const memos = new WeakMap<Connection, (key: K) => Promise<V>>();
  return (conn, key) => {
    let memo = memos.get(conn);
    if (!memo) memos.set(conn, (memo = memoUntilChange((k: K) => load(conn, k), () => versionOf(conn), maxKeys)));
    return memo(key);
  };
}
