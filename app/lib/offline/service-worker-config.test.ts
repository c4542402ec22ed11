import { describe, expect, it } from "vitest";
import { parsePageMessage } from "./service-worker-config";

const ORIGIN = "https://festival.example";

describe("parsePageMessage", () => {
  it("takes a page's address and its build assets on the same origin", () => {
    const message = parsePageMessage(
      {
        type: "page",
        url: `${ORIGIN}/de/programm?room=3`,
        assets: [`${ORIGIN}/build/entry.client-X.js`, `${ORIGIN}/build/entry.client-X.js`, `${ORIGIN}/media/a-320.jpg`, "https://evil.example/build/x.js", 7, "not a url"],
        images: [`${ORIGIN}/media/a-320.jpg`, `${ORIGIN}/build/assets/logo-BeD_pKfd.svg`, "https://i.ytimg.com/vi/x/0.jpg"],
      },
      ORIGIN,
      "/build/",
    );
    expect(message).toEqual({
      type: "page",
      url: `${ORIGIN}/de/programm?room=3`,
      assets: [`${ORIGIN}/build/entry.client-X.js`],
      images: [`${ORIGIN}/media/a-320.jpg`],
    });
  });

  it("refuses anything else", () => {
    expect(parsePageMessage(null, ORIGIN, "/build/")).toBeNull();
    expect(parsePageMessage("page", ORIGIN, "/build/")).toBeNull();
    expect(parsePageMessage({ type: "other", url: `${ORIGIN}/de` }, ORIGIN, "/build/")).toBeNull();
    expect(parsePageMessage({ type: "page", url: "https://evil.example/de" }, ORIGIN, "/build/")).toBeNull();
    expect(parsePageMessage({ type: "page", url: `${ORIGIN}/de`, assets: "x" }, ORIGIN, "/build/")).toEqual({ type: "page", url: `${ORIGIN}/de`, assets: [], images: [] });
  });
});
