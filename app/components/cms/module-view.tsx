import { useRootData } from "~/components/use-root-data";
import { DEFAULT_LOCALE } from "~/lib/routes";
import { isRecord } from "~/lib/is-record";
import { EMPTY_DATA, type ModuleLike } from "./modules/field-readers";
import { ModuleBoundary } from "./module-boundary";
import { isModuleType, moduleRenderer } from "./module-renderers";

const renderModule = (module: ModuleLike) => <ModuleView key={module.key ?? module.id} module={module} />;

/**
 * One page-editor module, rendered by the renderer for its type, with the records the loader
 * resolved for it (`data`, see app/services/module-data.server.ts), inside its own boundary: a module
 * that throws fails alone (./module-boundary.tsx). Unknown types render nothing.
 */
export function ModuleView({ module }: { module: ModuleLike }) {
  if (!isModuleType(module.type)) return null;
  const moduleKey = String(module.key ?? module.id ?? module.type);
  return (
    <ModuleBoundary type={module.type} id={moduleKey}>
      <ModuleContent module={module} moduleKey={moduleKey} />
    </ModuleBoundary>
  );
}

function ModuleContent({ module, moduleKey }: { module: ModuleLike; moduleKey: string }) {
  const locale = useRootData()?.locale ?? DEFAULT_LOCALE;
  const Renderer = moduleRenderer(module.type);
  if (!Renderer) return null;
  return (
    <Renderer
      fields={isRecord(module.fields) ? module.fields : {}}
      data={module.data ?? EMPTY_DATA}
      moduleKey={moduleKey}
      locale={locale}
      renderModule={renderModule}
    />
  );
}
