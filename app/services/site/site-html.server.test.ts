import { describe, expect, it } from "vitest";
import { cleanSiteHtml, disallowedInSiteHtml, renderableSiteHtml } from "./site-html.server";

describe("the site HTML allow-list", () => {
  it("keeps ordinary footer HTML as it is", () => {
    const html = '<p class="x">© Verein <a href="https://example.org" rel="noopener">Link</a> <a href="mailto:a@example.org">Mail</a> <a href="/de/impressum">Impressum</a></p>';
    expect(cleanSiteHtml(html)).toBe(html);
    expect(disallowedInSiteHtml(html)).toEqual([]);
  });

  it("removes scripts, event attributes, style and javascript: addresses, and names them", () => {
    const html = '<p>Hallo<script>alert(1)</script></p><img src="x.png" onerror="alert(2)" alt=""><a href="javascript:alert(3)">x</a><a href=" JaVa\tScRiPt:alert(4)">y</a><div style="position:fixed">z</div><iframe src="https://evil.example"></iframe>';
    const clean = cleanSiteHtml(html);
    expect(clean).not.toMatch(/script|onerror|alert|style|iframe/i);
    expect(clean).toContain("<p>Hallo</p>");
    expect(clean).toContain('<img src="x.png" alt="" />');
    expect(disallowedInSiteHtml(html).sort()).toEqual(["<iframe>", "<script>", "javascript:", "onerror=", "style="].sort());
  });

  it("refuses protocol-relative and data: images", () => {
    expect(disallowedInSiteHtml('<img src="//evil.example/x.png"><img src="data:image/png;base64,AAAA">')).toEqual(["//", "data:"]);
    expect(cleanSiteHtml('<img src="data:image/png;base64,AAAA">')).toBe("<img />");
  });

  it("cleans on render, also an old dirty row", () => {
    expect(renderableSiteHtml('<p onclick="x()">A</p><script>bad()</script>')).toBe("<p>A</p>");
    expect(renderableSiteHtml(null)).toBeNull();
    expect(renderableSiteHtml("")).toBe("");
  });
});
