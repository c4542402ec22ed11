// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readBrowserCookie, writeBrowserCookie } from "./browser-cookie";
import { consentFrom, parseConsent, serializeConsent } from "./consent";

function clearCookies() {
  for (const pair of document.cookie.split("; ").filter(Boolean)) {
    document.cookie = `${pair.split("=")[0]}=; path=/; max-age=0`;
  }
}

describe("browser cookies", () => {
  afterEach(clearCookies);

  it("stores the server's encoded consent text unchanged, so the server parses what the browser wrote", () => {
    const consent = serializeConsent(consentFrom({ tracking: true }));
    writeBrowserCookie("festival-consent", consent, { days: 30 });
    expect(document.cookie).toContain(`festival-consent=${consent}`);
    expect(readBrowserCookie("festival-consent")).toBe(consent);
    expect(parseConsent(readBrowserCookie("festival-consent"))).toEqual(consentFrom({ tracking: true }));
  });

  it("reads a cookie by its exact name, not a similarly named one", () => {
    document.cookie = "x-festival-alert=1; path=/";
    writeBrowserCookie("festival-alert", "12", { days: 30 });
    expect(readBrowserCookie("festival-alert")).toBe("12");
    expect(readBrowserCookie("missing")).toBeUndefined();
  });

  it("reads a value holding '=' whole", () => {
    writeBrowserCookie("festival-csrf", "a=b==", { days: 1 });
    expect(readBrowserCookie("festival-csrf")).toBe("a=b==");
  });

  it("forgets a cookie whose lifetime is over", () => {
    writeBrowserCookie("festival-alert", "12", { days: -1 });
    expect(readBrowserCookie("festival-alert")).toBeUndefined();
  });
});
