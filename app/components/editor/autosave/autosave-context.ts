/**
 * What the edit mode's parts ask of the autosave: report a module's change, send it now, drop it,
 * ask before leaving with unsaved changes, and read the save state (useSaveState/useOverallState).
 * AutosaveProvider (./autosave-provider.tsx) provides it.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { FieldErrors } from "~/lib/modules/registry";
import type { AutosaveQueue, ModuleChange, OverallState, SaveState } from "./queue";

/** What leaving asks about: closing a module's editor, or leaving the page (every module). */
export interface LeaveRequest {
  /** The module whose editor closes; absent when the whole page is left. */
  moduleId?: number;
  /** Closes or navigates: called after the editor chose Discard, or once Save succeeded. */
  proceed(): void;
  /** Called when the editor keeps editing. */
  stay?(): void;
}

export interface Autosave {
  queue: AutosaveQueue;
  /** A module changed (debounced save; kept in the browser at once). */
  change(moduleId: number, change: ModuleChange): void;
  /** A module's panel form changed: its body is read from the form (a chosen file waits for the form's own post). */
  changeFromForm(moduleId: number, form: HTMLFormElement): void;
  /** The field errors of a module's save, by the panel form's input paths. */
  formErrors(moduleId: number): FieldErrors | undefined;
  /** Drops the module's unsaved change (nothing is announced as saved). */
  discard(moduleId: number): void;
  /** Sends the module's change now; true once the server has it. */
  flush(moduleId: number): Promise<boolean>;
  /** When the oldest change restored at the start was made (ISO 8601), if changes were restored. */
  restoredAt: string | null;
  /** Announces "Saved" (a Save that found everything saved already). */
  announceSaved(): void;
  /** Proceeds at once when nothing is unsaved, else asks first (Keep editing / Discard / Save and close). */
  leave(request: LeaveRequest): void;
}

export const AutosaveContext = createContext<Autosave | null>(null);

export function useAutosave(): Autosave {
  const value = useContext(AutosaveContext);
  if (!value) throw new Error("useAutosave() is used outside the edit mode");
  return value;
}

const SERVER_STATE: SaveState = { kind: "saved" };

/** A module's save state, re-rendered when it changes. */
export function useSaveState(moduleId: number): SaveState {
  const { queue } = useAutosave();
  return useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.state(moduleId),
    () => SERVER_STATE,
  );
}

/** The page-wide save state. */
export function useOverallState(): OverallState {
  const { queue } = useAutosave();
  return useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.overall(),
    () => "saved",
  );
}
