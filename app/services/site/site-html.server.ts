/**
 * The one allow-list for the HTML blocks of the site settings (header, footer top, bottom and logos).
 * On save a block with anything outside the list is refused, naming what is not allowed; on render
 * every block passes the same list, so an older, dirtier row never reaches a visitor unfiltered.
 *
 * Allowed: text structure (paragraphs, headings, lists, links, images, emphasis), `class` everywhere,
 * links and images with http(s), mailto and tel addresses or site paths, `meta` name/content (the
 * header block). Never: scripts, styles, frames, forms, event attributes (`on…`), `style`, `javascript:`.
 */
import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = [
  "a", "abbr", "address", "b", "blockquote", "br", "div", "em", "figcaption", "figure", "h2", "h3", "h4", "hr", "i",
  "img", "li", "meta", "ol", "p", "small", "span", "strong", "sub", "sup", "u", "ul",
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  "*": ["class", "title", "lang"],
  a: ["href", "rel", "target", "aria-label"],
  img: ["src", "alt", "width", "height", "loading"],
  meta: ["name", "content"],
};

const ALLOWED_SCHEMES = ["http", "https", "mailto", "tel"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

/** The block with everything outside the allow-list removed. */
export function cleanSiteHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const rendered = new Map<string, string>();
const RENDER_CACHE = 64;

/** `cleanSiteHtml` for rendering: the blocks rarely change, so recent answers are kept. */
export function renderableSiteHtml(html: string | null): string | null {
  if (!html) return html;
  const known = rendered.get(html);
  if (known !== undefined) return known;
  const clean = cleanSiteHtml(html);
  if (rendered.size >= RENDER_CACHE) rendered.delete(rendered.keys().next().value!);
  rendered.set(html, clean);
  return clean;
}

function schemeOf(value: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const match = /^([a-z][a-z0-9+.-]*):/i.exec([...value].filter((char) => char.charCodeAt(0) > 0x20).join(""));
  return match ? match[1]!.toLowerCase() : null;
}

/** What the allow-list would remove from `html`: tags as `<tag>`, attributes as `attr=`, schemes as `scheme:`. */
export function disallowedInSiteHtml(html: string): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag(name, attribs) {
      if (!ALLOWED_TAGS.includes(name)) {
        found.add(`<${name}>`);
        return;
      }
      const allowed = [...ALLOWED_ATTRIBUTES["*"]!, ...(ALLOWED_ATTRIBUTES[name] ?? [])];
      for (const [attribute, value] of Object.entries(attribs)) {
        if (!allowed.includes(attribute)) found.add(`${attribute}=`);
        else if (attribute === "href" || attribute === "src") {
          const scheme = schemeOf(value);
          const schemes = name === "img" ? ["http", "https"] : ALLOWED_SCHEMES;
          if (scheme !== null && !schemes.includes(scheme)) found.add(`${scheme}:`);
          else if (value.trim().startsWith("//")) found.add("//");
        }
      }
    },
  });
  return [...found];
}
