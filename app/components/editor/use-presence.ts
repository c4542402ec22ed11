/**
 * The edit mode's heartbeat: every HEARTBEAT_MS while the page is open in edit mode, and at once when
 * the window gets the focus back. Keeps who else has the page open (the server's list at first) and
 * tells the editor when someone took over the lock they held.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { HEARTBEAT_MS, type EditModeEditor, type PresenceEntry } from "~/lib/editor/edit-mode";
import { fillText, type EditorTexts } from "~/lib/editor/texts";
import { callPresence } from "./editor-api";

export interface PresenceState {
  entries: PresenceEntry[];
  /** Takes (or takes over) the page's lock, or releases it. */
  lock(action: "take" | "release"): Promise<void>;
}

export function usePresence(page: EditModeEditor, texts: EditorTexts, alert: (message: string, kind: "error") => void): PresenceState {
  const [entries, setEntries] = useState(page.presence);
  const held = useRef(page.presence.some((entry) => entry.self && entry.holdsLock));
  const latest = useRef({ texts, alert });
  latest.current = { texts, alert };

  const beat = useCallback(
    async (lock?: "take" | "release") => {
      const answer = await callPresence(page.locale, page.csrf, lock ? { page: page.pageId, lock } : { page: page.pageId });
      if (!answer) return;
      const holder = answer.presence.find((entry) => entry.holdsLock);
      if (held.current && holder && !holder.self) latest.current.alert(fillText(latest.current.texts.conflicts.presence.lostLock, { name: holder.name }), "error");
      held.current = !!holder?.self;
      setEntries(answer.presence);
    },
    [page.locale, page.csrf, page.pageId],
  );

  useEffect(() => {
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    const onFocus = () => void beat();
    window.addEventListener("focus", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [beat]);

  return { entries, lock: beat };
}
