import { describe, expect, it } from "vitest";
import type { Fields, ModuleData } from "~/lib/types/cms-modules";
import { collectStickyLinks, MAX_STICKY_LINKS } from "./sticky-links";

const data: ModuleData = { images: {}, venues: {} };
const module = (type: string, fields: Fields, extra: { columnIndex?: number; window?: "pending" | "expired" | "current"; data?: ModuleData } = {}) => ({
  type,
  fields,
  columnIndex: extra.columnIndex ?? 0,
  data: extra.data ?? data,
  ...(extra.window ? { window: extra.window } : {}),
});
const section = (...modules: ReturnType<typeof module>[]) => ({ modules });

describe("collectStickyLinks", () => {
  it("takes the four sticky module types as they render, and nothing that is not marked sticky", () => {
    const links = collectStickyLinks([
      section(
        module("heromedia", { headline: "Lesesommer", button_text: "Jetzt Karten sichern", button_link: "/de/programm", sticky: true }),
        module("anchorlist", { sticky: true, children: [{ anchor: "programm", link_text: "Programm" }, { anchor: "Häufige Fragen!", link_text: "" }, { anchor: "", link_text: "Leer" }] }),
      ),
      section(
        module("link", { link_text: "Pressemappe", link_url: "/media/presse.pdf", sticky: 1 }),
        module("anchor", { anchor: "mitmachen", link_text: "Mitmachen", sticky: "1" }),
        module("anchor", { anchor: "partner", link_text: "Partner", link_url: "https://example.org", sticky: true }),
        module("link", { link_text: "Nicht hier", link_url: "/de/kontakt", sticky: false }),
        module("headline", { content: "Kein Link", sticky: true }),
      ),
    ]);
    expect(links).toEqual([
      { label: "Jetzt Karten sichern", href: "/de/programm", newWindow: false },
      { label: "Programm", href: "#programm", newWindow: false },
      { label: "Häufige Fragen!", href: "#Häufige-Fragen", newWindow: false },
      { label: "Pressemappe", href: "/media/presse.pdf", newWindow: false },
      { label: "Mitmachen", href: "#mitmachen", newWindow: false },
      { label: "Partner", href: "https://example.org", newWindow: true },
    ]);
  });

  it("follows the page's order: column by column, into section modules", () => {
    const nested = { ...data, columns: [[{ key: "n1", type: "link", fields: { link_text: "Innen", link_url: "/de/innen", sticky: true }, data }]] };
    const links = collectStickyLinks([
      section(
        module("link", { link_text: "Rechts", link_url: "/de/rechts", sticky: true }, { columnIndex: 1 }),
        module("link", { link_text: "Links", link_url: "/de/links", sticky: true }, { columnIndex: 0 }),
        module("section", { columns: [] }, { columnIndex: 0, data: nested }),
      ),
    ]);
    expect(links.map((l) => l.label)).toEqual(["Links", "Innen", "Rechts"]);
  });

  it("drops unsafe and empty addresses, keeps each address once and at most the limit", () => {
    const many = Array.from({ length: MAX_STICKY_LINKS + 3 }, (_, i) => module("link", { link_text: `Link ${i}`, link_url: `/de/seite-${i}`, sticky: true }));
    const links = collectStickyLinks([
      section(
        module("link", { link_text: "Böse", link_url: "javascript:alert(1)", sticky: true }),
        module("heromedia", { button_text: "Ohne Ziel", button_link: "", sticky: true }),
        module("link", { link_text: "Zweimal", link_url: "/de/seite-0", sticky: true }),
        ...many,
      ),
    ]);
    expect(links).toHaveLength(MAX_STICKY_LINKS);
    expect(links[0]).toEqual({ label: "Zweimal", href: "/de/seite-0", newWindow: false });
    expect(links.map((l) => l.href)).not.toContain("javascript:alert(1)");
  });

  it("leaves out modules outside their online window (the edit mode keeps them on the page)", () => {
    const links = collectStickyLinks([
      section(
        module("link", { link_text: "Später", link_url: "/de/spaeter", sticky: true }, { window: "pending" }),
        module("link", { link_text: "Vorbei", link_url: "/de/vorbei", sticky: true }, { window: "expired" }),
        module("link", { link_text: "Jetzt", link_url: "/de/jetzt", sticky: true }, { window: "current" }),
      ),
    ]);
    expect(links.map((l) => l.label)).toEqual(["Jetzt"]);
  });
});
