import { Suspense, useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoBlock, useReturnTo } from "./markup-memo";
import { NonceProvider, useNonce } from "~/components/nonce";
import { forgetKeptBlocks } from "~/services/http/markup-memo.server";
import { renderPieces } from "~/services/http/render-pieces.server";

/** How often the block's content rendered (a kept block's content does not). */
let contentRenders = 0;

/** A header-like block: an id of React's, a form back to the page, an inline script with the nonce. */
function Top({ title }: { title: string }) {
  contentRenders++;
  const id = useId();
  const returnTo = useReturnTo();
  const nonce = useNonce();
  return (
    <header>
      <label htmlFor={id}>{`Suche „${title}“`}</label>
      <input id={id} name="q" />
      <form method="post" action="/api/consent/">
        <input type="hidden" name="returnTo" value={returnTo} />
      </form>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "window.x=1;" }} />
    </header>
  );
}

function Page({ url, title = "Lesezeichen", nonce = "n0nce+/=", before = null, after = <main>Programm</main>, block }: { url: string; title?: string; nonce?: string; before?: ReactNode; after?: ReactNode; block?: ReactNode }) {
  return (
    <NonceProvider value={nonce}>
      <StaticRouter location={url}>
        <div id="app">
          {before}
          {block ?? (
            <MemoBlock name="top" inputs={{ title }}>
              <Top title={title} />
            </MemoBlock>
          )}
          {after}
        </div>
      </StaticRouter>
    </NonceProvider>
  );
}

/** The page as the one-pass render gives it (with the memo) and as React renders it without one. */
function both(page: JSX.Element) {
  return { memo: renderPieces(page)?.join("") ?? null, plain: renderToString(page) };
}

describe("the block memo", () => {
  beforeEach(() => {
    forgetKeptBlocks();
    contentRenders = 0;
    // React's development build warns on every `renderToNodeStream`; the production build does not.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("gives a block's markup again for the same inputs, with each request's return address and nonce, as React renders the page", () => {
    const first = both(<Page url="/de/programm?tag=1" />);
    expect(first.memo).toBe(first.plain);
    expect(contentRenders).toBe(2); // once for the memo, once for the plain render

    const second = both(<Page url={`/de/programm?a=1&b="x"&c='y'<z>`} nonce="other+nonce" />);
    expect(second.memo).toBe(second.plain);
    expect(contentRenders).toBe(3); // the memo's render took the kept markup
    expect(second.memo).toContain('value="/de/programm?a=1&amp;b=&quot;x&quot;&amp;c=&#x27;y&#x27;&lt;z&gt;"');
    expect(second.memo).toContain('nonce="other+nonce"');
    expect(second.memo).not.toMatch(/[\uE000\uE001]/);
  });

  it("renders the block again when its inputs differ", () => {
    both(<Page url="/de" title="Lesezeichen" />);
    const other = both(<Page url="/de" title="Bücherfest" />);
    expect(other.memo).toBe(other.plain);
    expect(other.memo).toContain("Suche „Bücherfest“");
    expect(contentRenders).toBe(4);
  });

  it("keeps a block apart by its place in the page, where React's ids inside it differ", () => {
    const block = (
      <MemoBlock name="top" inputs={{ title: "Lesezeichen" }}>
        <Top title="Lesezeichen" />
      </MemoBlock>
    );
    both(<Page url="/de" block={block} />);
    const deeper = both(<Page url="/de" block={<section>{[<p key="a">Davor</p>, <div key="b">{block}</div>]}</section>} />);
    expect(deeper.memo).toBe(deeper.plain);
    expect(contentRenders).toBe(4);
  });

  it("keeps a page without a nonce apart from one with a nonce", () => {
    both(<Page url="/de" />);
    const { memo, plain } = both(
      <StaticRouter location="/de">
        <MemoBlock name="top" inputs={{ title: "Lesezeichen" }}>
          <Top title="Lesezeichen" />
        </MemoBlock>
      </StaticRouter>,
    );
    expect(memo).toBe(plain);
    expect(memo).not.toContain("nonce");
  });

  it("drops the text separator its marks would cause after the block, and is the same markup", () => {
    for (const url of ["/de/a", "/de/b"]) {
      const { memo, plain } = both(<Page url={url} before={<p>Vorher</p>} after="Danach ohne Element" />);
      expect(memo).toBe(plain);
    }
    expect(contentRenders).toBe(3);
  });

  it("leaves the page to the stream renderer when text comes right before the block", () => {
    expect(renderPieces(<Page url="/de" before="Text davor" />)).toBeNull();
  });

  it("keeps nothing of a block that ends with text", () => {
    const page = (
      <Page
        url="/de"
        block={
          <MemoBlock name="top" inputs={1}>
            <Top title="x" />
            endet mit Text
          </MemoBlock>
        }
      />
    );
    expect(renderPieces(page)).toBeNull();
    expect(renderPieces(page)).toBeNull();
    expect(contentRenders).toBe(2);
  });

  it("keeps nothing of a block with a part that failed or waits", () => {
    let failing = true;
    function Flaky() {
      if (failing) throw new Error("the opening hours could not be read");
      return <p>Heute geöffnet</p>;
    }
    function Waiting(): never {
      throw new Promise<never>(() => undefined);
    }
    const page = (part: ReactNode) => (
      <Page
        url="/de"
        block={
          <MemoBlock name="top" inputs={1}>
            <header>
              <Suspense fallback={<p>…</p>}>{part}</Suspense>
            </header>
          </MemoBlock>
        }
      />
    );
    expect(renderPieces(page(<Waiting />))).toBeNull();
    expect(renderPieces(page(<Flaky />))).toBeNull();
    failing = false;
    const { memo, plain } = both(page(<Flaky />));
    expect(memo).toBe(plain);
    expect(memo).toContain("Heute geöffnet");
  });

  it("keeps nothing of a block whose return address reached the markup in another form", () => {
    function Encoded() {
      return <a href={`/de/login?back=${encodeURIComponent(useReturnTo())}`}>Anmelden</a>;
    }
    const page = (url: string) => (
      <Page
        url={url}
        block={
          <MemoBlock name="login" inputs={1}>
            <Encoded />
          </MemoBlock>
        }
      />
    );
    expect(renderPieces(page("/de/a"))).toBeNull();
    const { memo, plain } = both(page("/de/b"));
    expect(memo).toBeNull();
    expect(plain).toContain("back=%2Fde%2Fb");
  });
});
