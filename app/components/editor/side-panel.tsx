import { useEffect, useRef, useState, type ReactNode } from "react";
import { isoToBerlinInput } from "~/lib/editor/berlin-time";
import type { EditorActionFailure } from "~/lib/editor/edit-mode";
import { editUrl } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import { isModuleType, MODULE_TYPES, type FieldErrors, type ModuleType } from "~/lib/modules/registry";
import type { PostedValues } from "~/lib/editor/form-choices";
import { WINDOW_INPUTS } from "~/lib/editor/form-requests";
import { useAutosave, useSaveState } from "./autosave/autosave-context";
import { ModuleSaveStatus } from "./autosave/autosave-status";
import { useEditor } from "./editor-context";
import { EditorForm } from "./editor-form";
import { ModuleFieldsForm } from "./module-fields-form";

/**
 * The side panel: a labelled dialog-like region beside the page with the open step, a module's form
 * (edit or new) or the type picker for a column. Focus moves into it when it opens and back to what
 * opened it when it closes; Escape closes it.
 */
export function SidePanel({ failure }: { failure: EditorActionFailure | null }) {
  const { texts, page, steps } = useEditor();
  const autosave = useAutosave();
  const step = steps.current;
  const module = step.module !== undefined ? page.modules[step.module] : undefined;
  const newType = step.add && step.type && isModuleType(step.type) ? step.type : null;
  const typeLabel = (type: string) => (texts.moduleTypes as Record<string, string>)[type] ?? type;

  if (module && isModuleType(module.type)) {
    const mine = failure?.module === module.id ? failure : null;
    // A change not yet saved (also one restored after a reload) is what the form shows.
    const unsaved = autosave.queue.unsaved(module.id)?.body;
    return (
      <Panel title={fillText(texts.panel.editTitle, { type: typeLabel(module.type) })} moduleId={module.id}>
        <ModuleForm
          type={module.type}
          fields={mine?.fields ?? unsaved?.fields ?? module.fields}
          onlineFrom={mine?.onlineFrom ?? isoToBerlinInput(unsaved ? (unsaved.online_from ?? null) : module.onlineFrom)}
          onlineTo={mine?.onlineTo ?? isoToBerlinInput(unsaved ? (unsaved.online_to ?? null) : module.onlineTo)}
          initialErrors={mine?.errors}
          posted={mine?.posted}
          intent="editor:save-module"
          hidden={{ module: module.id }}
          hash={`module-${module.id}`}
        />
      </Panel>
    );
  }
  if (step.add && newType) {
    const mine = failure?.add && failure.add.section === step.add.section && failure.add.type === newType ? failure : null;
    return (
      <Panel title={fillText(texts.panel.addTitle, { type: typeLabel(newType) })}>
        <ModuleForm
          type={newType}
          fields={mine?.fields ?? {}}
          onlineFrom={mine?.onlineFrom ?? ""}
          onlineTo={mine?.onlineTo ?? ""}
          initialErrors={mine?.errors}
          posted={mine?.posted}
          intent="editor:add-module"
          hidden={{ section: step.add.section, column: step.add.column, type: newType }}
        />
      </Panel>
    );
  }
  if (step.add) {
    const add = step.add;
    return (
      <Panel title={fillText(texts.modules.pickTypeFor, { number: add.column + 1 })}>
        <ul className="editor-type-list" aria-label={texts.modules.pickType}>
          {MODULE_TYPES.map((type) => (
            <li key={type}>
              <a
                href={editUrl(page.path, { add, type }, { noToolbar: page.noToolbar })}
                onClick={(event) => {
                  event.preventDefault();
                  steps.open({ add, type });
                }}
              >
                {typeLabel(type)}
              </a>
            </li>
          ))}
        </ul>
        <CancelLink />
      </Panel>
    );
  }
  return null;
}

/** Closes the panel; a module's panel with unsaved changes asks first. */
function useClosePanel(moduleId: number | undefined): () => void {
  const { steps } = useEditor();
  const autosave = useAutosave();
  return () => (moduleId === undefined ? steps.close() : autosave.leave({ moduleId, proceed: steps.close }));
}

