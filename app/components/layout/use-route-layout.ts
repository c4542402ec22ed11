import { useMatches } from "@remix-run/react";

/** A route's data may ask for the landing layout (no top header, no menu). */
export interface LayoutFlag {
  layout?: "landing" | "default";
}

export function useIsLandingPage(): boolean {
  const matches = useMatches();
  return matches.some((m) => !!m.data && typeof m.data === "object" && (m.data as LayoutFlag).layout === "landing");
}
