import { describe, expect, it } from "vitest";
import { editUrl, parseEditUrl, parsePreviewUrl, previewUrl, versionUrl } from "./edit-urls";

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

describe("history, preview and version URLs", () => {
  it("spells the history panel, a comparison and the restore confirmation, and reads them back", () => {
    expect(editUrl("/de/x", { history: true })).toBe("/de/x?edit&history");
    expect(editUrl("/de/x", { compare: { from: 12, to: "draft" } })).toBe("/de/x?edit&history&compare=12..draft");
    expect(editUrl("/de/x", { history: true, confirm: { kind: "version", id: 5 } })).toBe("/de/x?edit&confirm=version-5&history");
    expect(parse("/de/x?edit&history&compare=published..3").state).toEqual({ history: true, compare: { from: "published", to: 3 } });
    expect(parse("/de/x?edit&confirm=version-5&history").state).toEqual({ history: true, confirm: { kind: "version", id: 5 } });
  });

  it("ignores a comparison outside the history and one it cannot read", () => {
    expect(parse("/de/x?edit&compare=1..2").state).toEqual({});
    expect(parse("/de/x?edit&history&compare=0..2").state).toEqual({ history: true });
    expect(parse("/de/x?edit&history&compare=draft..latest").state).toEqual({ history: true });
  });

  it("spells the preview and a version", () => {
    expect(previewUrl("/de/x")).toBe("/de/x?edit&preview");
    expect(previewUrl("/de/x", "2026-06-12T10:00")).toBe("/de/x?edit&preview&asOf=2026-06-12T10%3A00");
    expect(versionUrl("/de/x", 4)).toBe("/de/x?version_id=4");
    expect(parsePreviewUrl(new URL(previewUrl("/de/x", "2026-06-12T10:00"), "http://x").searchParams)).toEqual({ asOf: "2026-06-12T10:00" });
    expect(parsePreviewUrl(new URL("/de/x?edit&preview&asOf=morgen", "http://x").searchParams)).toEqual({ asOf: null });
    expect(parsePreviewUrl(new URL("/de/x?preview", "http://x").searchParams)).toBeNull();
  });
});
