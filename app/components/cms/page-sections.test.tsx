import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/components/i18n";
import { registerMessages } from "~/lib/messages";
import de from "~/locales/de";
import { renderDocument } from "~/services/http/document-render.server";
import { PageSections } from "./page-sections";

registerMessages("de", de);

const richText = (...children: unknown[]) => ({ root: { type: "root", children } });
const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] });

/** Rich text whose paragraph holds a string where the renderer expects a list: the renderer throws. */
const BROKEN = richText({ type: "paragraph", children: "keine Liste" });

const module = (id: number, type: string, fields: Record<string, unknown>, columnIndex = 0) => ({
  id,
  type,
  columnIndex,
  fields,
  onlineFrom: null,
  onlineTo: null,
  data: { images: {}, venues: {} },
});

/** One section with a headline, the broken text, a healthy text, and a section module whose second column holds another broken text. */
const SECTIONS = [
  {
    id: 1,
    slug: "start",
    parentId: null,
    layout: "one-column",
    classes: "",
    columnClasses: [],
    revision: 0,
    modules: [
      module(11, "headline", { content: "Der Lesesommer ist da!" }),
      module(12, "text", { content: BROKEN }),
      module(13, "text", { content: richText(paragraph("Geschichten für alle")) }),
      {
        ...module(14, "section", {}),
        data: {
          images: {},
          venues: {},
          columns: [
            [{ key: "14-0-0", type: "text", fields: { content: richText(paragraph("Links in der Spalte")) }, data: { images: {}, venues: {} } }],
            [{ key: "14-1-0", type: "text", fields: { content: BROKEN }, data: { images: {}, venues: {} } }],
          ],
        },
      },
    ],
  },
];

/** The page's sections in a document, as the server renders it, for a visitor or a logged-in editor. */
async function renderPage({ editor, allReady, sections = SECTIONS }: { editor: boolean; allReady: boolean; sections?: typeof SECTIONS }) {
  const user = editor ? { firstName: "Rita", lastName: "Redaktion", email: "redaktion@example.org" } : null;
  const routes = [{ id: "root", path: "/de", loader: () => ({ locale: "de", user }), Component: () => <PageSections sections={sections} /> }];
  const handler = createStaticHandler(routes);
  const request = new Request("http://localhost/de");
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const response = await renderDocument(
    () => (
      <html lang="de">
        <body>
          <I18nProvider locale="de">
            <main>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </main>
            <footer>Fußzeile</footer>
          </I18nProvider>
        </body>
      </html>
    ),
    { request, status: 200, headers: new Headers(), nonce: undefined, allReady, timeoutMs: 2000, cacheControl: () => undefined },
  );
  return { status: response.status, html: await response.text() };
}

/** What the server reports (monitoring.server.ts logs every report with its context). */
function reports() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () => spy.mock.calls.filter(([tag]) => tag === "[error]").map((call) => ({ error: String(call[1]), context: call[2] as Record<string, unknown> }));
}

describe("a CMS module that throws while rendering", () => {
  afterEach(() => vi.restoreAllMocks());

  for (const allReady of [true, false]) {
    it(`leaves the rest of the page standing and shows visitors nothing of it (${allReady ? "whole document" : "streamed"})`, async () => {
      const reported = reports();
      const { status, html } = await renderPage({ editor: false, allReady });
      expect(status).toBe(200);
      expect(html).toContain("Der Lesesommer ist da!");
      expect(html).toContain("Geschichten für alle");
      expect(html).toContain("Links in der Spalte");
      expect(html).toContain("<footer>Fußzeile</footer>");
      expect(html).not.toContain("keine Liste");
      expect(html).not.toContain("Dieses Modul konnte nicht angezeigt werden");
      // Each broken module is reported once, with its type and id.
      expect(reported()).toEqual([
        { error: expect.stringMatching(/TypeError/), context: expect.objectContaining({ during: "render", moduleType: "text", moduleId: "12" }) },
        { error: expect.stringMatching(/TypeError/), context: expect.objectContaining({ during: "render", moduleType: "text", moduleId: "14-1-0" }) },
      ]);
    });
  }

  it("shows a logged-in editor which module failed, and why", async () => {
    reports();
    const { status, html } = await renderPage({ editor: true, allReady: true });
    expect(status).toBe(200);
    expect(html).toContain("Geschichten für alle");
    expect(html).toContain("Links in der Spalte");
    expect(html).toMatch(/Dieses Modul konnte nicht angezeigt werden \(Typ „text“, ID 12\)/);
    expect(html).toMatch(/Dieses Modul konnte nicht angezeigt werden \(Typ „text“, ID 14-1-0\)/);
    expect(html).toMatch(/is not a function/);
  });

  it("renders a healthy page as before", async () => {
    const reported = reports();
    const healthy = [{ ...SECTIONS[0]!, modules: SECTIONS[0]!.modules.filter((m) => m.id !== 12 && m.id !== 14) }];
    const { status, html } = await renderPage({ editor: true, allReady: true, sections: healthy });
    expect(status).toBe(200);
    expect(html).toContain("Geschichten für alle");
    expect(html).not.toContain("Dieses Modul konnte nicht angezeigt werden");
    expect(reported()).toEqual([]);
  });
});
