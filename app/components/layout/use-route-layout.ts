import { useMatches } from "@remix-run/react";

export type RouteLayout = "default" | "landing" | "dashboard" | "webshop";

/**
 * A route's data may ask for another layout: landing (no top header, no menu), dashboard, or
 * webshop (no site header and no sticky bar: the cart and checkout keep the visitor's attention).
 */
export interface LayoutFlag {
  layout?: RouteLayout;
}

export function useRouteLayout(): RouteLayout {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const layout = match.data && typeof match.data === "object" ? (match.data as LayoutFlag).layout : undefined;
    if (layout) return layout;
  }
  return "default";
}

export function useIsLandingPage(): boolean {
  return useRouteLayout() === "landing";
}
