/**
 * What every part of the edit mode shares: the editor's texts and locale, the page's locale, and the
 * calls to the editor API. The edit mode (./edit-mode.tsx) provides it; panels, forms and the inline
 * editors read it with `useEditor()`.
 */
import { createContext, useContext } from "react";
import type { EditModeEditor } from "~/lib/editor/edit-mode";
import type { EditState } from "~/lib/editor/edit-urls";
import type { AddModule, EditorAnswer, PasteSection, SaveModule } from "~/lib/editor/requests";
import type { EditorLocale, EditorTexts } from "~/lib/editor/texts";
import type { Locale } from "~/lib/routes";

export interface EditorCalls {
  /**
   * Saves a module's fields; shows the save alert (not when `quiet`: the autosave shows its own
   * state); a 401 opens the login dialog and retries after login.
   */
  saveModule(moduleId: number, body: SaveModule, options?: { quiet?: boolean }): Promise<EditorAnswer>;
  addModule(body: AddModule): Promise<EditorAnswer>;
  /** Pastes a copied section into the page (new ids). */
  pasteSection(body: PasteSection): Promise<EditorAnswer>;
  /** Sends an edit form (its `intent` and fields) through the JSON API, like the page's action would. */
  submitForm(form: HTMLFormElement): Promise<EditorAnswer>;
}

/** The edit mode's open step (panel, type picker, confirmation), the same state the URL gives without script. */
export interface EditorSteps {
  current: EditState;
  open(state: EditState): void;
  close(): void;
}

export interface EditorContextValue {
  texts: EditorTexts;
  editorLocale: EditorLocale;
  /** The page's locale: translatable fields are edited in it. */
  locale: Locale;
  /** The CSRF token the editor sends back with every write. */
  csrf: string;
  calls: EditorCalls;
  /** The page being edited: its id, path, modules as stored, toolbar data. */
  page: EditModeEditor;
  steps: EditorSteps;
  /** Whether the script runs (controls that need it render only then). */
  scripted: boolean;
  /** The `lang` of the editor's own parts when it differs from the page's (undefined when the same). */
  interfaceLang: string | undefined;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor() is used outside the edit mode");
  return value;
}
