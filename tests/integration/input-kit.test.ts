// Every action reads its method and body through the input kit (app/services/http/input.server.ts): a
// method, Content-Type, size or syntax it cannot take answers a clear 4xx with a message — the error
// page for a page's form, JSON for a resource route — and never a 500; nothing is changed.
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CSRF_FIELD } from "~/lib/csrf";
import { pagedAnswer } from "~/lib/schemas/common";
import { loader as articles } from "~/routes/api/articles";
import { loader as events } from "~/routes/api/events";
import { loader as productions } from "~/routes/api/productions";
import { loader as searchAll } from "~/routes/api/search-all";
import { action as alertDismissal } from "~/routes/api/alert-dismissal";
import { action as noticeDismissal } from "~/routes/api/notice-dismissal";
import { action as consent } from "~/routes/api/consent";
import { action as errorLog } from "~/routes/api/dashboard-error-log";
import { action as formEntries } from "~/routes/api/form-entries";
import { action as shopCart } from "~/routes/api/shop-cart";
import { action as cmsPage } from "~/routes/cms-page";
import { action as login } from "~/routes/login";
import { action as logout } from "~/routes/logout";
import { action as webshopCart } from "~/routes/webshop-cart";
import { createTestDatabases, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

type Action = (args: ActionFunctionArgs) => unknown;

interface Sent {
  method?: string;
  type?: string | null;
  body?: BodyInit | null;
  headers?: Record<string, string>;
}

/** A same-origin request with a valid CSRF cookie and header, as the site's own pages send it. */
function args(path: string, { method = "POST", type = null, body = null, headers = {} }: Sent): ActionFunctionArgs {
  const csrf = testCsrf();
  const all = new Headers({ Origin: TEST_ORIGIN, Cookie: csrf.cookie, "X-CSRFToken": csrf.token, ...headers });
  if (type !== null) all.set("Content-Type", type);
  const request = new Request(new URL(path, TEST_ORIGIN), { method, headers: all, body, duplex: "half" } as RequestInit);
  return { request, params: {}, context: { ...TEST_CONTEXT, clientIp: `input-${Math.random()}` } };
}

/** A body of `bytes` bytes sent as a chunked stream (no Content-Length); `pulled()` is what was read. */
function chunked(bytes: number) {
  let pulled = 0;
  const chunk = new TextEncoder().encode("a=".padEnd(16 * 1024, "x"));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

/** The message of a refusal: `{error}` of a JSON answer, `{message}` of the error page's data. */
const messageOf = (data: unknown) => {
  const d = data as { error?: string; message?: string } | null;
  return d?.error ?? d?.message ?? "";
};

describe.each(createTestDatabases())("the input kit on the real routes on $name", (engine) => {
  setupDatabase(engine, { seed: true });

  const PAGE_FORMS: [string, string, Action][] = [
    ["login", "/de/login", login],
    ["logout", "/de/logout", logout],
    ["cart", "/webshop/cart", webshopCart],
    ["CMS form", "/de/kontakt", cmsPage],
  ];
  const API_FORMS: [string, string, Action][] = [
    ["consent", "/api/consent/", consent],
    ["alert dismissal", "/api/alert-dismissal/", alertDismissal],
    ["notice dismissal", "/api/notice-dismissal/", noticeDismissal],
  ];
  const API_JSON: [string, string, Action][] = [
    ["error log", "/api/dashboard-error-log/", errorLog],
    ["form entries", "/de/api/forms-entries/", formEntries],
    ["shop cart", "/api/shop-cart/", shopCart],
  ];

  it("a page's form answers 415 for a body that is not a form (text/plain, JSON), as the error page with a message", async () => {
    for (const [name, path, action] of PAGE_FORMS) {
      for (const type of ["text/plain", "application/json", null]) {
        const res = await settle(() => action(args(path, { type, body: "email=a@b.at&password=x" })));
        expect([name, type, res.status, res.thrown]).toEqual([name, type, 415, true]);
        expect(messageOf(res.data)).toMatch(/Send the form as/);
      }
    }
  });

  it("a page's form answers 405 with Allow for another method (PUT /webshop/cart …)", async () => {
    for (const [name, path, action] of PAGE_FORMS) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const res = await settle(() => action(args(path, { method, type: "application/x-www-form-urlencoded", body: "intent=x" })));
        expect([name, method, res.status]).toEqual([name, method, 405]);
        expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
        expect(messageOf(res.data)).toMatch(new RegExp(`Method ${method} is not allowed`));
      }
    }
  });

  it("a form over the limit, sent chunked, answers 413 after reading no more than the limit and closes the connection", async () => {
    for (const [name, path, action] of [...PAGE_FORMS, ...API_FORMS]) {
      const sent = chunked(50 * 1024 * 1024);
      const res = await settle(() => action(args(path, { type: "application/x-www-form-urlencoded", body: sent.body })));
      expect([name, res.status]).toEqual([name, 413]);
      expect(res.headers.get("Connection")).toBe("close");
      // The limit (1 MiB) and what the stream buffers ahead, not the 50 MiB sent.
      expect(sent.pulled()).toBeLessThanOrEqual(1024 * 1024 + 128 * 1024);
    }
  });

  it("a resource route's form answers JSON 415, 405 with Allow, and 400 for a malformed multipart body", async () => {
    for (const [name, path, action] of API_FORMS) {
      const plain = await settle(() => action(args(path, { type: "text/plain", body: "intent=decline" })));
      expect([name, plain.status]).toEqual([name, 415]);
      expect(messageOf(plain.data)).toMatch(/Send the form as/);
      const put = await settle(() => action(args(path, { method: "PUT", type: "application/x-www-form-urlencoded", body: "intent=decline" })));
      expect([name, put.status, put.headers.get("Allow")]).toEqual([name, 405, "POST"]);
      const broken = await settle(() => action(args(path, { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nnot a part" })));
      expect([name, broken.status]).toEqual([name, 400]);
      expect(messageOf(broken.data)).toMatch(/malformed/);
    }
  });

  it("a JSON route answers 400 for malformed JSON, 415 for another Content-Type and 405 with Allow for another method", async () => {
    for (const [name, path, action] of API_JSON) {
      const malformed = await settle(() => action(args(path, { type: "application/json", body: '{"url": ' })));
      expect([name, malformed.status]).toEqual([name, 400]);
      expect(messageOf(malformed.data)).toMatch(/not valid JSON/);
      const form = await settle(() => action(args(path, { type: "application/x-www-form-urlencoded", body: "url=x" })));
      expect([name, form.status]).toEqual([name, 415]);
      const notUtf8 = await settle(() => action(args(path, { type: "application/json", body: new Uint8Array([0x22, 0xff, 0x22]) })));
      expect([name, notUtf8.status]).toEqual([name, 400]);
      const put = await settle(() => action(args(path, { method: "PUT", type: "application/json", body: "{}" })));
      expect([name, put.status, put.headers.get("Allow")]).toEqual([name, 405, "POST"]);
    }
  });

  it("a valid form still goes through (logout with its CSRF field)", async () => {
    const csrf = testCsrf();
    const request = new Request(new URL("/de/logout", TEST_ORIGIN), {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: csrf.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf.token }),
    });
    const res = await settle(() => logout({ request, params: {}, context: TEST_CONTEXT }));
    expect(res.status).toBe(303);
  });

  it("every paged list answers the one paged shape, and refuses a page or id outside 1..999999999", async () => {
    const Paged = pagedAnswer(z.object({ id: z.number().int().positive() }).passthrough());
    const lists: [string, (args: ReturnType<typeof loaderArgs>) => unknown][] = [
      ["/de/api/articles/?page=1", articles],
      ["/de/api/events/?page=1&page_size=2", events],
      ["/de/api/productions/?page=1", productions],
      ["/api/search/?query=a&page=1", searchAll],
    ];
    for (const [url, loader] of lists) {
      const res = await settle(() => loader(loaderArgs(url)));
      expect([url, res.status]).toEqual([url, 200]);
      const parsed = Paged.safeParse(res.data);
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
      for (const page of ["0", "01", "-1", "1000000000", "1.5"]) {
        const bad = await settle(() => loader(loaderArgs(url.replace("page=1", `page=${page}`))));
        expect([url, page, bad.status]).toEqual([url, page, 400]);
      }
    }
  });
});
