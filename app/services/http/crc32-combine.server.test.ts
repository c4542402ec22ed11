import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine.server";

describe("crc32Combine", () => {
  it("gives zlib's CRC-32 of the concatenation, for pieces of many lengths", () => {
    for (const [a, b] of [[0, 0], [1, 0], [0, 1], [1, 1], [7, 24], [100, 16], [65_535, 65_536], [200_003, 3]] as const) {
      const first = crypto.randomBytes(a);
      const second = crypto.randomBytes(b);
      const combined = crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(second.length));
      expect(combined, `${a} + ${b} bytes`).toBe(zlib.crc32(Buffer.concat([first, second])));
    }
  });

  it("combines a chain of pieces left to right", () => {
    const pieces = [crypto.randomBytes(5000), Buffer.from("nonce-value"), crypto.randomBytes(300), Buffer.alloc(0), crypto.randomBytes(12)];
    const crc = pieces.reduce((sum, piece) => crc32Combine(sum, zlib.crc32(piece), crc32Shift(piece.length)), 0);
    expect(crc).toBe(zlib.crc32(Buffer.concat(pieces)));
  });
});
