import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { CSRF_FIELD } from "~/lib/csrf";
import type { EditModeEditor, HistoryData } from "~/lib/editor/edit-mode";
import type { EditState } from "~/lib/editor/edit-urls";
import { EDITOR_TEXTS, type EditorLocale } from "~/lib/editor/texts";
import type { VersionSummary } from "~/lib/types/page-snapshot";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { HistoryPanel } from "./history-panel";
import { PreviewBar } from "./preview-bar";
import { previewBarData } from "~/lib/editor/preview-bar";
import { PublishingBar } from "./publishing-bar";

const PATH = "/de/festival/historie";

const version = (id: number, number: number, extra: Partial<VersionSummary> = {}): VersionSummary => ({
  id, version: number, author: "redaktion", createdAt: "2026-06-01T08:00:00.000Z", publishedAt: null, isPublished: false,
  scheduledFor: null, summary: "", locales: ["de"], restoredFrom: null, ...extra,
});

const HISTORY: HistoryData = {
  versions: [
    version(12, 3, { isPublished: true, publishedAt: "2026-06-02T10:30:00.000Z", summary: "Neuer Abschnitt", restoredFrom: 1 }),
    version(11, 2, { scheduledFor: "2026-07-01T06:00:00.000Z" }),
    version(10, 1),
  ],
  compare: null,
};

function pageData(state: EditState, draft: Partial<EditModeEditor["draft"]> = {}, history: HistoryData | null = null): EditModeEditor {
  return {
    kind: "editor", editorLocale: "de", locale: "de", csrf: "tok", pageId: 4, path: PATH, noToolbar: false, state,
    toolbar: { title: "Historie", isOnline: true, siblingUrl: null, adminUrl: "/admin/", leaveUrl: PATH },
    modules: {}, login: { action: "", page: "", redirectTo: "", csrf: "tok" }, choices: { images: [], pages: [] }, sectionRevisions: {},
    draft: { revision: 7, differs: true, published: { id: 12, version: 3, at: "2026-06-02T10:30:00.000Z", author: "Anna" }, schedules: [], ...draft },
    presence: [], history, undoRedo: { undo: { count: 0, last: null }, redo: { count: 0, last: null } },
  };
}

/** The element rendered inside the edit mode's context and a router (the forms and links need one), as HTML. */
async function render(element: ReactNode, page: EditModeEditor, editorLocale: EditorLocale = "de"): Promise<string> {
  const context = {
    texts: EDITOR_TEXTS[editorLocale], editorLocale, locale: "de", csrf: "tok", calls: {}, page: { ...page, editorLocale },
    steps: { current: page.state, open: () => {}, close: () => {} }, scripted: false, interfaceLang: undefined,
  } as unknown as EditorContextValue;
  const routes = [{ path: "*", element: <EditorContext.Provider value={context}>{element}</EditorContext.Provider> }];
  const handler = createStaticHandler(routes);
  const routerContext = await handler.query(new Request(`http://x${PATH}?edit`));
  if (routerContext instanceof Response) throw new Error("redirected");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, routerContext)} context={routerContext} />);
}

const decode = (html: string) => html.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
/** The form (its tag up to its end) holding the hidden intent. */
const formOf = (html: string, intent: string) => decode(html).match(new RegExp(`<form[^>]*>(?:(?!</form>).)*value="${intent}"(?:(?!</form>).)*</form>`))?.[0] ?? "";

describe("the toolbar's publishing row", () => {
  it("says that the draft differs and which version visitors see, in Berlin time", async () => {
    const html = decode(await render(<PublishingBar />, pageData({})));
    expect(html).toContain("Entwurf weicht von der veröffentlichten Fassung ab");
    expect(html).toContain("Version 3 vom 02.06.2026, 12:30, Anna");
  });

  it("says published when the draft is what visitors see, and never published without a version", async () => {
    expect(await render(<PublishingBar />, pageData({}, { differs: false }))).toContain("<strong>Veröffentlicht</strong>");
    expect(await render(<PublishingBar />, pageData({}, { differs: true, published: null }))).toContain("Noch nie veröffentlicht");
  });

  it("publishes with a plain form posting the intent and the draft's revision to the page", async () => {
    const form = formOf(await render(<PublishingBar />, pageData({})), "editor:publish");
    expect(form).toMatch(new RegExp(`method="post" action="${PATH}\\?edit"`));
    expect(form).toContain('name="revision" value="7"');
    expect(form).toContain(`name="${CSRF_FIELD}" value="tok"`);
    expect(form).toContain(">Veröffentlichen</button>");
  });

  it("links the preview, asks for the preview's time with a GET form, and opens the history as a URL step", async () => {
    const html = decode(await render(<PublishingBar />, pageData({})));
    expect(html).toContain(`href="${PATH}?edit&preview"`);
    expect(html).toMatch(new RegExp(`<form method="get" action="${PATH}"`));
    expect(html).toMatch(/<label for="editor-preview-as-of">Zeitpunkt \(Berliner Zeit\)<\/label><input id="editor-preview-as-of" type="datetime-local" name="asOf" required=""/);
    expect(html).toContain(`href="${PATH}?edit&history"`);
  });

  it("schedules with an action and a Berlin time, and lists pending schedules each with Cancel", async () => {
    const html = await render(<PublishingBar />, pageData({}, { schedules: [{ id: 5, action: "unpublish", dueAt: "2026-12-24T17:00:00.000Z", author: "Anna" }] }));
    const schedule = formOf(html, "editor:schedule");
    expect(schedule).toContain('name="action" checked="" value="publish"');
    expect(schedule).toContain('name="action" value="unpublish"');
    expect(schedule).toContain('type="datetime-local" name="at" required=""');
    expect(decode(html)).toContain("Offline nehmen am 24.12.2026, 18:00 (Anna)");
    expect(formOf(html, "editor:cancel-schedule")).toContain('name="schedule" value="5"');
  });

  it("has every text in Japanese too", async () => {
    const html = await render(<PublishingBar />, pageData({}), "ja");
    expect(html).toContain("下書きは公開版と異なります");
    expect(html).not.toMatch(/\{\w+\}/);
  });
});

