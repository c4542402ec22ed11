import type { ModuleLike } from "./modules/fields";

/** On a page section: the module types it shows, space-separated. */
export const MODULE_TYPES_ATTRIBUTE = "data-module-types";

/**
 * The module types a section shows, nested ones included: entry.client.tsx loads their renderers
 * before it hydrates the page. A renderer that suspended during hydration made React throw the
 * server's HTML away and render every module again (a hydration error per module).
 */
export function moduleTypes(modules: ModuleLike[]): string {
  return moduleTypeList(modules).join(" ");
}

/** The module types of these modules and of the modules nested in them, sorted, each once. */
export function moduleTypeList(modules: ModuleLike[]): string[] {
  const types = new Set<string>();
  const visit = (module: ModuleLike) => {
    types.add(module.type);
    for (const column of module.data?.columns ?? []) column.forEach(visit);
  };
  modules.forEach(visit);
  return [...types].sort();
}
