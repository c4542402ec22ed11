import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { escapeHtml, fillText, formatSavedAt, offlinePageHtml, pageTitle, SAVED_COPY_CLASS, withSavedCopyNote } from "./offline-html";

const deTexts = { ...de.offline, titleSuffix: de.meta.titleSuffix };

describe("pageTitle", () => {
  it("reads the document's title as text", () => {
    expect(pageTitle("<html><head><title>Die Füchsin &amp; das Buch – &quot;Lesung&quot; &#x27;1&#39; | Lesezeichen</title></head>")).toBe(`Die Füchsin & das Buch – "Lesung" '1' | Lesezeichen`);
    expect(pageTitle("<html><head></head>")).toBe("");
  });
});

describe("withSavedCopyNote", () => {
  it("puts the note last in the body, after the scripts", () => {
    const html = `<!DOCTYPE html><html><body><main>Text</main><script>1</script></body></html>`;
    const noted = withSavedCopyNote(html, `Kopie <vom> "heute"`, "2026-11-21T13:03:00.000Z");
    expect(noted).toBe(
      `<!DOCTYPE html><html><body><main>Text</main><script>1</script><p class="${SAVED_COPY_CLASS}" data-saved-at="2026-11-21T13:03:00.000Z">Kopie &lt;vom&gt; &quot;heute&quot;</p></body></html>`,
    );
  });
});

describe("the texts", () => {
  it("say when a copy was saved, in Berlin time and each locale's way", () => {
    expect(formatSavedAt("2026-11-21T13:03:00.000Z", "de")).toBe("21. Nov. 2026, 14:03 Uhr");
    expect(formatSavedAt("2026-11-21T13:03:00.000Z", "en")).toBe("21 Nov 2026, 14:03");
    expect(fillText(de.offline.savedCopy, { date: "21. Nov. 2026, 14:03 Uhr" })).toBe("Gespeicherte Kopie vom 21. Nov. 2026, 14:03 Uhr");
    expect(fillText(en.offline.savedCopy, { date: "x" })).toBe("Saved copy from x");
  });
});

describe("offlinePageHtml", () => {
  it("explains and links the saved pages, escaped", () => {
    const html = offlinePageHtml({
      locale: "de",
      texts: deTexts,
      url: "/de/ensemble?x=<1>",
      saved: [{ url: "/de/programm?room=3&day=2", title: "Programm <neu> | Lesezeichen", savedAt: "2026-11-21T13:03:00.000Z" }],
    });
    expect(html).toContain(`<html lang="de">`);
    expect(html).toContain(`<title>Keine Verbindung | Lesezeichen</title>`);
    expect(html).toContain(`<h1>Sie sind offline</h1>`);
    expect(html).toContain(`<a href="/de/programm?room=3&amp;day=2">Programm &lt;neu&gt; | Lesezeichen</a>`);
    expect(html).toContain("gespeichert am 21. Nov. 2026, 14:03 Uhr");
    expect(html).toContain(`<a href="/de/ensemble?x=&lt;1&gt;">Erneut versuchen</a>`);
    expect(html).not.toContain("<script");
  });

  it("says so when nothing is saved yet", () => {
    const html = offlinePageHtml({ locale: "en", texts: { ...en.offline, titleSuffix: en.meta.titleSuffix }, url: "/en", saved: [] });
    expect(html).toContain(en.offline.none);
    expect(html).not.toContain("<ul>");
  });

  it("escapes what it is given", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
