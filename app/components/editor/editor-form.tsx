import type { ReactNode } from "react";
import { CSRF_FIELD } from "~/lib/csrf";
import { editUrl, type EditState } from "~/lib/editor/edit-urls";
import type { EditModeEditor } from "~/lib/editor/edit-mode";
import type { EditorIntent } from "~/lib/editor/form-requests";
import type { EditorAnswer } from "~/lib/editor/requests";
import { useEditor } from "./editor-context";

interface EditorFormProps {
  intent: EditorIntent;
  /** Hidden fields besides intent and csrf (ids, direction). */
  hidden?: Record<string, string | number>;
  /** The step the page shows again when the post is refused (without script). */
  state?: EditState;
  className?: string;
  label?: string;
  /** With script the form goes through the JSON API; this gets its answer. */
  onAnswer?: (answer: EditorAnswer) => void;
  /** Leave the post to the browser even with script (the editor language, which sets a cookie). */
  native?: boolean;
  /** A module form is multipart: its image fields may carry an upload. */
  multipart?: boolean;
  /** With script: sends the form instead of `calls.submitForm` (the autosaved module form flushes its queue). */
  submit?: (form: HTMLFormElement) => Promise<EditorAnswer>;
  /** With script: called on every input in the form (the autosave). */
  onInput?: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/** The revision of the section the form changes (the section's own, or its module's), as the page was rendered. */
function baseRevision(page: EditModeEditor, hidden: Record<string, string | number>): number | undefined {
  const section = hidden.section !== undefined ? Number(hidden.section) : hidden.module !== undefined ? page.modules[Number(hidden.module)]?.sectionId : undefined;
  return section === undefined ? undefined : page.sectionRevisions[section];
}

/**
 * Every edit-mode control is a form that posts to the page (its action handles the intent), so it
 * works without JavaScript; with script the same fields go through the JSON API in place. A form
 * that changes a section carries the section's revision (hidden `revision`): a post based on an older
 * one is refused as a conflict.
 */
export function EditorForm({ intent, hidden = {}, state = {}, className, label, onAnswer, native, multipart, submit, onInput, children }: EditorFormProps) {
  const { page, csrf, calls } = useEditor();
  const revision = "revision" in hidden ? undefined : baseRevision(page, hidden);
  return (
    <form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      action={editUrl(page.path, state, { noToolbar: page.noToolbar })}
      className={className}
      aria-label={label}
      onSubmit={
        native
          ? undefined
          : (event) => {
              event.preventDefault();
              void (submit ?? calls.submitForm)(event.currentTarget).then((answer) => onAnswer?.(answer));
            }
      }
      onInput={onInput ? (event) => onInput(event.currentTarget) : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {revision === undefined ? null : <input type="hidden" name="revision" value={revision} />}
      {children}
    </form>
  );
}
