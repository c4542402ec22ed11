import { useCallback, useEffect, useRef, useState } from "react";
import { ALERT_MS } from "~/lib/editor/edit-mode";

export type AlertKind = "saved" | "error" | "announce";

/**
 * The edit mode's live region: saves and errors show as an alert for ALERT_MS, moves are only
 * announced to screen readers (the region is there from the start, so every message is read).
 */
export function useSaveAlert() {
  const [alert, setAlert] = useState<{ message: string; kind: AlertKind; key: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const show = useCallback((message: string, kind: AlertKind) => {
    clearTimeout(timer.current);
    setAlert({ message, kind, key: Date.now() });
    timer.current = setTimeout(() => setAlert(null), ALERT_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { alert, show };
}

export function SaveAlert({ alert }: { alert: { message: string; kind: AlertKind; key: number } | null }) {
  const visible = alert && alert.kind !== "announce";
  return (
    <div role="status" className={visible ? `editor-alert editor-alert--${alert.kind}` : "visually-hidden"}>
      {alert ? <span key={alert.key}>{alert.message}</span> : null}
    </div>
  );
}
