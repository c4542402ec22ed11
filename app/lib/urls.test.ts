import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./urls";

const FALLBACK = "/de";

/** How a browser reads a Location value on this site: the origin it would go to. */
function browserOrigin(location: string): string {
  return new URL(location, "https://festival.example/de/login").origin;
}

// Known open-redirect payloads: each must fall back (or, where noted, stay a harmless path here).
const PAYLOADS: string[] = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "/%0a/evil.example",
  "/%0d/evil.example",
  "/%0d%0aSet-Cookie:x=1",
  "/\r\nSet-Cookie: x=1",
  "/%00/evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/%7f/evil.example",
  "/%5cevil.example",
  "/%5c%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "https://evil.example",
  "http://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http://localhost@evil.example",
  "//localhost@evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  " //evil.example",
  " /evil.example",
  "\t//evil.example",
  "\n/evil.example",
  "／／evil.example",
  "〱evil.example",
  "evil.example",
  "@evil.example",
  "",
  "/\u0009\u0009/evil.example",
  "/x\u0008y",
];

describe("safeRedirectPath", () => {
  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))("refuses %s", (_label, payload) => {
    expect(safeRedirectPath(payload, FALLBACK)).toBe(FALLBACK);
  });

  it("checks at least 40 payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  // Paths that are odd but stay on this site come back normalised, never as another origin.
  it.each([
    ["/de/programm", "/de/programm"],
    ["/de/suche?q=a b#top", "/de/suche?q=a%20b#top"],
    ["/de/./programm", "/de/programm"],
    ["/de/../en", "/en"],
    ["/../../evil.example", "/evil.example"],
    ["/de/ä", "/de/%C3%A4"],
    ["/de/suche?q=€", "/de/suche?q=%E2%82%AC"],
    ["/de/x#frag ü", "/de/x#frag%20%C3%BC"],
    ["/de/suche?q=100%", "/de/suche?q=100%"],
    ["/de/%E2%80%AE", "/de/%E2%80%AE"],
    ["/de/〱evil.example", "/de/%E3%80%B1evil.example"],
    ["/de/／／evil.example", "/de/%EF%BC%8F%EF%BC%8Fevil.example"],
    ["/dashboard/?saved=1", "/dashboard/?saved=1"],
  ])("keeps %j as %j", (target, expected) => {
    const location = safeRedirectPath(target, FALLBACK);
    expect(location).toBe(expected);
    expect(browserOrigin(location)).toBe("https://festival.example");
  });

  it("answers only values a header can carry", () => {
    for (const target of ["/de/€", "/de/\u{1F600}", "/de/\u2028", "/de/\uFFFF", "/de/\uD800"]) {
      const location = safeRedirectPath(target, FALLBACK);
      expect(location).toMatch(/^\/[\u0021-\u007e]*$/);
      expect(browserOrigin(location)).toBe("https://festival.example");
    }
  });

  it("falls back for what is not a string or too long", () => {
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(["/de"], FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(`/${"a".repeat(5000)}`, FALLBACK)).toBe(FALLBACK);
  });
});
