/**
 * The editor's clipboard: one copied module or section, kept in the browser's localStorage so that it
 * reaches every page (the de and the en page alike) and every tab. What is read back is checked by the
 * request schemas (a stale or foreign value is no clipboard at all); the server checks it again on paste.
 */
import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { ClipboardModule, PasteSection } from "~/lib/editor/requests";

const STORAGE_KEY = "festival-editor-clipboard";
/** Told to this tab's other copy and paste controls (the storage event reaches only other tabs). */
const COPIED_EVENT = "festival-editor-copied";

const Clipboard = z.union([
  z.object({ kind: z.literal("module"), module: ClipboardModule }),
  z.object({ kind: z.literal("section"), section: PasteSection.shape.section }),
]);
export type Clipboard = z.infer<typeof Clipboard>;

function read(): Clipboard | null {
  try {
    const parsed = Clipboard.safeParse(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the clipboard holds (null before the script runs), and `copy` to replace it; follows other tabs. */
export function useClipboard(): [Clipboard | null, (content: Clipboard) => void] {
  const [content, setContent] = useState<Clipboard | null>(null);
  useEffect(() => {
    setContent(read());
    const follow = (event: Event) => (!(event instanceof StorageEvent) || event.key === STORAGE_KEY) && setContent(read());
    window.addEventListener("storage", follow);
    window.addEventListener(COPIED_EVENT, follow);
    return () => {
      window.removeEventListener("storage", follow);
      window.removeEventListener(COPIED_EVENT, follow);
    };
  }, []);
  const copy = useCallback((next: Clipboard) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the copy still holds in this control.
    }
    setContent(next);
    window.dispatchEvent(new Event(COPIED_EVENT));
  }, []);
  return [content, copy];
}
