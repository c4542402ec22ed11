import { describe, expect, it } from "vitest";
import { isCrossOrigin } from "./origin-check-express.server";

describe("isCrossOrigin", () => {
  it("lets reads and requests without Origin through", () => {
    expect(isCrossOrigin("GET", "https://evil.example", "festival.at")).toBe(false);
    expect(isCrossOrigin("HEAD", "https://evil.example", "festival.at")).toBe(false);
    expect(isCrossOrigin("POST", undefined, "festival.at")).toBe(false);
  });

  it("lets a post from the same host through, port included", () => {
    expect(isCrossOrigin("POST", "https://festival.at", "festival.at")).toBe(false);
    expect(isCrossOrigin("POST", "http://localhost:3100", "localhost:3100")).toBe(false);
  });

  it("refuses posts from another host or port, opaque and broken origins", () => {
    expect(isCrossOrigin("POST", "https://evil.example", "festival.at")).toBe(true);
    expect(isCrossOrigin("DELETE", "http://localhost:3101", "localhost:3100")).toBe(true);
    expect(isCrossOrigin("POST", "null", "festival.at")).toBe(true);
    expect(isCrossOrigin("POST", "not a url", "festival.at")).toBe(true);
    expect(isCrossOrigin("POST", "https://festival.at", undefined)).toBe(true);
  });
});
