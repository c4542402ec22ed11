import { useEffect, useState } from "react";

/** A button that opens the browser's print dialog; shown only once script runs (without it, the browser's own Print). */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button check-in__print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
