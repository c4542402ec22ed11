import { afterAll, describe, expect, it } from "vitest";
import { isCrossOrigin } from "./origin-check-express.server";
import { isOwnOrigin, publicOrigin } from "./public-origin.server";

// Read once, at the first `env()` of this file's module graph.
process.env.PUBLIC_URL = "https://festival.example";
afterAll(() => {
  delete process.env.PUBLIC_URL;
});

describe("with PUBLIC_URL set", () => {
  it("is the public origin", () => {
    expect(publicOrigin()).toBe("https://festival.example");
  });

  it("accepts only PUBLIC_URL's origin, whatever host the request was sent to", () => {
    expect(isOwnOrigin("https://festival.example", "internal:3000")).toBe(true);
    expect(isOwnOrigin("https://festival.example/de/login", "internal:3000")).toBe(true); // a Referer
    expect(isOwnOrigin("http://festival.example", "festival.example")).toBe(false);
    expect(isOwnOrigin("https://evil.example", "evil.example")).toBe(false);
    expect(isOwnOrigin("http://localhost:3000", "localhost:3000")).toBe(false);
    expect(isOwnOrigin("null", "festival.example")).toBe(false);
  });

  it("refuses a write Remix would refuse too: its Origin must also be the host it compares with", () => {
    expect(isCrossOrigin("POST", "https://festival.example", "festival.example", "festival.example")).toBe(false);
    expect(isCrossOrigin("POST", "https://festival.example", "festival.example", "evil.example")).toBe(true);
    expect(isCrossOrigin("POST", "https://festival.example", "festival.example", "")).toBe(true);
  });
});
