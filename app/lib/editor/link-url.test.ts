import { describe, expect, it } from "vitest";
import { isAllowedLinkUrl, linkUrlFromInput } from "./link-url";

describe("linkUrlFromInput", () => {
  it.each([
    ["https://example.org/a?b=1", "https://example.org/a?b=1"],
    ["  http://example.org  ", "http://example.org"],
    ["mailto:presse@example.org", "mailto:presse@example.org"],
    ["tel:0732123400", "tel:0732123400"],
    ["tel:+43732123400", "tel:+43732123400"],
    ["/de/programm", "/de/programm"],
    ["#faq", "#faq"],
  ])("keeps %s", (input, url) => {
    expect(linkUrlFromInput(input)).toBe(url);
  });

  it.each([
    ["example.org", "https://example.org"],
    ["www.example.org/programm?tag=1", "https://www.example.org/programm?tag=1"],
    ["example.org:8080/x", "https://example.org:8080/x"],
  ])("puts https:// before %s", (input, url) => {
    expect(linkUrlFromInput(input)).toBe(url);
  });

  it.each(["", "   ", "javascript:alert(1)", "JAVASCRIPT:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "ftp://example.org", "//evil.example.org", "/\\evil.example.org", "\\\\evil"])(
    "refuses %j",
    (input) => {
      expect(linkUrlFromInput(input)).toBeNull();
    },
  );
});

describe("isAllowedLinkUrl", () => {
  it("follows the visitors' rule", () => {
    expect(isAllowedLinkUrl("https://example.org")).toBe(true);
    expect(isAllowedLinkUrl("javascript:alert(1)")).toBe(false);
  });
});
