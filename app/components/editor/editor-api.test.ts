import { describe, expect, it } from "vitest";
import { editorPaths } from "./editor-api";

describe("the editor API's paths", () => {
  it("come from the route table, with the old API's trailing slashes", () => {
    expect(editorPaths.modules("de")).toBe("/de/pageeditor-api/modules/");
    expect(editorPaths.moduleMove("en", 7)).toBe("/en/pageeditor-api/modules/7/move/");
    expect(editorPaths.moduleDuplicate("de", 7)).toBe("/de/pageeditor-api/modules/7/duplicate/");
    expect(editorPaths.container("de", 3)).toBe("/de/pageeditor-api/containers/3/");
    expect(editorPaths.containerMove("de", 3)).toBe("/de/pageeditor-api/containers/3/move/");
    expect(editorPaths.undo("de")).toBe("/de/pageeditor-api/undo/");
  });
});
