import type { SerializeFrom } from "@remix-run/node";
import { ModuleView } from "~/components/cms/module-view";
import { columnCount } from "~/lib/layouts";
import { editUrl } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import type { ResolvedSection } from "~/lib/types/cms-modules";
import { useEditor } from "./editor-context";
import { PasteModuleButton, PasteSectionButton } from "./copy-paste";
import { ModuleFrame } from "./module-frame";
import { SectionBar } from "./section-bar";

export type EditSection = SerializeFrom<ResolvedSection>;

/** The page's sections as the edit mode shows them: every module framed with its controls, every column with "add module". */
export function EditableSections({ sections }: { sections: EditSection[] }) {
  const { texts, page, steps, interfaceLang } = useEditor();
  return (
    <>
      {sections.map((section, index) => {
        const count = columnCount(section.layout);
        const columns = Array.from({ length: count }, (_, column) => section.modules.filter((m) => m.columnIndex === column));
        return (
          <div key={section.id} id={section.slug} className="editor-section">
            <SectionBar section={section} number={index + 1} isFirst={index === 0} isLast={index === sections.length - 1} />
            <section className={`cms-section layout-${section.layout} ${section.classes}`.trim()} aria-label={fillText(texts.sections.label, { number: index + 1 })}>
              {columns.map((modules, column) => {
                const add = { section: section.id, column };
                return (
                  <div key={column} className={`cms-column editor-column ${section.columnClasses[column] ?? ""}`.trim()}>
                    {modules.map((module, position) => {
                      const info = page.modules[module.id];
                      if (!info) return <ModuleView key={module.id} module={module} />;
                      return (
                        <ModuleFrame key={module.id} module={info} columns={count} isFirst={position === 0} isLast={position === modules.length - 1}>
                          <ModuleView module={module} />
                        </ModuleFrame>
                      );
                    })}
                    <a
                      lang={interfaceLang}
                      className="editor-button editor-add"
                      href={editUrl(page.path, { add }, { noToolbar: page.noToolbar })}
                      onClick={(event) => {
                        event.preventDefault();
                        steps.open({ add });
                      }}
                    >
                      {fillText(texts.sections.addToColumn, { number: column + 1 })}
                    </a>
                    <PasteModuleButton section={section.id} column={column} />
                  </div>
                );
              })}
            </section>
            <PasteSectionButton after={section.id} />
          </div>
        );
      })}
    </>
  );
}
