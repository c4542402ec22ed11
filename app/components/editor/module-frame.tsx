import { useState, type ReactNode } from "react";
import { formatBerlin } from "~/lib/editor/berlin-time";
import type { EditorModuleInfo } from "~/lib/editor/edit-mode";
import { editUrl, moduleAnchor } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import { ModuleSaveStatus } from "./autosave/autosave-status";
import { ConfirmStep } from "./confirm-step";
import { CopyModuleButton } from "./copy-paste";
import { useEditor } from "./editor-context";
import { EditorForm } from "./editor-form";
import { InlineHeadline } from "./inline-headline";
import { InlineText } from "./inline-text";

interface ModuleFrameProps {
  module: EditorModuleInfo;
  columns: number;
  isFirst: boolean;
  isLast: boolean;
  /** The module as the page renders it. */
  children: ReactNode;
}

/** A module outside its window: "pending (from …)" or "expired (since …)"; hero media keeps its window in its fields. */
function windowBadge(module: EditorModuleInfo, text: (window: "pending" | "expired", iso: string | null) => string): string | null {
  if (module.window === "current") return null;
  const own = (name: string) => (typeof module.fields[name] === "string" ? (module.fields[name] as string) : null);
  const iso = module.window === "pending" ? (module.onlineFrom ?? own("online_from")) : (module.onlineTo ?? own("online_to"));
  return text(module.window, iso);
}

/** One module in the edit mode: its type, its window badge, and its controls above the rendered module. */
export function ModuleFrame({ module, columns, isFirst, isLast, children }: ModuleFrameProps) {
  const { texts, page, steps, scripted, editorLocale, interfaceLang } = useEditor();
  const [inline, setInline] = useState(false);
  const t = texts.modules;
  const typeLabel = (texts.moduleTypes as Record<string, string>)[module.type] ?? module.type;
  const anchor = moduleAnchor(module.id);
  const ids = { module: module.id };
  const url = (state: Parameters<typeof editUrl>[1]) => editUrl(page.path, state, { noToolbar: page.noToolbar, hash: anchor });
  const confirming = steps.current.confirm?.kind === "module" && steps.current.confirm.id === module.id;
  const badge = windowBadge(module, (window, iso) => fillText(t[window], { date: iso ? formatBerlin(iso, editorLocale) : "–" }));
  const otherColumns = Array.from({ length: columns }, (_, i) => i).filter((i) => i !== module.column);
  const columnSelect = `editor-column-${module.id}`;

  return (
    <div className={`editor-module editor-module--${module.window} editor-module--type-${module.type}`} id={anchor}>
      <div className="editor-bar editor-bar--module" lang={interfaceLang} role="group" aria-label={fillText(t.label, { type: typeLabel })}>
        <span className="editor-bar__title">{typeLabel}</span>
        {badge ? <span className={`editor-badge editor-badge--${module.window}`}>{badge}</span> : null}
        {scripted ? <ModuleSaveStatus moduleId={module.id} hideWhenSaved /> : null}
        <a
          className="editor-button"
          href={url({ module: module.id })}
          onClick={(event) => {
            event.preventDefault();
            steps.open({ module: module.id });
          }}
        >
          {t.edit}
        </a>
        {scripted && (module.type === "headline" || module.type === "text") ? (
          <button type="button" className="editor-button" onClick={() => setInline(true)}>
            {t.editText}
          </button>
        ) : null}
        {isFirst ? null : (
          <EditorForm intent="editor:move-module" hidden={{ ...ids, direction: "up" }}>
            <button type="submit" className="editor-button">{t.moveUp}</button>
          </EditorForm>
        )}
        {isLast ? null : (
          <EditorForm intent="editor:move-module" hidden={{ ...ids, direction: "down" }}>
            <button type="submit" className="editor-button">{t.moveDown}</button>
          </EditorForm>
        )}
        {otherColumns.length ? (
          <EditorForm intent="editor:move-module" hidden={ids} className="editor-inline-form">
            <label htmlFor={columnSelect}>{t.moveToColumn}</label>
            <select id={columnSelect} name="column">
              {otherColumns.map((i) => (
                <option key={i} value={i}>
                  {fillText(texts.sections.column, { number: i + 1 })}
                </option>
              ))}
            </select>
            <button type="submit" className="editor-button">{t.move}</button>
          </EditorForm>
        ) : null}
        <EditorForm intent="editor:duplicate-module" hidden={ids}>
          <button type="submit" className="editor-button">{t.duplicate}</button>
        </EditorForm>
        <CopyModuleButton module={module} />
        <a
          className="editor-button editor-button--danger"
          href={url({ confirm: { kind: "module", id: module.id } })}
          onClick={(event) => {
            event.preventDefault();
            steps.open({ confirm: { kind: "module", id: module.id } });
          }}
        >
          {t.delete}
        </a>
      </div>
      {confirming ? (
        <ConfirmStep question={fillText(t.confirmDelete, { type: typeLabel })} hash={anchor}>
          <EditorForm intent="editor:delete-module" hidden={ids} onAnswer={(answer) => answer.ok && steps.open({ deleted: "module" })}>
            <button type="submit" className="editor-button editor-button--danger">{t.confirm}</button>
          </EditorForm>
        </ConfirmStep>
      ) : null}
      {!inline ? children : module.type === "text" ? (
        <InlineText module={module} onDone={() => setInline(false)} />
      ) : (
        <InlineHeadline module={module} onDone={() => setInline(false)} />
      )}
    </div>
  );
}