describe("the history panel", () => {
  it("lists the versions with time, author, markers and summary", async () => {
    const html = decode(await render(<HistoryPanel history={HISTORY} />, pageData({ history: true }, {}, HISTORY)));
    expect(html).toContain('role="dialog"');
    expect(html).toContain("Versionen dieser Seite (Deutsch)");
    expect(html).toMatch(/Version 3<\/h3>.*veröffentlicht.*wiederhergestellt aus Version 1.*Neuer Abschnitt/);
    expect(html).toContain("geplant für 01.07.2026, 08:00");
    expect(html.match(/<li class="editor-version"/g)).toHaveLength(3);
  });

  it("offers compare with draft and with the previous version, show and restore, as URLs", async () => {
    const html = decode(await render(<HistoryPanel history={HISTORY} />, pageData({ history: true }, {}, HISTORY)));
    expect(html).toContain(`href="${PATH}?edit&history&compare=12..draft"`);
    expect(html).toContain(`href="${PATH}?edit&history&compare=11..12"`);
    expect(html).not.toContain("compare=..10"); // the oldest has no predecessor
    expect(html).toContain(`href="${PATH}?version_id=11"`);
    expect(html).toContain(`href="${PATH}?edit&confirm=version-10&history"`);
    expect(html).not.toContain("editor:restore");
  });

  it("asks before restoring: the confirmation's form restores that version at the draft's revision", async () => {
    const html = await render(<HistoryPanel history={HISTORY} />, pageData({ history: true, confirm: { kind: "version", id: 11 } }, {}, HISTORY));
    expect(decode(html)).toContain("Version 2 als Entwurf wiederherstellen?");
    const form = formOf(html, "editor:restore");
    expect(form).toContain('name="version" value="11"');
    expect(form).toContain('name="revision" value="7"');
    expect(form).toContain(`action="${PATH}?edit&history"`);
  });

  it("shows the comparison as sentences, and says when there is no difference or no such version", async () => {
    const lines = [{ kind: "field-changed", section: "intro", module: 3, type: "headline", label: "Alt", field: "content", locale: "de", before: "Alt", after: "Neu" }] as const;
    const compared = { ...HISTORY, compare: { from: 12, to: "draft" as const, lines: [...lines] } };
    const html = decode(await render(<HistoryPanel history={compared} />, pageData({ history: true }, {}, compared)));
    expect(html).toContain("Vergleich: Version 3 → Entwurf");
    expect(html).toContain("Modul „Überschrift“ („Alt“): Text (Deutsch) geändert: „Alt“ → „Neu“");
    expect(html).toContain('<p role="status">1 Änderungen</p>');
    const same = { ...HISTORY, compare: { from: "published" as const, to: "draft" as const, lines: [] } };
    expect(await render(<HistoryPanel history={same} />, pageData({ history: true }, {}, same))).toContain("Keine Unterschiede.");
    const missing = { ...HISTORY, compare: { from: 99, to: "draft" as const, lines: null } };
    expect(await render(<HistoryPanel history={missing} />, pageData({ history: true }, {}, missing))).toContain("Diese Fassung gibt es nicht.");
  });

  it("says so when the page has no version yet", async () => {
    const empty = { versions: [], compare: null };
    expect(await render(<HistoryPanel history={empty} />, pageData({ history: true }, {}, empty))).toContain("Noch keine Versionen.");
  });
});

describe("the preview bar", () => {
  it("says what is shown and leads back to editing", () => {
    const html = decode(renderToStaticMarkup(<PreviewBar bar={previewBarData(PATH, "en", { asOf: "2026-06-12T10:00" })} />));
    expect(html).toContain("Preview of the draft as of 12 Jun 2026, 10:00 (Berlin time)");
    expect(html).toContain(`href="${PATH}?edit">Back to editing`);
    expect(renderToStaticMarkup(<PreviewBar bar={previewBarData(PATH, "de", { version: 4 })} />)).toContain("Version 4 (nur für Redakteure sichtbar)");
  });
});
