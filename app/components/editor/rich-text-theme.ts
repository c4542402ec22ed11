/**
 * The rich-text editor's Lexical theme: plain class names (styled in app/styles/editor-rich-text.css),
 * so the text in the editor looks like the text on the page.
 */
import type { EditorThemeClasses } from "lexical";

export const RICH_TEXT_THEME: EditorThemeClasses = {
  paragraph: "rte-paragraph",
  heading: { h1: "rte-h2", h2: "rte-h2", h3: "rte-h3", h4: "rte-h4", h5: "rte-h5", h6: "rte-h6" },
  quote: "rte-quote",
  list: {
    ul: "rte-list rte-list-bullet",
    ol: "rte-list rte-list-number",
    listitem: "rte-listitem",
    nested: { listitem: "rte-listitem-nested" },
  },
  link: "rte-link",
  text: {
    bold: "rte-bold",
    italic: "rte-italic",
    underline: "rte-underline",
    strikethrough: "rte-strikethrough",
    underlineStrikethrough: "rte-underline rte-strikethrough",
    code: "rte-code",
    subscript: "rte-subscript",
    superscript: "rte-superscript",
    highlight: "rte-highlight",
  },
};
