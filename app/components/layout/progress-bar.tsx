import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PROGRESS } from "~/lib/ui-constants";

type Phase = "idle" | "running" | "done";

/** A 2 px bar during client navigation: appears after 200 ms, creeps for 5 s, fades 500 ms after. */
export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase("running"), PROGRESS.throttleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : current));
    const timer = window.setTimeout(() => setPhase("idle"), PROGRESS.hideDelayMs);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (phase === "idle") return null;
  return (
    <div className={`progress-bar progress-bar--${phase}`} role="progressbar" aria-hidden="true">
      <span style={{ animationDuration: `${PROGRESS.durationMs}ms` }} />
    </div>
  );
}
