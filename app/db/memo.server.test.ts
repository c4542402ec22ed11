import { describe, expect, it } from "vitest";
import { memoUntilChange, recordsUntilChange } from "./memo.server";

/** A content version the test moves by hand, and a loader that records what it was asked. */
function setup() {
  const state = { version: 1, calls: [] as number[][] };
  const table = new Map([[1, "eins"], [2, "zwei"], [3, "drei"]]);
  const load = async (keys: number[]) => {
    state.calls.push(keys);
    return new Map(keys.filter((key) => table.has(key)).map((key) => [key, table.get(key)!]));
  };
  return { state, table, load, version: () => String(state.version) };
}

describe("memoUntilChange", () => {
  it("answers a key from memory until the version moves", async () => {
    const { state, version } = setup();
    let reads = 0;
    const read = memoUntilChange(async (key: string) => `${key}${++reads}`, version);
    expect(await read("a")).toBe("a1");
    expect(await read("a")).toBe("a1");
    state.version++;
    expect(await read("a")).toBe("a2");
  });
});

describe("recordsUntilChange", () => {
  it("reads only the keys it does not hold yet, absent ones included", async () => {
    const { state, load, version } = setup();
    const read = recordsUntilChange(load, version);
    expect([...(await read([1, 2, 2, 9]))]).toEqual([[1, "eins"], [2, "zwei"]]);
    expect([...(await read([2, 3, 9]))]).toEqual([[2, "zwei"], [3, "drei"]]);
    expect(await read([1, 9])).toEqual(new Map([[1, "eins"]]));
    expect(state.calls).toEqual([[1, 2, 9], [3]]);
  });

  it("reads again once the content changed", async () => {
    const { state, table, load, version } = setup();
    const read = recordsUntilChange(load, version);
    await read([1]);
    table.set(1, "one");
    state.version++;
    expect((await read([1])).get(1)).toBe("one");
    expect(state.calls).toEqual([[1], [1]]);
  });

  it("answers but does not keep what it read while the content changed", async () => {
    const { state, table, version } = setup();
    const read = recordsUntilChange(async (keys: number[]) => {
      const answer = new Map(keys.map((key) => [key, table.get(key)!]));
      state.version++; // a write lands while the read is under way
      state.calls.push(keys);
      return answer;
    }, version);
    expect((await read([1])).get(1)).toBe("eins");
    await read([1]);
    expect(state.calls).toEqual([[1], [1]]);
  });

  it("starts afresh when it would hold more than its bound", async () => {
    const { state, load, version } = setup();
    const read = recordsUntilChange(load, version, 2);
    await read([1, 2]);
    await read([3]);
    await read([1]);
    expect(state.calls).toEqual([[1, 2], [3], [1]]);
  });
});
