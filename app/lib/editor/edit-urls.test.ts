import { describe, expect, it } from "vitest";
import { editUrl, parseEditUrl } from "./edit-urls";

const parse = (url: string) => parseEditUrl(new URL(url, "http://x").searchParams);

describe("edit URLs", () => {
  it("spells and reads the undo offer after a delete, and nothing but module or section", () => {
    expect(editUrl("/de/kontakt", { deleted: "module" }, { hash: "s-1" })).toBe("/de/kontakt?edit&deleted=module#s-1");
    expect(parseEditUrl(new URLSearchParams("edit&deleted=section")).state).toEqual({ deleted: "section" });
    expect(parseEditUrl(new URLSearchParams("edit&deleted=page")).state).toEqual({});
  });

  it("spells every step", () => {
    expect(editUrl("/de/agb")).toBe("/de/agb?edit");
    expect(editUrl("/de/agb", { module: 7 }, { hash: "module-7" })).toBe("/de/agb?edit&module=7#module-7");
    expect(editUrl("/de/agb", { add: { section: 3, column: 1 }, type: "headline" })).toBe("/de/agb?edit&add=3-1&type=headline");
    expect(editUrl("/de/agb", { confirm: { kind: "section", id: 4 } }, { noToolbar: true })).toBe("/de/agb?edit&noToolbar&confirm=section-4");
  });

  it("reads back what it spells, and nothing else", () => {
    expect(parse(editUrl("/de/", { add: { section: 3, column: 2 }, type: "faq" }))).toEqual({
      edit: true, noToolbar: false, state: { add: { section: 3, column: 2 }, type: "faq" },
    });
    expect(parse(editUrl("/de/", { confirm: { kind: "module", id: 9 } }, { noToolbar: true }))).toEqual({
      edit: true, noToolbar: true, state: { confirm: { kind: "module", id: 9 } },
    });
    expect(parse("/de/?module=0&add=3-7&type=x&confirm=page-1")).toEqual({ edit: false, noToolbar: false, state: {} });
    expect(parse("/de/?edit=1&type=headline").state).toEqual({});
  });
});
