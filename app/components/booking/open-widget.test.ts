import { describe, expect, it } from "vitest";
import { createOpenWidgetStore } from "./open-widget";

describe("one open booking widget at a time", () => {
  it("tells every widget which one opened, so the others close", () => {
    const store = createOpenWidgetStore();
    const seen: Record<string, (string | null)[]> = { a: [], b: [] };
    store.subscribe((id) => seen.a!.push(id));
    const stopB = store.subscribe((id) => seen.b!.push(id));
    store.open("a");
    store.open("a"); // already open: nobody is told again
    store.open("b");
    stopB();
    store.open("a");
    expect(seen).toEqual({ a: ["a", "b", "a"], b: ["a", "b"] });
    expect(store.current()).toBe("a");
  });

  it("forgets a widget that closed, and only that one", () => {
    const store = createOpenWidgetStore();
    store.open("a");
    store.closed("b");
    expect(store.current()).toBe("a");
    store.closed("a");
    expect(store.current()).toBeNull();
  });
});
