import { useRootData } from "~/components/use-root-data";
import { DEFAULT_LOCALE } from "~/lib/routes";
import { isRecord } from "~/lib/is-record";
import { EMPTY_DATA, type ModuleLike } from "./modules/fields";
import { moduleRenderer } from "./module-renderers";

const renderModule = (module: ModuleLike) => <ModuleView key={module.key ?? module.id} module={module} />;

/**
 * One page-editor module, rendered by the renderer for its type, with the records the loader
 * resolved for it (`data`, see app/services/module-data.server.ts). Unknown types render nothing; the
 * renderers are loaded before rendering (./module-renderers.ts).
 */
export function ModuleView({ module }: { module: ModuleLike }) {
  const locale = useRootData()?.locale ?? DEFAULT_LOCALE;
  const Renderer = moduleRenderer(module.type);
  if (!Renderer) return null;
  return (
    <Renderer
      fields={isRecord(module.fields) ? module.fields : {}}
      data={module.data ?? EMPTY_DATA}
      moduleKey={String(module.key ?? module.id ?? module.type)}
      locale={locale}
      renderModule={renderModule}
    />
  );
}
