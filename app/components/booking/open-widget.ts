import { useCallback, useEffect, useState } from "react";

type Listener = (openId: string | null) => void;

/**
 * Which booking widget is open, shared by every widget on the page (one at a time). The
 * event page has one; a programme list can host one per event and they close each other.
 */
export function createOpenWidgetStore() {
  let current: string | null = null;
  const listeners = new Set<Listener>();
  return {
    current: () => current,
    open(id: string) {
      if (current === id) return;
      current = id;
      for (const listener of listeners) listener(id);
    },
    /** Forgets `id` without telling the others (nothing else opens). */
    closed(id: string) {
      if (current === id) current = null;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const store = createOpenWidgetStore();

/**
 * `[open, setOpen]` for the widget `id`: opening it closes any other. `initiallyOpen` is the
 * server's choice (a summary to show after the no-JS form), so the first render matches it.
 */
export function useOpenWidget(id: string, initiallyOpen: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(initiallyOpen);
  useEffect(() => {
    const unsubscribe = store.subscribe((openId) => {
      if (openId !== id) setOpenState(false);
    });
    if (initiallyOpen && store.current() === null) store.open(id);
    return () => {
      unsubscribe();
      store.closed(id);
    };
    // Only the first render's wish counts; later changes come through setOpen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (next) store.open(id);
      else store.closed(id);
    },
    [id],
  );
  return [open, setOpen];
}
