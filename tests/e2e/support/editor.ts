/**
 * Setting up the editor's journeys through the JSON API (/de/pageeditor-api/), where the UI is not the
 * point: an editor's session (one login per worker, from an address of its own so the login limit of
 * the shared server is not spent), a section of the test's own at the end of a seeded page, modules in
 * it, and removing it again afterwards.
 */
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

export const EDITOR = { email: "redaktion@example.org", password: "festival" };
/** The seeded second editor (Anna Beispiel), for two people on one page. */
export const SECOND_EDITOR = { email: "anna@example.org", password: "festival" };

type Cookie = Awaited<ReturnType<BrowserContext["cookies"]>>[number];

export interface EditorApi {
  /** The editor's cookies (session and CSRF), for a browser context. */
  cookies: Cookie[];
  csrf: string;
  request: APIRequestContext;
  pageId(path: string): Promise<number>;
  createSection(pageId: number, model: string, slug: string): Promise<{ id: number; slug: string }>;
  addModule(section: number, column: number, type: string, fields: Record<string, unknown>): Promise<number>;
  deleteSection(id: number): Promise<void>;
  /**
   * Publishes the page's draft (visitors see drafts only once published): with the draft revision it
   * reads first, again when another test changed the page in between; nothing to publish is fine.
   */
  publish(pageId: number): Promise<void>;
  /** A raw call (status and JSON answer), for refusals. */
  call(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

let counter = 0;

/** Logs the editor (or `account`) in through the login form (as a browser would) and answers the API with that session. */
export async function editorApi(baseURL: string, account = EDITOR): Promise<EditorApi> {
  // An address of this worker's own: the login limit counts per client address.
  const address = `10.47.${process.pid % 250}.${(Date.now() + counter++) % 250}`;
  const request = await playwrightRequest.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const html = await (await request.get("/de/login")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf, "the login form's CSRF token").toBeTruthy();
  const login = await request.post("/de/login", { form: { csrf: csrf!, ...account, redirectTo: "/de" }, headers: { Origin: baseURL } });
  expect(login.status(), "the editor's login").toBe(303);
  const cookies = (await request.storageState()).cookies.map((c) => ({ ...c, sameSite: c.sameSite ?? "Lax" }));

  const call: EditorApi["call"] = async (method, path, body) => {
    const response = await request.fetch(`/de/pageeditor-api/${path}`, {
      method,
      headers: { Origin: baseURL, "X-CSRFToken": csrf!, Accept: "application/json" },
      data: body,
    });
    const text = await response.text();
    return { status: response.status(), json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const write = async (method: "POST" | "DELETE", path: string, body?: unknown) => {
    const answer = await call(method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
    return answer.json;
  };

  return {
    cookies,
    csrf: csrf!,
    request,
    call,
    async pageId(path) {
      const answer = await call("GET", `page/${path.replace(/^\/de\/?/, "")}`);
      expect(answer.status).toBe(200);
      return answer.json.id as number;
    },
    async createSection(pageId, model, slug) {
      const answer = await write("POST", "containers/", { model, content_type: "page", object_id: pageId, slug });
      return answer.section as { id: number; slug: string };
    },
    async addModule(section, column, type, fields) {
      const answer = await write("POST", "modules/", { section, column, type, fields });
      return answer.module as number;
    },
    async deleteSection(id) {
      await write("DELETE", `containers/${id}/`);
    },
    async publish(pageId) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const draft = await call("GET", `pages/${pageId}/draft/`);
        expect(draft.status, `the draft state of page ${pageId}`).toBe(200);
        const answer = await call("POST", `pages/${pageId}/publish/`, { revision: draft.json.revision });
        if (answer.status === 200) return;
        if (answer.status === 409 && /^Nothing to publish/.test(String(answer.json.error))) return;
        expect(answer.status, `publish page ${pageId}: ${JSON.stringify(answer.json)}`).toBe(409); // stale: another test's change, try again
      }
      throw new Error(`publish page ${pageId}: the draft kept changing`);
    },
    dispose: () => request.dispose(),
  };
}

/** The page in edit mode, and with script once the edit mode's own script runs (before that a click posts the plain form). */
export async function gotoEditMode(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.locator(".editor-mode[data-editor-ready]")).toBeAttached();
}
