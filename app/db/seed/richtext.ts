/**
 * Seed texts read like prose: `doc(h(2, "Titel"), p("Text mit **fett**, *kursiv* und [Link](https://…)."), ul("eins", "zwei"))`.
 * The Lexical nodes come from the editor's text converter (app/lib/editor/rich-text-markdown.ts).
 */
import { heading, list, paragraph, richTextState } from "../../lib/editor/rich-text-markdown";
import type { LexicalNode, LexicalState } from "../../lib/rich-text";

export const p = (text: string): LexicalNode => paragraph(text);

export const h = (level: 2 | 3 | 4, text: string): LexicalNode => heading(level, text);

export const ul = (...items: string[]) => list("bullet", items);
export const ol = (...items: string[]) => list("number", items);

/** The editor state as an object (for module fields). */
export const state = (...blocks: (LexicalNode | string)[]): LexicalState => richTextState(...blocks);

/** The editor state as stored in a rich-text column. */
export const doc = (...blocks: (LexicalNode | string)[]): string => JSON.stringify(state(...blocks));
