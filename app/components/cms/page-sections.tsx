import type { SerializeFrom } from "@remix-run/node";
import type { SectionRecord } from "~/lib/types/page-sections";
import { columnCount } from "~/lib/layouts";
import { ModuleView } from "./module-view";

type Section = SerializeFrom<SectionRecord>;

export function PageSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => {
        const count = columnCount(section.layout);
        const columns = Array.from({ length: count }, (_, index) => section.modules.filter((m) => m.columnIndex === index));
        return (
          <section
            key={section.id}
            id={section.slug}
            className={`cms-section layout-${section.layout} ${section.classes}`.trim()}
          >
            {columns.map((modules, index) => (
              <div key={index} className={`cms-column ${section.columnClasses[index] ?? ""}`.trim()}>
                {modules.map((module) => (
                  <ModuleView key={module.id} module={module} />
                ))}
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}
