import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument } from "./document-render.server";

const never = new Promise<never>(() => undefined);

/** A part of the page whose data never arrives (a render that outlasts the time limit). */
function Stuck(): never {
  throw never;
}

function Broken(): never {
  throw new Error("the list could not render");
}

function page(part: JSX.Element) {
  return (
    <html lang="de">
      <body>
        <h1>Programm</h1>
        <Suspense fallback={<p>…</p>}>{part}</Suspense>
      </body>
    </html>
  );
}

/** `onPass` is told of every render pass (the page's element is made once per pass). */
function render(part: JSX.Element, { allReady, path = "/de/programm", onPass }: { allReady: boolean; path?: string; onPass?: () => void }) {
  const pageForPass = () => {
    onPass?.();
    return page(part);
  };
  return renderDocument(pageForPass, {
    request: new Request(`http://localhost${path}`),
    status: 200,
    headers: new Headers(),
    nonce: undefined,
    allReady,
    timeoutMs: 100,
    cacheControl: (status, headers) => headers.set("Cache-Control", status >= 500 ? "private, no-store" : "public, s-maxage=60"),
  });
}

/** What the server logs as reported errors (monitoring.server.ts logs every report). */
function reports() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () => spy.mock.calls.filter(([tag]) => tag === "[error]").map((call) => String(call[1]));
}

describe("renderDocument", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers a whole-document render that outlasts the limit with 503 and Retry-After, and reports it", async () => {
    const reported = reports();
    const response = await render(<Stuck />, { allReady: true });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toMatch(/Bitte versuchen Sie es in ein paar Sekunden noch einmal/);
    expect(reported()).toEqual([expect.stringMatching(/Render aborted after 100 ms; answered 503/)]);
  });

  it("answers English pages in English", async () => {
    reports();
    const response = await render(<Stuck />, { allReady: true, path: "/en/programme" });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/Please try again in a few seconds/);
  });

  it("reports a render error that happens before the answer starts, and answers 500", async () => {
    const reported = reports();
    const response = await render(<Broken />, { allReady: true });
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(reported()).toEqual([expect.stringMatching(/the list could not render/)]);
  });

  it("sends browsers the shell with what never arrived left to them, in one answer, and reports the abort", async () => {
    const reported = reports();
    const response = await render(<Stuck />, { allReady: false });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Programm</h1>");
    expect(reported()).toEqual([expect.stringMatching(/Render aborted after 100 ms \(the shell is sent, the rest left to the browser\)/)]);
  });

  it("answers a long page in one piece, not chunk by chunk", async () => {
    reports();
    const rows = Array.from({ length: 400 }, (_, i) => <p key={i}>{`Lesung Nummer ${i} im großen Saal`}</p>);
    for (const allReady of [true, false]) {
      const response = await render(<>{rows}</>, { allReady });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first.length).toBeGreaterThan(12_000);
      expect(first).toContain("Lesung Nummer 399");
      expect(first).toMatch(/<\/html>$/);
      expect((await reader.read()).done).toBe(true);
    }
  });

  it("renders a page that waits for nothing in one pass, with the doctype the stream renderer writes", async () => {
    reports();
    let passes = 0;
    const response = await render(<p>Lesung</p>, { allReady: false, onPass: () => passes++ });
    expect(passes).toBe(1);
    expect(await response.text()).toBe('<!DOCTYPE html><html lang="de"><body><h1>Programm</h1><!--$--><p>Lesung</p><!--/$--></body></html>');
  });

  it("sends every character as UTF-8, whatever its width: umlauts, dashes, the euro sign, emoji", async () => {
    reports();
    const text = "Füchsin – 12,50 € „Lesung“ 📚 ß";
    const response = await render(<p>{text}</p>, { allReady: false });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(Buffer.from(`<!DOCTYPE html><html lang="de"><body><h1>Programm</h1><!--$--><p>${text}</p><!--/$--></body></html>`))).toBe(true);
  });

  it("keeps each answer's bytes its own while later pages are rendered before it is sent", async () => {
    reports();
    const first = await render(<p>Füchsin – erste Seite</p>, { allReady: false });
    const second = await render(<p>Krokodil</p>, { allReady: false });
    expect(await first.text()).toBe('<!DOCTYPE html><html lang="de"><body><h1>Programm</h1><!--$--><p>Füchsin – erste Seite</p><!--/$--></body></html>');
    expect(await second.text()).toBe('<!DOCTYPE html><html lang="de"><body><h1>Programm</h1><!--$--><p>Krokodil</p><!--/$--></body></html>');
  });

  it("renders again with the stream renderer when a part fails, and reports the failure", async () => {
    const reported = reports();
    let passes = 0;
    const response = await render(<Broken />, { allReady: false, onPass: () => passes++ });
    expect(passes).toBe(2);
    expect(response.status).toBe(500);
    expect(reported()).toEqual([expect.stringMatching(/the list could not render/)]);
  });

  it("renders a page without trouble as before", async () => {
    const reported = reports();
    const response = await render(<p>Lesung</p>, { allReady: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<p>Lesung</p>");
    expect(reported()).toEqual([]);
  });
});
