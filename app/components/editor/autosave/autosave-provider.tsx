/**
 * The edit mode's autosave: one AutosaveQueue for the page, sending through `calls.saveModule` (quiet:
 * the queue's state is shown instead of a save alert per request). On start it takes over the page's
 * unsaved changes kept in this browser (a reload, a crash, another tab) and sends them again; it
 * retries at once when the browser comes back online; it asks before the page is left (the browser's
 * own question on unload, the in-page dialog for the edit mode's links and the app's navigations);
 * it announces state changes (saved, not saved, restored) in the edit mode's status region, never
 * each keystroke.
 */
import { useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { formatBerlin } from "~/lib/editor/berlin-time";
import type { EditModeEditor } from "~/lib/editor/edit-mode";
import { formRequest } from "~/lib/editor/form-requests";
import { errorsForForm } from "~/lib/editor/module-forms";
import { fillText, type EditorTexts } from "~/lib/editor/texts";
import { checkModuleFields, isModuleType, type FieldErrors } from "~/lib/modules/registry";
import type { EditorCalls } from "../editor-context";
import type { AlertKind } from "../save-alert";
import { AutosaveContext, type Autosave, type LeaveRequest } from "./autosave-context";
import { AutosaveQueue, type SaveState } from "./queue";
import { browserStorage, moduleIdOfKey, parseStoredChange, PendingStore } from "./storage";
import { UnsavedDialog } from "./unsaved-dialog";

interface ProviderProps {
  page: EditModeEditor;
  calls: EditorCalls;
  texts: EditorTexts;
  alert(message: string, kind: AlertKind): void;
  children: ReactNode;
}

/** The base a new change is made on: the section's revision as the page knows it. */
function baseRevision(page: EditModeEditor, moduleId: number): { revision: number | null; section?: number } {
  const section = page.modules[moduleId]?.sectionId;
  if (section === undefined) return { revision: null };
  return { revision: page.sectionRevisions?.[section] ?? null, section };
}

export function AutosaveProvider({ page, calls, texts, alert, children }: ProviderProps) {
  const latest = useRef({ page, texts, alert });
  latest.current = { page, texts, alert };
  const itemPaths = useRef(new Map<number, Record<string, string>>());
  // A discarded change leaves nothing unsaved, but nothing was saved either: no "Saved" then.
  const discarding = useRef(false);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<(LeaveRequest & { opener: HTMLElement | null; kind: "close" | "leave" }) | null>(null);

  const queue = useMemo(
    () =>
      new AutosaveQueue({
        store: new PendingStore(browserStorage(), page.pageId),
        send: (moduleId, body) => calls.saveModule(moduleId, body, { quiet: true }),
        check: (moduleId, body) => {
          const type = latest.current.page.modules[moduleId]?.type;
          if (!type || !isModuleType(type)) return null;
          const checked = checkModuleFields(type, body.fields);
          return checked.ok ? null : checked.errors;
        },
      }),
    // One queue per page: a new page (client navigation) gets its own.
    [page.pageId], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // Announces state changes: saved (all), not saved (the first failure of a change), invalid.
  useEffect(() => {
    let before = new Map<number, SaveState["kind"]>();
    let hadUnsaved = false;
    return queue.subscribe(() => {
      const { texts, alert } = latest.current;
      const t = texts.autosave;
      const now = new Map<number, SaveState["kind"]>();
      for (const id of Object.keys(latest.current.page.modules).map(Number)) {
        const kind = queue.state(id).kind;
        if (kind !== "saved") now.set(id, kind);
      }
      const became = (kind: SaveState["kind"]) => [...now].some(([id, k]) => k === kind && before.get(id) !== kind);
      if (became("retrying")) alert(t.retrying, "error");
      else if (became("invalid")) alert(t.invalid, "error");
      else if (became("failed") || became("conflict")) alert(t.attention, "error");
      else if (hadUnsaved && !queue.hasUnsaved() && !discarding.current) alert(t.saved, "saved");
      before = now;
      hadUnsaved = queue.hasUnsaved();
    });
  }, [queue]);

  // Start: the page's changes kept in this browser are restored and sent again.
  useEffect(() => {
    queue.start();
    const store = new PendingStore(browserStorage(), page.pageId);
    const kept = store.all();
    const mine = kept.filter((change) => latest.current.page.modules[change.moduleId]);
    for (const change of kept) if (!mine.includes(change)) store.remove(change.moduleId); // the module is gone
    if (mine.length) {
      queue.restore(mine);
      setRestoredAt(mine[0]!.at);
      const { texts, alert, page } = latest.current;
      alert(fillText(texts.autosave.restored, { time: formatBerlin(mine[0]!.at, page.editorLocale) }), "saved");
    }
    const online = () => queue.retryNow();
    const storage = (event: StorageEvent) => {
      if (event.newValue !== null || event.key === null) return;
      const moduleId = moduleIdOfKey(page.pageId, event.key);
      const change = parseStoredChange(event.oldValue);
      if (moduleId !== null && change) queue.savedElsewhere(moduleId, change.body);
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!queue.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("online", online);
    window.addEventListener("storage", storage);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("storage", storage);
      window.removeEventListener("beforeunload", beforeUnload);
      // Leaving the edit mode in the app: what waits is sent now; what fails stays kept for the next visit.
      void queue.flushAll();
      queue.stop();
    };
  }, [queue, page.pageId]);

  // The app's own navigations to another page wait for the editor's answer too.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => queue.hasUnsaved() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    setLeaving({ kind: "leave", opener: document.activeElement instanceof HTMLElement ? document.activeElement : null, proceed: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker]);

  const discard = useCallback(
    (moduleId?: number) => {
      discarding.current = true;
      if (moduleId === undefined) queue.discardAll();
      else queue.discard(moduleId);
      discarding.current = false;
    },
    [queue],
  );

  const value = useMemo<Autosave>(() => {
    const change: Autosave["change"] = (moduleId, body) => {
      const { revision, section } = baseRevision(latest.current.page, moduleId);
      queue.change(moduleId, body, revision, section);
    };
    return {
      queue,
      restoredAt,
      change,
      changeFromForm: (moduleId, element) => {
        const form = new FormData(element);
        // A chosen file cannot go through the JSON API: the form's own post (its Save button) sends it.
        if ([...form.values()].some((value) => typeof value !== "string" && value.size > 0)) return;
        const { page } = latest.current;
        const stored = page.modules[moduleId];
        const parsed = formRequest("editor:save-module", form, { locale: page.locale, pageId: page.pageId, stored });
        if (!parsed.ok || parsed.request.op !== "saveModule") return;
        itemPaths.current.set(moduleId, parsed.echo.itemPaths ?? {});
        const { revision: _revision, ...body } = parsed.request.body;
        change(moduleId, body);
      },
      formErrors: (moduleId): FieldErrors | undefined => {
        const state = queue.state(moduleId);
        return state.kind === "invalid" ? errorsForForm(state.errors, itemPaths.current.get(moduleId) ?? {}) : undefined;
      },
      discard,
      flush: (moduleId) => queue.flush(moduleId),
      announceSaved: () => latest.current.alert(latest.current.texts.autosave.saved, "saved"),
      leave: (request) => {
        if (!queue.hasUnsaved(request.moduleId)) return request.proceed();
        const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setLeaving({ ...request, opener, kind: request.moduleId === undefined ? "leave" : "close" });
      },
    };
  }, [queue, restoredAt, discard]);

  const done = (then: () => void) => {
    const opener = leaving?.opener;
    setLeaving(null);
    then();
    // Focus goes back to what asked, if it is still there (a closed panel takes its button away).
    setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  };

  return (
    <AutosaveContext.Provider value={value}>
      {children}
      {leaving ? (
        <UnsavedDialog
          texts={texts.autosave}
          kind={leaving.kind}
          onKeep={() => done(() => leaving.stay?.())}
          onDiscard={() =>
            done(() => {
              discard(leaving.moduleId);
              leaving.proceed();
            })
          }
          onSave={async () => {
            const saved = leaving.moduleId === undefined ? await queue.flushAll() : await queue.flush(leaving.moduleId);
            done(() => (saved ? leaving.proceed() : leaving.stay?.()));
          }}
        />
      ) : null}
    </AutosaveContext.Provider>
  );
}
