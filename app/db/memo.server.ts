import { dataVersion } from "./db.server";

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
