import type { MouseEvent } from "react";
import { TOOLBAR_MODULE_TYPES } from "~/lib/editor/edit-mode";
import { editUrl } from "~/lib/editor/edit-urls";
import { EDITOR_LOCALES, fillText } from "~/lib/editor/texts";
import { LOCALES } from "~/lib/routes";
import { useEditor } from "./editor-context";
import { EditorForm } from "./editor-form";
import { PresenceBar } from "./presence-bar";
import type { PresenceState } from "./use-presence";

const LANGUAGE_NAMES = { de: "Deutsch", en: "English", ja: "日本語", la: "Latina" } as const;

/**
 * The edit mode's toolbar: the page's title and state, adding a module (to the last section's first
 * column), undo, the dashboard, the other locale's page, the editor's language, leaving the edit mode;
 * below them who else edits the page and its soft lock.
 */
export function Toolbar({ lastSectionId, presence }: { lastSectionId: number | null; presence: PresenceState }) {
  const { texts, page, editorLocale, steps } = useEditor();
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
          </span>
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
        <EditorForm intent="editor:undo">
          <button type="submit" className="editor-button">
            {t.undo}
          </button>
        </EditorForm>
        <a className="editor-button" href={toolbar.adminUrl}>
          {t.admin}
        </a>
        {toolbar.siblingUrl ? (
          <a className="editor-button" href={toolbar.siblingUrl} hrefLang={other} lang={other}>
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
        <a className="editor-button" href={toolbar.leaveUrl}>
          {t.leave}
        </a>
      </div>
      <PresenceBar entries={presence.entries} onLock={(action) => void presence.lock(action)} />
    </aside>
  );
}
