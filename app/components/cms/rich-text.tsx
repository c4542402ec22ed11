import { createElement, type ReactNode } from "react";
import { parseRichText, safeLinkUrl, TEXT_FORMAT, type LexicalNode } from "~/lib/rich-text";

const HEADING_TAGS = new Set(["h2", "h3", "h4", "h5", "h6"]);

function formatText(node: LexicalNode, key: number): ReactNode {
  const format = typeof node.format === "number" ? node.format : 0;
  let out: ReactNode = node.text ?? "";
  if (format & TEXT_FORMAT.code) out = <code>{out}</code>;
  if (format & TEXT_FORMAT.highlight) out = <mark>{out}</mark>;
  if (format & TEXT_FORMAT.subscript) out = <sub>{out}</sub>;
  if (format & TEXT_FORMAT.superscript) out = <sup>{out}</sup>;
  if (format & TEXT_FORMAT.strikethrough) out = <s>{out}</s>;
  if (format & TEXT_FORMAT.underline) out = <u>{out}</u>;
  if (format & TEXT_FORMAT.italic) out = <em>{out}</em>;
  if (format & TEXT_FORMAT.bold) out = <strong>{out}</strong>;
  return <span key={key}>{out}</span>;
}

function children(node: LexicalNode): ReactNode[] {
  return (node.children ?? []).map((child, index) => renderNode(child, index));
}

/** One Lexical node as React, recursively. Unknown nodes keep their children; nothing becomes raw HTML. */
function renderNode(node: LexicalNode, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return formatText(node, key);
    case "linebreak":
      return <br key={key} />;
    case "tab":
      return <span key={key}>{"\t"}</span>;
    case "paragraph":
      return <p key={key}>{children(node)}</p>;
    case "heading": {
      // The page's h1 is the page title; rich text starts at h2.
      const tag = node.tag && HEADING_TAGS.has(node.tag) ? node.tag : "h2";
      return createElement(tag, { key }, children(node));
    }
    case "quote":
      return <blockquote key={key}>{children(node)}</blockquote>;
    case "list":
      return node.listType === "number" ? <ol key={key}>{children(node)}</ol> : <ul key={key}>{children(node)}</ul>;
    case "listitem":
      return <li key={key}>{children(node)}</li>;
    case "horizontalrule":
      return <hr key={key} />;
    case "link":
    case "autolink": {
      const url = safeLinkUrl(node.url);
      if (!url) return <span key={key}>{children(node)}</span>;
      const newTab = node.target === "_blank";
      return (
        <a key={key} href={url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {children(node)}
        </a>
      );
    }
    default:
      return node.children ? <span key={key}>{children(node)}</span> : null;
  }
}

/** Renders stored Lexical JSON on the server and in the browser alike. */
export function RichText({ value, className }: { value: unknown; className?: string }) {
  const state = parseRichText(value);
  if (!state) return null;
  return <div className={className ?? "rich-text"}>{state.root.children?.map((node, i) => renderNode(node, i))}</div>;
}
