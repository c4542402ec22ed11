import { createElement } from "react";
import { RichText } from "../rich-text";
import { anchorId, bool, cx, str, type ModuleProps } from "./field-readers";

/** H2–H6 with preline and subline; the anchor makes it a jump target. */
export function HeadlineModule({ fields }: ModuleProps) {
  const level = Math.min(6, Math.max(2, Math.round(Number(fields.headline_level)) || 2));
  const preline = str(fields.preline);
  const subline = str(fields.subline);
  const content = str(fields.content);
  if (!content) return null;
  return (
    <hgroup className={cx("module module-headline", `module-headline--h${level}`)} id={anchorId(fields.anchor)}>
      {preline ? <p className="preline">{preline}</p> : null}
      {createElement(`h${level}`, null, content)}
      {subline ? <p className="subline">{subline}</p> : null}
    </hgroup>
  );
}

/** Rich text (Lexical JSON, rendered by the walker; never raw HTML). */
export function TextModule({ fields }: ModuleProps) {
  return (
    <div className={cx("module module-text", bool(fields.decrease_distance) && "module--tight")} id={anchorId(fields.anchor)}>
      <RichText value={fields.content} />
    </div>
  );
}

/** A quotation with its author. Content may be plain text or rich text. */
export function QuoteModule({ fields }: ModuleProps) {
  const author = str(fields.author);
  const plain = typeof fields.content === "string" ? fields.content.trim() : "";
  return (
    <figure className="module module-quote" id={anchorId(fields.anchor)}>
      <blockquote>{plain ? <p>{plain}</p> : <RichText value={fields.content} />}</blockquote>
      {author ? (
        <figcaption>
          <cite>{author}</cite>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The editor's HTML block, as given: trusted editor markup (inline scripts stay blocked by the CSP). */
export function HtmlModule({ fields }: ModuleProps) {
  const html = typeof fields.html_code === "string" ? fields.html_code : "";
  if (!html.trim()) return null;
  return <div className="module module-html" id={anchorId(fields.anchor)} dangerouslySetInnerHTML={{ __html: html }} />;
}
