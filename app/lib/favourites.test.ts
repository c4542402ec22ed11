import { describe, expect, it } from "vitest";
import { MAX_FAVOURITES, parseEventId, parseFavourites, serializeFavourites } from "./favourites";

describe("the Merkliste cookie", () => {
  it("reads the ids sorted and unique", () => {
    expect(parseFavourites("40.12.113.12")).toEqual([12, 40, 113]);
    expect(parseFavourites("7")).toEqual([7]);
  });

  it("is empty without a value", () => {
    for (const raw of [undefined, null, "", ".", "..."]) expect(parseFavourites(raw), String(raw)).toEqual([]);
  });

  it("skips what is not an id", () => {
    expect(parseFavourites("12.abc.0.-4.007.1e3.15.%20.9999999999.3 ")).toEqual([12, 15]);
    expect(parseFavourites("12,15")).toEqual([]);
    expect(parseFavourites("999999999.1000000000")).toEqual([999999999]);
  });

  it("ignores a value longer than the server ever writes, and keeps at most the limit", () => {
    const many = Array.from({ length: MAX_FAVOURITES + 20 }, (_, i) => i + 1);
    expect(parseFavourites(many.join("."))).toEqual(many.slice(0, MAX_FAVOURITES));
    expect(parseFavourites(`${"1".repeat(2000)}.5`)).toEqual([]);
    const longest = Array.from({ length: MAX_FAVOURITES }, (_, i) => 999999999 - i);
    expect(parseFavourites(serializeFavourites(longest))).toHaveLength(MAX_FAVOURITES);
  });

  it("writes what it reads: sorted, unique, dot-separated", () => {
    expect(serializeFavourites([113, 12, 40, 12])).toBe("12.40.113");
    expect(serializeFavourites([])).toBe("");
    expect(parseFavourites(serializeFavourites([5, 3]))).toEqual([3, 5]);
  });

  it("reads an event id from a form only as plain digits", () => {
    expect(parseEventId("42")).toBe(42);
    for (const bad of ["", "0", "042", "4.2", "-4", " 4", "1e3", "1000000000", 42, null, undefined]) expect(parseEventId(bad), String(bad)).toBeNull();
  });
});
