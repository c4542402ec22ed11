import { describe, expect, it } from "vitest";
import { matchEditorApi } from "./editor-api-routes";
import { LOCALES, isEditorApiRoute, localizedRoutes } from "./route-table.js";

/** The entry's pattern with a value for each param: `:id` → 7, `:slug` → news, `*` → a/b. */
function sample(path: string): { address: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const address = path
    .split("/")
    .map((segment) => {
      if (segment === "*") return (params["*"] = "a/b");
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      return (params[name] = name === "slug" ? "news" : "7");
    })
    .join("/");
  return { address, params };
}

describe("the editor API's addresses", () => {
  const entries = localizedRoutes.filter(isEditorApiRoute);

  it("are all the table's pageeditor-api entries", () => {
    expect(entries.length).toBe(25);
    expect(localizedRoutes.filter((entry) => entry.id.startsWith("editor-")).map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  for (const locale of LOCALES) {
    it(`each lead to its own route with its params, with and without the trailing slash (${locale})`, () => {
      for (const entry of entries) {
        const { address, params } = sample(entry.path as string);
        expect(matchEditorApi(`/${locale}/${address}`), address).toEqual({ id: entry.id, params: expect.objectContaining(params) });
        // A splat keeps the slash, as in Remix (the handler trims it).
        const slashed = params["*"] ? { ...params, "*": `${params["*"]}/` } : params;
        expect(matchEditorApi(`/${locale}/${address}/`), `${address}/`).toEqual({ id: entry.id, params: expect.objectContaining(slashed) });
      }
    });
  }

  it("prefer the fixed word to a param, as Remix ranks them", () => {
    expect(matchEditorApi("/de/pageeditor-api/containers/paste/")?.id).toBe("editor-containers-paste");
    expect(matchEditorApi("/de/pageeditor-api/containers/12/")).toEqual({ id: "editor-container", params: { id: "12" } });
    expect(matchEditorApi("/en/pageeditor-api/pages/3/versions/diff/")?.id).toBe("editor-page-diff");
    expect(matchEditorApi("/en/pageeditor-api/pages/3/versions/")?.id).toBe("editor-page-versions");
  });

  it("decode the address once, and know no other", () => {
    expect(matchEditorApi("/de/pageeditor-api/page/preise%2541")).toEqual({ id: "editor-page", params: { "*": "preise%41" } });
    expect(matchEditorApi("/de/pageeditor-api/nothing-here/")).toBeNull();
    expect(matchEditorApi("/de/programm")).toBeNull();
  });
});
