import { matchRoutes } from "@remix-run/react";
import { remixRouteDefinitions } from "./route-table.js";

type RouteTree = Parameters<typeof matchRoutes>[0];

let tree: RouteTree | undefined;

/** The site's whole route tree under Remix's root route, as Remix builds it (made on first use). */
function routeTree(): RouteTree {
  if (tree) return tree;
  const definitions = remixRouteDefinitions();
  const childrenOf = (parentId: string | undefined): RouteTree =>
    definitions
      .filter((d) => d.parentId === parentId)
      .map((d) => (d.index ? { id: d.id, index: true } : { id: d.id, path: d.path, children: childrenOf(d.id) }));
  tree = [{ id: "root", path: "", children: childrenOf(undefined) }];
  return tree;
}

/**
 * The ids of the routes that serve `path` (a pathname), outermost first, matched against the whole
 * route table as the server matches it; null when no route does.
 */
export function routeIdsOf(path: string): string[] | null {
  return matchRoutes(routeTree(), path)?.map((match) => match.route.id!) ?? null;
}
