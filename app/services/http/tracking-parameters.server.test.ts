import { describe, expect, it } from "vitest";
import { withoutTrackingParameters } from "./tracking-parameters.server";

describe("withoutTrackingParameters", () => {
  it("drops campaign tags and click ids, keeping the other parameters as written and in order", () => {
    expect(withoutTrackingParameters("/de/programm?fbclid=IwAR0x&tag=3&utm_source=newsletter&utm_medium=email&page=2")).toBe("/de/programm?tag=3&page=2");
    expect(withoutTrackingParameters("/de/search?q=K%C3%A4fer+und+Co&gclid=abc")).toBe("/de/search?q=K%C3%A4fer+und+Co");
  });

  it("leaves no question mark when nothing else remains", () => {
    expect(withoutTrackingParameters("/de?utm_campaign=sommer&_gl=1*abc")).toBe("/de");
    expect(withoutTrackingParameters("/de?msclkid")).toBe("/de");
  });

  it("leaves an address without tracking parameters untouched, odd ones included", () => {
    for (const target of ["/de/programm", "/de/programm?", "/de/programm?a=1&&b=2", "/de/programm?utm=1&utmsource=2&xfbclid=3", "/de/programm?date=%ZZ"]) {
      expect(withoutTrackingParameters(target)).toBe(target);
    }
  });
});
