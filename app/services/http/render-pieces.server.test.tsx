import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOneString, renderPieces, writeJoined } from "./render-pieces.server";

/** React's development build warns on every `renderToNodeStream`; the production build, which the site runs, does not. */
function quietDeprecation() {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
}

function Programme({ events }: { events: number }) {
  return (
    <html lang="de">
      <body>
        <h1>Programm – Lesezeichen</h1>
        <ul>
          {Array.from({ length: events }, (_, i) => (
            <li key={i} className="event-card">
              <a href={`/de/programm/lesung-${i}/${i}`}>{`„Füchsin“ – Lesung Nr. ${i} 📚`}</a> <span>10:00 Uhr</span> <em>{`${i},50 €`}</em>
            </li>
          ))}
        </ul>
      </body>
    </html>
  );
}

const never = new Promise<never>(() => undefined);
function Stuck(): never {
  throw never;
}
function Broken(): never {
  throw new Error("the list could not render");
}

describe("renderPieces", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives React's markup piece by piece, the same as its string renderer's", () => {
    quietDeprecation();
    const pieces = renderPieces(<Programme events={50} />);
    expect(pieces!.length).toBeGreaterThan(500);
    expect(pieces!.join("")).toBe(renderToString(<Programme events={50} />));
  });

  it("gives null for a page with a part that waits, a part that fails, or a failure outside every part, and leaves no error behind", async () => {
    quietDeprecation();
    const unhandled = vi.fn();
    process.on("uncaughtException", unhandled);
    try {
      for (const part of [<Stuck key="stuck" />, <Broken key="broken" />]) {
        expect(renderPieces(<main><Suspense fallback={<p>…</p>}>{part}</Suspense></main>)).toBeNull();
        expect(renderOneString(<main><Suspense fallback={<p>…</p>}>{part}</Suspense></main>)).toBeNull();
      }
      expect(renderPieces(<main><Broken /></main>)).toBeNull();
      expect(renderOneString(<main><Broken /></main>)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("uncaughtException", unhandled);
    }
  });

  it("renders again after a page that did not render whole", () => {
    quietDeprecation();
    expect(renderPieces(<main><Broken /></main>)).toBeNull();
    expect(renderPieces(<p>Lesung</p>)?.join("")).toBe("<p>Lesung</p>");
  });
});

describe("writeJoined", () => {
  it("joins a long page into strings of at most 30,000 units, a longer piece alone, in order", () => {
    quietDeprecation();
    const pieces = renderPieces(<Programme events={1500} />)!;
    const written: string[] = [];
    writeJoined(pieces, (text) => written.push(text));
    expect(written.join("")).toBe(renderToString(<Programme events={1500} />));
    expect(written.join("").length).toBeGreaterThan(140_000);
    expect(written.length).toBeGreaterThan(4);
    for (const text of written) expect(text.length).toBeLessThanOrEqual(30_000);
  });

  it("writes a piece longer than a run alone, and a short last piece after it", () => {
    const written: string[] = [];
    writeJoined(["a".repeat(20_000), "b".repeat(9_000), "c".repeat(40_000), "d"], (text) => written.push(text));
    expect(written.map((text) => `${text[0]}×${text.length}`)).toEqual(["a×29000", "c×40000", "d×1"]);
  });
});
