import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

// What the markup tells the one listener of LinkNavigation: which links it follows and how.
describe("Link", () => {
  it("marks a page of the site, with how to follow it", () => {
    expect(renderToStaticMarkup(<Link to="/de/programm" className="x">Programm</Link>)).toBe('<a class="x" data-page="" href="/de/programm">Programm</a>');
    expect(renderToStaticMarkup(<Link to="?day=2026-11-21" prefetch="intent" replace preventScrollReset>Tag</Link>)).toBe(
      '<a data-page="" data-prefetch="intent" data-replace="" data-keep-scroll="" href="?day=2026-11-21">Tag</a>',
    );
  });

  it("leaves outside addresses and whole-document loads to the browser", () => {
    for (const to of ["https://www.example.org/", "//cdn.example.org/x", "mailto:info@example.org"]) {
      expect(renderToStaticMarkup(<Link to={to} prefetch="intent" replace>x</Link>)).toBe(`<a href="${to}">x</a>`);
    }
    expect(renderToStaticMarkup(<Link to="/webshop/cart" reloadDocument preventScrollReset>x</Link>)).toBe('<a href="/webshop/cart">x</a>');
  });
});
