import { useEffect, useRef, useState, type ReactNode } from "react";
import { isoToBerlinInput } from "~/lib/editor/berlin-time";
import type { EditorActionFailure } from "~/lib/editor/edit-mode";
import { editUrl } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import { isModuleType, MODULE_TYPES, type FieldErrors, type ModuleType } from "~/lib/modules/registry";
import type { PostedValues } from "~/lib/editor/form-choices";
import { WINDOW_INPUTS } from "~/lib/editor/form-requests";
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
  const step = steps.current;
  const module = step.module !== undefined ? page.modules[step.module] : undefined;
  const newType = step.add && step.type && isModuleType(step.type) ? step.type : null;
  const typeLabel = (type: string) => (texts.moduleTypes as Record<string, string>)[type] ?? type;

  if (module && isModuleType(module.type)) {
    const mine = failure?.module === module.id ? failure : null;
    return (
      <Panel title={fillText(texts.panel.editTitle, { type: typeLabel(module.type) })}>
        <ModuleForm
          type={module.type}
          fields={mine?.fields ?? module.fields}
          onlineFrom={mine?.onlineFrom ?? isoToBerlinInput(module.onlineFrom)}
          onlineTo={mine?.onlineTo ?? isoToBerlinInput(module.onlineTo)}
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

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const { steps } = useEditor();
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
          event.stopPropagation();
          steps.close();
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

function CancelLink({ hash }: { hash?: string }) {
  const { texts, page, steps } = useEditor();
  return (
    <a
      className="editor-button"
      href={editUrl(page.path, {}, { noToolbar: page.noToolbar, hash })}
      onClick={(event) => {
        event.preventDefault();
        steps.close();
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
  const { texts, locale, steps, page } = useEditor();
  const [errors, setErrors] = useState<FieldErrors | undefined>(initialErrors);
  const t = texts.panel;
  const windowError = (name: string) => errors?.[name]?.join(" ");
  return (
    <EditorForm
      intent={intent}
      hidden={hidden}
      state={steps.current}
      multipart
      className="editor-panel__form"
      onAnswer={(answer) => (answer.ok ? steps.close() : setErrors(answer.errors ?? {}))}
    >
      {errors && Object.keys(errors).length ? (
        <p role="alert" className="editor-error">
          {t.errorSummary}
        </p>
      ) : null}
      <ModuleFieldsForm type={type} fields={fields} locale={locale} errors={errors} idPrefix="editor-panel" posted={posted} choices={page.choices} />
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
        <CancelLink hash={hash} />
      </p>
    </EditorForm>
  );
}
