import { useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SAVED_COPY_CLASS } from "~/lib/offline/offline-html";
import { loadDocumentAfterNetworkFailure, serviceWorkerReplaced, tellServiceWorker } from "~/lib/offline/service-worker-client";

/**
 * The shell's side of the service worker: each address the page shows is told to the worker (it keeps
 * the kept kinds for reading offline); the note on a saved copy goes when the page moves on; after a
 * new worker version took over, the next navigation loads a whole document.
 */
export function useServiceWorker() {
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useRef(false);

  useEffect(() => {
    void tellServiceWorker(window.location.href);
    if (hydrated.current) document.querySelector(`.${SAVED_COPY_CLASS}`)?.remove();
    hydrated.current = true;
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (navigation.state !== "loading" || !serviceWorkerReplaced()) return;
    const { pathname, search, hash } = navigation.location;
    window.location.assign(pathname + search + hash);
  }, [navigation.state, navigation.location]);
}

/** In an error boundary: a navigation that failed for want of a connection becomes a document load. */
export function useDocumentLoadAfterNetworkFailure() {
  const error = useRouteError();
  useEffect(() => loadDocumentAfterNetworkFailure(error), [error]);
}
