import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOneString, renderPieces } from "./render-pieces.server";

/** React's development build warns on every `renderToNodeStream`; the production build, which the site runs, does not. */
function quietDeprecation() {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
}

function Programme({ events, note = "" }: { events: number; note?: string }) {
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
        <p>{note}</p>
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

  it("gives React's markup, the same as its string renderer's", () => {
    quietDeprecation();
    expect(renderPieces(<Programme events={50} />)!.join("")).toBe(renderToString(<Programme events={50} />));
  });

  it("joins a long page into runs of at most 30,000 units, a longer piece alone, in order", () => {
    quietDeprecation();
    const note = "Ä".repeat(45_000);
    const runs = renderPieces(<Programme events={1500} note={note} />)!;
    expect(runs.join("")).toBe(renderToString(<Programme events={1500} note={note} />));
    expect(runs.join("").length).toBeGreaterThan(190_000);
    expect(runs.length).toBeGreaterThan(6);
    expect(runs.filter((run) => run.length > 30_000)).toEqual([note]);
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
    expect(renderPieces(<p>Lesung</p>)).toEqual(["<p>Lesung</p>"]);
    expect(renderPieces(null)).toEqual([]);
  });
});
