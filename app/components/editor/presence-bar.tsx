/**
 * The toolbar's presence line: who else has the page open, who holds the soft lock, and the lock's
 * forms ("Lock for me", "Take over", "Release the lock"). The forms post `editor:lock`/`editor:unlock`
 * to the page without script; with script they go to the presence API in place.
 */
import type { FormEvent } from "react";
import { CSRF_FIELD } from "~/lib/csrf";
import type { PresenceEntry } from "~/lib/editor/edit-mode";
import { editUrl } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import { useEditor } from "./editor-context";

function LockForm({ intent, label, onLock }: { intent: "editor:lock" | "editor:unlock"; label: string; onLock: (action: "take" | "release") => void }) {
  const { page, csrf, scripted } = useEditor();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!scripted) return;
    event.preventDefault();
    onLock(intent === "editor:lock" ? "take" : "release");
  };
  return (
    <form method="post" action={editUrl(page.path, {}, { noToolbar: page.noToolbar })} className="editor-inline-form" onSubmit={submit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <button type="submit" className="editor-button">{label}</button>
    </form>
  );
}

export function PresenceBar({ entries, onLock }: { entries: PresenceEntry[]; onLock: (action: "take" | "release") => void }) {
  const { texts } = useEditor();
  const t = texts.conflicts.presence;
  const others = entries.filter((entry) => !entry.self);
  const holder = entries.find((entry) => entry.holdsLock);
  return (
    <div className="editor-presence" aria-label={t.label} role="group">
      <p aria-live="polite" className="editor-presence__who">
        {others.length ? fillText(t.alsoEditing, { names: others.map((entry) => entry.name).join(", ") }) : t.nobody}
        {holder ? <> {holder.self ? t.lockedByYou : fillText(t.lockedBy, { name: holder.name })}</> : null}
      </p>
      {holder?.self ? (
        <LockForm intent="editor:unlock" label={t.unlock} onLock={onLock} />
      ) : (
        <LockForm intent="editor:lock" label={holder ? t.takeOver : t.lock} onLock={onLock} />
      )}
    </div>
  );
}
