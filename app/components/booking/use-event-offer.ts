import { useCallback, useEffect, useRef, useState } from "react";
import { reportClientError } from "~/components/search/report-client-error";
import type { EventOfferAnswer } from "~/lib/booking";
import { href, type Locale } from "~/lib/routes";

export type OfferProblem = "unavailable" | "failed";

/**
 * One event's widget offer from GET /{locale}/api/event-offer/{id_jet}/, loaded by `load()` (the
 * widget calls it on every opening, so what is left is fresh each time). A plain fetch, not a
 * fetcher: a fetcher's 404 would show the page's error boundary behind the overlay. A refresh that
 * fails keeps the offer already shown; a 404 replaces it (the event no longer sells here).
 */
export function useEventOffer(locale: Locale, eventJetId: number) {
  const [answer, setAnswer] = useState<EventOfferAnswer | null>(null);
  const [problem, setProblem] = useState<OfferProblem | null>(null);
  const request = useRef<AbortController | null>(null);
  const url = href("api-event-offer", locale, { jetId: eventJetId });

  const load = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setProblem(null);
    try {
      const response = await fetch(url, { signal: controller.signal, credentials: "same-origin", headers: { Accept: "application/json" } });
      if (response.status === 404) {
        setAnswer(null);
        setProblem("unavailable");
        return;
      }
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      setAnswer((await response.json()) as EventOfferAnswer);
      setProblem(null);
    } catch (error) {
      if (controller.signal.aborted) return;
      reportClientError(error, { during: "loading an event's offer", eventJetId });
      setProblem("failed");
    }
  }, [url, eventJetId]);

  useEffect(() => () => request.current?.abort(), []);
  return { answer, problem, load };
}
