import { dataVersion } from "./db.server";

/**
 * Remembers what `load` answered for each key until the content changes (`dataVersion()`, or the
 * given connection's version), for the small reads every request makes (settings, navigation,
 * redirect rules, what an event offers). A failed read is not kept.
 */
export function memoUntilChange<K, V>(load: (key: K) => Promise<V>, versionNow: () => string = dataVersion): (key: K) => Promise<V> {
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
      value = load(key);
      values.set(key, value);
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
    }
    return value;
  };
}
