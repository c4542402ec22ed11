import { expect, test } from "@playwright/test";
import { startServerPair, type ServerPair } from "./support/server-pair";

// Rate limits and revoked sessions live in the database, so they hold across server processes:
// two production servers on one PostgreSQL database, requests spread over both (plain HTTP, no browser).
const pgServer = process.env.TEST_DATABASE_URL;
test.describe.configure({ mode: "serial" });
test.skip(!pgServer, "needs a PostgreSQL server (TEST_DATABASE_URL)");
/** Browser-less: once is enough (project js-on). */
const runsHere = (project: string) => project === "js-on";

let pair: ServerPair | undefined;
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000);
  if (pgServer && runsHere(info.project.name)) pair = await startServerPair(pgServer);
});
test.afterAll(async () => pair?.stop());

/** A visitor of one server: the CSRF cookie and token of its login page. */
async function loginForm(base: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/de/login`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("csrftoken="))!;
  const token = /name="csrf" value="([^"]+)"/.exec(await res.text())![1]!;
  return { cookie, token };
}

async function post(base: string, path: string, cookie: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

async function logIn(base: string, password: string): Promise<Response> {
  const { cookie, token } = await loginForm(base);
  return post(base, "/de/login", cookie, { csrf: token, email: "redaktion@example.org", password });
}

test("a logout on one server revokes the session on the other, and the login limit counts both", async ({}, info) => {
  test.skip(!runsHere(info.project.name), "browser-less; runs in js-on");
  const [a, b] = pair!.urls;
  const login = await logIn(a, "festival");
  expect(login.status).toBe(303);
  const session = login.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("festival-session="))!;
  expect(session).toBeTruthy();

  const profileOn = (base: string) => fetch(`${base}/de/user/profile`, { redirect: "manual", headers: { Cookie: session } });
  expect((await profileOn(b)).status).toBe(200);
  const editorOn = (base: string) => fetch(`${base}/de/pageeditor-api/user`, { headers: { Cookie: session } });
  expect((await editorOn(b)).status).toBe(200);

  const { cookie: csrf, token } = await loginForm(a);
  const logout = await post(a, "/de/logout", `${csrf}; ${session}`, { csrf: token });
  expect(logout.status).toBe(303);
  // The copied cookie, sent to the other process: logged out there too.
  const after = await profileOn(b);
  expect(after.status).toBe(302);
  expect(after.headers.get("Location")).toBe("/de/login?redirectTo=%2Fde%2Fuser%2Fprofile");
  expect((await editorOn(b)).status).toBe(401);

  // Wrong passwords from one address, alternating between the servers: 10 attempts a minute in all
  // (the login above was the first), then 429 on either.
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await logIn(i % 2 === 0 ? b : a, "falsch")).status);
  expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
  expect(statuses.slice(9)).toEqual([429, 429, 429]);
});
