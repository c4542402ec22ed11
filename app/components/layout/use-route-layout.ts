import { useMatches } from "@remix-run/react";
import type { ComponentType } from "react";

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

/**
 * A layout route's `handle` may bring its layout's header (the back office's: routes/back-office/layout.tsx),
 * so that its code comes with that route's files and not with every page's.
 */
export interface LayoutHeaderHandle {
  header?: ComponentType;
}

/** The header the matched routes bring (the innermost wins), if any. */
export function useLayoutHeader(): ComponentType | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const header = (match.handle as LayoutHeaderHandle | undefined)?.header;
    if (header) return header;
  }
  return undefined;
}
