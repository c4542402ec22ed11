import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { CSRF_FIELD } from "~/lib/csrf";
import { isEditorActionFailure } from "~/lib/editor/edit-mode";
import { editUrl, type EditState } from "~/lib/editor/edit-urls";
import { useEditor } from "./editor-context";

/** The intents of publishing (the page's action handles them; their JSON routes do the same). */
export type PublishingIntent = "editor:publish" | "editor:schedule" | "editor:cancel-schedule" | "editor:restore";

interface PublishingFormProps {
  intent: PublishingIntent;
  hidden?: Record<string, string | number>;
  /** The step the page shows again when the post is refused (without script). */
  state?: EditState;
  className?: string;
  label?: string;
  children: ReactNode;
}

/**
 * A publishing control: a plain form posting its intent to the page (without script the page answers
 * with the edit mode again), with script sent in place (the page's data reloads after it). A refusal
 * shows its message beside the form; a conflict (409: someone changed the draft since) offers "Reload".
 */
export function PublishingForm({ intent, hidden = {}, state = {}, className, label, children }: PublishingFormProps) {
  const { page, csrf, texts } = useEditor();
  const fetcher = useFetcher();
  const failure = fetcher.state === "idle" && isEditorActionFailure(fetcher.data) ? fetcher.data : null;
  return (
    <fetcher.Form method="post" action={editUrl(page.path, state, { noToolbar: page.noToolbar })} className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <span aria-live="polite" className={failure ? "editor-form-error" : "visually-hidden"}>
        {fetcher.state !== "idle" ? texts.history.loading : null}
        {failure ? (
          <>
            {failure.error}{" "}
            <a className="editor-button" href={editUrl(page.path, {}, { noToolbar: page.noToolbar })}>
              {texts.history.reload}
            </a>
          </>
        ) : null}
      </span>
    </fetcher.Form>
  );
}