function Panel({ title, moduleId, children }: { title: string; moduleId?: number; children: ReactNode }) {
  const close = useClosePanel(moduleId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div
      className="editor-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="editor-panel-title"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          // Handled here: the key must not also close the dialog that may open to ask.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
    >
      <h2 id="editor-panel-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

function CancelLink({ hash, moduleId }: { hash?: string; moduleId?: number }) {
  const { texts, page } = useEditor();
  const close = useClosePanel(moduleId);
  return (
    <a
      className="editor-button"
      href={editUrl(page.path, {}, { noToolbar: page.noToolbar, hash })}
      onClick={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {texts.panel.cancel}
    </a>
  );
}

interface ModuleFormProps {
  type: ModuleType;
  fields: Record<string, unknown>;
  onlineFrom: string;
  onlineTo: string;
  initialErrors?: FieldErrors;
  posted?: PostedValues;
  intent: "editor:save-module" | "editor:add-module";
  hidden: Record<string, string | number>;
  hash?: string;
}

function ModuleForm({ type, fields, onlineFrom, onlineTo, initialErrors, posted, intent, hidden, hash }: ModuleFormProps) {
  const { texts, locale, steps, page, calls, scripted } = useEditor();
  const autosave = useAutosave();
  const [ownErrors, setErrors] = useState<FieldErrors | undefined>(initialErrors);
  // An existing module saves itself (with script): its form reports every input to the autosave.
  const moduleId = intent === "editor:save-module" ? Number(hidden.module) : undefined;
  useSaveState(moduleId ?? -1);
  const errors = (moduleId === undefined ? undefined : autosave.formErrors(moduleId)) ?? ownErrors;
  const t = texts.panel;
  /** Save (with script): what the form holds is sent now; the panel closes once the server has it. */
  const flushAndClose = async (form: HTMLFormElement) => {
    if (moduleId === undefined) return calls.submitForm(form);
    if ([...new FormData(form).values()].some((value) => typeof value !== "string" && value.size > 0)) {
      // A chosen file: the form posts itself with every field (the page's action stores the file).
      autosave.discard(moduleId);
      return calls.submitForm(form);
    }
    autosave.changeFromForm(moduleId, form);
    const waiting = autosave.queue.hasUnsaved(moduleId);
    const saved = await autosave.flush(moduleId);
    // Nothing was left to send: the editor still hears that it is saved.
    if (saved && !waiting) autosave.announceSaved();
    return saved ? { ok: true as const, section: null } : { ok: false as const, error: "unsaved" };
  };
  const windowError = (name: string) => errors?.[name]?.join(" ");
  return (
    <EditorForm
      intent={intent}
      hidden={hidden}
      state={steps.current}
      multipart
      className="editor-panel__form"
      submit={moduleId === undefined ? undefined : flushAndClose}
      onInput={
        moduleId === undefined
          ? undefined
          : (form) => {
              setErrors(undefined);
              autosave.changeFromForm(moduleId, form);
            }
      }
      onAnswer={(answer) => {
        if (answer.ok) steps.close();
        else if (answer.errors) setErrors(answer.errors);
      }}
    >
      {errors && Object.keys(errors).length ? (
        <p role="alert" className="editor-error">
          {t.errorSummary}
        </p>
      ) : null}
      <ModuleFieldsForm type={type} fields={fields} locale={locale} errors={errors} idPrefix="editor-field" posted={posted} choices={page.choices} />
      <fieldset className="editor-window">
        <legend>{t.window}</legend>
        {(["online_from", "online_to"] as const).map((name) => (
          <p key={name}>
            <label htmlFor={`editor-panel-${name}`}>{name === "online_from" ? t.onlineFrom : t.onlineTo}</label>
            <input
              id={`editor-panel-${name}`}
              name={WINDOW_INPUTS[name]}
              type="datetime-local"
              defaultValue={name === "online_from" ? onlineFrom : onlineTo}
              aria-invalid={windowError(name) ? true : undefined}
              aria-describedby={windowError(name) ? `editor-panel-${name}-error` : undefined}
            />
            {windowError(name) ? (
              <span id={`editor-panel-${name}-error`} className="editor-error">
                {windowError(name)}
              </span>
            ) : null}
          </p>
        ))}
      </fieldset>
      <p className="editor-panel__actions">
        <button type="submit" className="editor-button editor-button--primary">
          {t.save}
        </button>
        <CancelLink hash={hash} moduleId={moduleId} />
        {moduleId !== undefined && scripted ? (
          <>
            {" "}
            <ModuleSaveStatus moduleId={moduleId} />
          </>
        ) : null}
      </p>
      {moduleId !== undefined && scripted ? <p className="editor-hint">{texts.autosave.hint}</p> : null}
    </EditorForm>
  );
}
