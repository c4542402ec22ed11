import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data; undefined only while the root itself failed (site offline). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}
