import { expect, test } from "@playwright/test";
import { visitorAddress } from "./support/fixtures";

// The editor API over real HTTP on the production build: an editor's change through
// /de/pageeditor-api/ is a draft the next anonymous visitor does not see; once published it shows
// at once although the page came from the page cache before, and undo plus a publish take it back
// the same way. Browser-less: once is enough (js-on).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");

/** The login page's CSRF cookie and token, then the login: the cookies an editor's browser holds. */
async function editorCookies(base: string): Promise<{ cookie: string; token: string }> {
  const form = await fetch(`${base}/de/login`);
  const csrf = form.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("csrftoken="))!;
  const token = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
  const login = await fetch(`${base}/de/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: csrf, "X-Forwarded-For": visitorAddress() },
    body: new URLSearchParams({ csrf: token, email: "redaktion@example.org", password: "festival" }),
  });
  expect(login.status).toBe(303);
  const session = login.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("festival-session="))!;
  return { cookie: `${csrf}; ${session}`, token };
}

test("an editor's published change and its published undo show to the next visitor, past the page cache", async ({ baseURL }) => {
  const base = baseURL!;
  const { cookie, token } = await editorCookies(base);
  const api = (path: string, body?: unknown, origin = base) =>
    fetch(`${base}/de/pageeditor-api/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Cookie: cookie, Origin: origin, "X-CSRFToken": token, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const home = (await (await api("page/")).json()) as { id: number; modules: { slug: string }[] };
  const slug = home.modules[0]!.slug;
  const section = (await (await api(`container/by-slug/${slug}/`)).json()) as { id: number };

  const visit = () => fetch(`${base}/de`);
  // Another worker's edit may empty the cache between two visits: visit until the answer is a hit.
  let cached = await visit();
  for (let visits = 1; visits < 5 && cached.headers.get("x-page-cache") !== "hit"; visits++) cached = await visit();
  expect(cached.headers.get("x-page-cache")).toBe("hit");
  const title = `Neu vom Editor ${Date.now()}`;
  expect(await cached.text()).not.toContain(title);

  const refused = await api("modules/", { section: section.id, column: 0, position: 0, type: "headline", fields: { headline_level: 2, content: title } }, "https://evil.example");
  expect(refused.status).toBe(403);
  const added = await api("modules/", { section: section.id, column: 0, position: 0, type: "headline", fields: { headline_level: 2, content: title } });
  expect(added.status).toBe(201);
  expect(added.headers.get("cache-control")).toBe("private, no-store");
  expect(await added.json()).toMatchObject({ ok: true, section: { id: section.id } });
  // A draft: the visitor's page stays as it was until the editor publishes.
  expect(await (await visit()).text()).not.toContain(title);
  const publish = async () => {
    const draft = (await (await api(`pages/${home.id}/draft/`)).json()) as { revision: number };
    const published = await api(`pages/${home.id}/publish/`, { revision: draft.revision });
    expect(published.status).toBe(200);
  };
  await publish();
  await expect.poll(async () => (await visit()).text()).toContain(title);

  const undone = await api("undo/", { page: home.id });
  expect(undone.status).toBe(200);
  expect(await (await visit()).text()).toContain(title);
  await publish();
  await expect.poll(async () => (await visit()).text()).not.toContain(title);
  expect((await api("undo/", { page: 999999 })).status).toBe(409);
});
