import { describe, expect, it } from "vitest";
import { columnsOf, insertAfter, insertAt, moveToPlace, placesOf, stepInColumn, stepSection } from "./module-order";

const m = (id: number, column: number, sort: number) => ({ id, column, sort });

describe("columnsOf", () => {
  it("orders by column, sort and id", () => {
    expect(columnsOf([m(3, 1, 0), m(1, 0, 5), m(2, 0, 1), m(4, 0, 1)], 2)).toEqual([[2, 4, 1], [3]]);
  });

  it("moves the modules of vanished columns to the last column, after its own, in their old order", () => {
    const modules = [m(1, 0, 0), m(2, 1, 0), m(3, 1, 1), m(4, 2, 1), m(5, 2, 0)];
    expect(columnsOf(modules, 2)).toEqual([[1], [2, 3, 5, 4]]);
    expect(columnsOf(modules, 1)).toEqual([[1, 2, 3, 5, 4]]);
  });

  it("keeps empty columns of a wider layout", () => {
    expect(columnsOf([m(1, 0, 0)], 3)).toEqual([[1], [], []]);
  });
});

describe("placesOf", () => {
  it("renumbers sorts 0..n-1 per column", () => {
    expect(placesOf([[7, 3], [], [9]])).toEqual([m(7, 0, 0), m(3, 0, 1), m(9, 2, 0)]);
  });
});

describe("insertAt", () => {
  it("inserts at the position, clamped, or at the end", () => {
    expect(insertAt([1, 2], 9, 0)).toEqual([9, 1, 2]);
    expect(insertAt([1, 2], 9, 1)).toEqual([1, 9, 2]);
    expect(insertAt([1, 2], 9, 99)).toEqual([1, 2, 9]);
    expect(insertAt([1, 2], 9)).toEqual([1, 2, 9]);
  });
});

describe("stepInColumn", () => {
  it("swaps with the neighbour and stays at the edge", () => {
    expect(stepInColumn([[1, 2, 3], [4]], 2, "up")).toEqual([[2, 1, 3], [4]]);
    expect(stepInColumn([[1, 2, 3], [4]], 2, "down")).toEqual([[1, 3, 2], [4]]);
    expect(stepInColumn([[1, 2, 3], [4]], 1, "up")).toEqual([[1, 2, 3], [4]]);
    expect(stepInColumn([[1, 2, 3], [4]], 4, "down")).toEqual([[1, 2, 3], [4]]);
  });
});

describe("moveToPlace", () => {
  it("moves across columns and within one", () => {
    expect(moveToPlace([[1, 2], [3]], 1, 1, 0)).toEqual([[2], [1, 3]]);
    expect(moveToPlace([[1, 2, 3]], 1, 0, 2)).toEqual([[2, 3, 1]]);
    expect(moveToPlace([[1, 2], [3]], 2, 1, 9)).toEqual([[1], [3, 2]]);
    expect(moveToPlace([[1, 2], [3, 4]], 1, 1)).toEqual([[2], [3, 4, 1]]);
  });
});

describe("insertAfter", () => {
  it("puts the copy right after the original", () => {
    expect(insertAfter([[1, 2], [3]], 1, 8)).toEqual([[1, 8, 2], [3]]);
  });
});

describe("stepSection", () => {
  it("swaps sections, null at the edge", () => {
    expect(stepSection([5, 6, 7], 6, "up")).toEqual([6, 5, 7]);
    expect(stepSection([5, 6, 7], 5, "up")).toBeNull();
    expect(stepSection([5, 6, 7], 7, "down")).toBeNull();
  });
});
