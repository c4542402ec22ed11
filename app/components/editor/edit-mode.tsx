/**
 * The page's edit mode, loaded only when the page is asked for with `?edit` (cms-page.tsx reaches it
 * through React.lazy, so no visitor's page carries its code or its stylesheet). For an editor: the
 * toolbar, the sections with their controls, the side panel and the save alerts; for anyone else the
 * page as usual with the login dialog.
 */
import { useActionData } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PageSections } from "~/components/cms/page-sections";
import { isEditorActionFailure, type EditModeData, type EditModeEditor } from "~/lib/editor/edit-mode";
import type { EditState } from "~/lib/editor/edit-urls";
import { EDITOR_TEXTS } from "~/lib/editor/texts";
import editorStylesheet from "~/styles/editor.css?url";
import richTextStylesheet from "~/styles/editor-rich-text.css?url";
import { AutosaveProvider } from "./autosave/autosave-provider";
import { EditableSections, type EditSection } from "./editable-sections";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { EditorForm } from "./editor-form";
import { HistoryPanel } from "./history-panel";
import { DeleteNotice } from "./history-controls";
import { LoginDialog } from "./login-dialog";
import { moduleFieldsFormStylesheet } from "./module-fields-form";
import { SaveAlert, useSaveAlert } from "./save-alert";
import { SidePanel } from "./side-panel";
import { Toolbar } from "./toolbar";
import { ConflictDialog } from "./conflict-dialog";
import { ConflictNotice } from "./conflict-notice";
import { useEditorCalls, type StaleWrite } from "./use-editor-calls";
import { usePresence } from "./use-presence";

export default function EditMode({ data, sections }: { data: EditModeData; sections: EditSection[] }) {
  return (
    <>
      <link rel="stylesheet" href={editorStylesheet} />
      <link rel="stylesheet" href={richTextStylesheet} />
      <link rel="stylesheet" href={moduleFieldsFormStylesheet} />
      {data.kind === "login" ? (
        <>
          <PageSections sections={sections} />
          <LoginDialog texts={EDITOR_TEXTS[data.editorLocale].login} login={data.login} lang={data.editorLocale} />
        </>
      ) : (
        <Editor page={data} sections={sections} />
      )}
    </>
  );
}

function Editor({ page, sections }: { page: EditModeEditor; sections: EditSection[] }) {
  const texts = EDITOR_TEXTS[page.editorLocale];
  const actionData = useActionData();
  const failure = isEditorActionFailure(actionData) ? actionData : null;
  const [step, setStep] = useState<EditState>(() => stepAfter(page.state, failure));
  const stateKey = JSON.stringify(page.state);
  useEffect(() => setStep(stepAfter(page.state, failure)), [stateKey, failure]); // eslint-disable-line react-hooks/exhaustive-deps
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const { alert, show } = useSaveAlert();
  const interfaceLang = page.editorLocale === page.locale ? undefined : page.editorLocale;
  const [login, setLogin] = useState<{ resolve: () => void; reject: () => void } | null>(null);
  const requestLogin = useCallback(() => new Promise<void>((resolve, reject) => setLogin({ resolve, reject })), []);
  const [stale, setStale] = useState<{ write: StaleWrite; choose: (choice: "reload" | "overwrite" | "keep") => void } | null>(null);
  const requestChoice = useCallback(
    (write: StaleWrite) => new Promise<"reload" | "overwrite" | "keep">((resolve) => setStale({ write, choose: (choice) => (setStale(null), resolve(choice)) })),
    [],
  );
  const calls = useEditorCalls(page, texts, { login: requestLogin, alert: show, conflict: requestChoice });
  const presence = usePresence(page, texts, show);

  const value = useMemo<EditorContextValue>(
    () => ({
      texts, editorLocale: page.editorLocale, locale: page.locale, csrf: page.csrf, calls, page, scripted, interfaceLang,
      steps: { current: step, open: setStep, close: () => setStep({}) },
    }),
    [texts, page, calls, step, scripted, interfaceLang],
  );

  // A page without a section gets its first one at once (once per visit), so a module can be added.
  const created = useRef(false);
  const firstSection = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (sections.length > 0 || created.current || !firstSection.current) return;
    created.current = true;
    void calls.submitForm(firstSection.current);
  }, [sections.length, calls]);

  return (
    <EditorContext.Provider value={value}>
      <AutosaveProvider page={page} calls={calls} texts={texts} alert={show}>
        {/* Marked once the edit mode's script runs: before that its controls work as plain forms and links. */}
        <div className="editor-mode" lang={interfaceLang} data-editor-ready={scripted || undefined}>
          {page.noToolbar ? null : <Toolbar lastSectionId={sections.at(-1)?.id ?? null}  presence={presence} />}
          <SaveAlert alert={alert} />
          {failure?.conflict ? <ConflictNotice failure={failure} conflict={failure.conflict} /> : null}
          <DeleteNotice />
          <SidePanel key={JSON.stringify(step)} failure={failure} />
          {page.history && step.history ? <HistoryPanel history={page.history} /> : null}
        </div>
        {sections.length ? (
          <EditableSections sections={sections} />
        ) : (
          <div className="editor-empty" lang={interfaceLang}>
            <p>{texts.sections.empty}</p>
            <EditorForm intent="editor:create-container">
              <button ref={(button) => void (firstSection.current = button?.form ?? null)} type="submit" className="editor-button editor-button--primary">
                {texts.sections.createFirst}
              </button>
            </EditorForm>
          </div>
        )}
        {stale ? (
          <ConflictDialog texts={texts.conflicts} stale={stale.write} editorLocale={page.editorLocale} locale={page.locale} lang={interfaceLang} onChoose={stale.choose} />
        ) : null}
        {login ? (
          <LoginDialog
            lang={interfaceLang}
            texts={texts.login}
            login={page.login}
            onLoggedIn={() => {
              login.resolve();
              setLogin(null);
              show(texts.login.retrying, "announce");
            }}
            onClose={() => {
              login.reject();
              setLogin(null);
            }}
          />
        ) : null}
      </AutosaveProvider>
    </EditorContext.Provider>
  );
}

/** The step the page opens with: the URL's, or after a refused post the panel it came from. */
function stepAfter(state: EditState, failure: ReturnType<typeof useActionData> & object | null): EditState {
  if (!isEditorActionFailure(failure)) return state;
  if (failure.module !== undefined && failure.intent === "editor:save-module") return { module: failure.module };
  if (failure.add) return { add: { section: failure.add.section, column: failure.add.column }, type: failure.add.type };
  return state;
}
