import { useEffect, useState } from "react";
import type { Consent } from "~/lib/consent";
import { CONSENT_EVENT } from "./consent-manager";

/** Loads the tag manager only once the visitor has agreed to tracking (it needs script anyway). */
export function TagManager({ id, consent }: { id: string | null; consent: Consent | null }) {
  const [allowed, setAllowed] = useState(!!consent?.tracking);

  useEffect(() => {
    const onConsent = (event: Event) => setAllowed(!!(event as CustomEvent<Consent>).detail?.tracking);
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_EVENT, onConsent);
  }, []);

  useEffect(() => {
    if (!allowed || !id || document.getElementById("tag-manager")) return;
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.id = "tag-manager";
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    // A page answered before the visitor consented does not allow the host; its nonce lets this script in.
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    document.head.appendChild(script);
  }, [allowed, id]);

  return null;
}
