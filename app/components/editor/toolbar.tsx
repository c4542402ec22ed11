import type { MouseEvent } from "react";
import { TOOLBAR_MODULE_TYPES } from "~/lib/editor/edit-mode";
import { editUrl } from "~/lib/editor/edit-urls";
import { EDITOR_LOCALES, fillText } from "~/lib/editor/texts";
import { LOCALES } from "~/lib/routes";
import { useAutosave } from "./autosave/autosave-context";
import { PageSaveStatus } from "./autosave/autosave-status";
import { useEditor } from "./editor-context";
import { EditorForm } from "./editor-form";
import { PublishingBar } from "./publishing-bar";
import { HistoryButtons } from "./history-controls";
import { PresenceBar } from "./presence-bar";
import type { PresenceState } from "./use-presence";

const LANGUAGE_NAMES = { de: "Deutsch", en: "English", ja: "日本語", la: "Latina" } as const;

/**
 * The edit mode's toolbar: the page's title and state, adding a module (to the last section's first
 * column), undo and redo, the dashboard, the other locale's page, the editor's language, leaving the edit mode,
 * and whether every change is saved; below them the publishing row (draft state, publish, previews,
 * schedules, history) and who else edits the page, with its soft lock. Its links away from the page ask first while changes are unsaved.
 */
export function Toolbar({ lastSectionId, presence }: { lastSectionId: number | null; presence: PresenceState }) {
  const { texts, page, editorLocale, steps, scripted } = useEditor();
  const autosave = useAutosave();
  const away = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!autosave.queue.hasUnsaved()) return;
    event.preventDefault();
    const target = event.currentTarget.href;
    autosave.leave({ proceed: () => window.location.assign(target) });
  };
  const { toolbar } = page;
  const t = texts.toolbar;
  const other = LOCALES.find((l) => l !== page.locale) ?? page.locale;
  const state = toolbar.isOnline ? t.online : t.offline;
  const add = lastSectionId === null ? null : { section: lastSectionId, column: 0 };
  const openAdd = (type: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!add) return;
    event.preventDefault();
    event.currentTarget.closest("details")?.removeAttribute("open");
    steps.open({ add, type });
  };

  return (
    <aside className="editor-toolbar" aria-label={t.label}>
      <div role="toolbar" aria-label={t.tools} className="editor-toolbar__items">
        <p className="editor-toolbar__page">
          <strong>{toolbar.title}</strong>{" "}
          <span className={toolbar.isOnline ? "editor-state editor-state--online" : "editor-state editor-state--offline"}>
            {fillText(t.state, { state })}
          </span>{" "}
          {scripted ? <PageSaveStatus /> : null}
        </p>
        <details className="editor-menu">
          <summary className="editor-button">{t.addModule}</summary>
          <div className="editor-menu__body">
            {add ? (
              <>
                <p className="editor-hint">{t.addModuleHint}</p>
                <ul>
                  {TOOLBAR_MODULE_TYPES.map((type) => (
                    <li key={type}>
                      <a href={editUrl(page.path, { add, type }, { noToolbar: page.noToolbar })} onClick={openAdd(type)}>
                        {texts.moduleTypes[type]}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <EditorForm intent="editor:create-container">
                <button type="submit" className="editor-button">
                  {texts.sections.createFirst}
                </button>
              </EditorForm>
            )}
          </div>
        </details>
        <HistoryButtons />
        <a className="editor-button" href={toolbar.adminUrl} onClick={away}>
          {t.admin}
        </a>
        {toolbar.siblingUrl ? (
          <a className="editor-button" href={toolbar.siblingUrl} hrefLang={other} lang={other} onClick={away}>
            {fillText(t.sibling, { locale: t.siblingLocale[other] })}
          </a>
        ) : null}
        <EditorForm intent="editor:locale" native className="editor-inline-form">
          <label htmlFor="editor-language">{t.editorLanguage}</label>
          <select id="editor-language" name="editor_locale" defaultValue={editorLocale}>
            {EDITOR_LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
          <button type="submit" className="editor-button">
            {t.apply}
          </button>
        </EditorForm>
        <a className="editor-button" href={toolbar.leaveUrl} onClick={away}>
          {t.leave}
        </a>
      </div>
      <PublishingBar />
      <PresenceBar entries={presence.entries} onLock={(action) => void presence.lock(action)} />
    </aside>
  );
}
