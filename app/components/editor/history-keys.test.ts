import { describe, expect, it } from "vitest";
import { historyKey } from "./history-controls";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) =>
  historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("historyKey", () => {
  it("reads Ctrl/Cmd+Z as undo, Ctrl/Cmd+Shift+Z and Ctrl+Y as redo", () => {
    expect(key("z", { ctrlKey: true })).toBe("undo");
    expect(key("z", { metaKey: true })).toBe("undo");
    expect(key("Z", { ctrlKey: true, shiftKey: true })).toBe("redo");
    expect(key("Z", { metaKey: true, shiftKey: true })).toBe("redo");
    expect(key("y", { ctrlKey: true })).toBe("redo");
  });

  it("leaves every other key alone", () => {
    expect(key("z")).toBeNull();
    expect(key("z", { ctrlKey: true, altKey: true })).toBeNull();
    expect(key("y", { metaKey: true })).toBeNull();
    expect(key("x", { ctrlKey: true })).toBeNull();
  });
});
