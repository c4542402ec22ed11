/**
 * The editor's texts and calls for the module form: from the edit mode's context, else German texts
 * and no calls (a form rendered on its own, as in tests).
 */
import { useContext } from "react";
import { EDITOR_TEXTS, type EditorTexts } from "~/lib/editor/texts";
import { EditorContext } from "./editor-context";

export function useEditorTexts(): EditorTexts {
  return useContext(EditorContext)?.texts ?? EDITOR_TEXTS.de;
}

/** The CSRF token the edit mode sends back with writes ("" outside the edit mode). */
export function useEditorCsrf(): string {
  return useContext(EditorContext)?.csrf ?? "";
}
