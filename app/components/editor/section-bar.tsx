import { CONTAINER_LAYOUTS, type ContainerLayout } from "~/lib/layouts";
import { editUrl } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import { ConfirmStep } from "./confirm-step";
import { CopySectionButton } from "./copy-paste";
import { useEditor } from "./editor-context";
import { EditorForm } from "./editor-form";

interface SectionBarProps {
  section: { id: number; slug: string; layout: string; classes: string };
  number: number;
  isFirst: boolean;
  isLast: boolean;
}

/** A section's own controls: its layout, its place among the sections, deleting it (after a confirmation). */
export function SectionBar({ section, number, isFirst, isLast }: SectionBarProps) {
  const { texts, page, steps, interfaceLang } = useEditor();
  const t = texts.sections;
  const confirming = steps.current.confirm?.kind === "section" && steps.current.confirm.id === section.id;
  const selectId = `editor-layout-${section.id}`;
  const ids = { section: section.id };
  return (
    <div className="editor-bar editor-bar--section" lang={interfaceLang} role="group" aria-label={fillText(t.label, { number })}>
      <span className="editor-bar__title">{fillText(t.label, { number })}</span>
      <EditorForm intent="editor:change-layout" hidden={ids} className="editor-inline-form">
        <label htmlFor={selectId}>{t.layout}</label>
        <select id={selectId} name="model" defaultValue={section.layout}>
          {CONTAINER_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t.layouts[layout as ContainerLayout]}
            </option>
          ))}
        </select>
        <button type="submit" className="editor-button">
          {t.applyLayout}
        </button>
      </EditorForm>
      {isFirst ? null : (
        <EditorForm intent="editor:move-section" hidden={{ ...ids, direction: "up" }}>
          <button type="submit" className="editor-button">{t.moveUp}</button>
        </EditorForm>
      )}
      {isLast ? null : (
        <EditorForm intent="editor:move-section" hidden={{ ...ids, direction: "down" }}>
          <button type="submit" className="editor-button">{t.moveDown}</button>
        </EditorForm>
      )}
      <CopySectionButton section={section} />
      <a
        className="editor-button editor-button--danger"
        href={editUrl(page.path, { confirm: { kind: "section", id: section.id } }, { noToolbar: page.noToolbar, hash: section.slug })}
        onClick={(event) => {
          event.preventDefault();
          steps.open({ confirm: { kind: "section", id: section.id } });
        }}
      >
        {t.delete}
      </a>
      {confirming ? (
        <ConfirmStep question={t.confirmDelete} hash={section.slug}>
          <EditorForm intent="editor:delete-section" hidden={ids} onAnswer={(answer) => answer.ok && steps.open({ deleted: "section" })}>
            <button type="submit" className="editor-button editor-button--danger">{texts.modules.confirm}</button>
          </EditorForm>
        </ConfirmStep>
      ) : null}
    </div>
  );
}
