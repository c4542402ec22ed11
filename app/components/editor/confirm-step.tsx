import { useEffect, useRef, type ReactNode } from "react";
import { editUrl } from "~/lib/editor/edit-urls";
import { useEditor } from "./editor-context";

/** The delete confirmation: the question, the delete form and a way back (a link without script). */
export function ConfirmStep({ question, hash, children }: { question: string; hash: string; children: ReactNode }) {
  const { texts, page, steps, interfaceLang } = useEditor();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="editor-confirm" lang={interfaceLang} role="group" aria-label={question} tabIndex={-1}>
      <p>{question}</p>
      {children}
      <a
        className="editor-button"
        href={editUrl(page.path, {}, { noToolbar: page.noToolbar, hash })}
        onClick={(event) => {
          event.preventDefault();
          steps.close();
        }}
      >
        {texts.modules.cancel}
      </a>
    </div>
  );
}
