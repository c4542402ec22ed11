/** A modal <dialog> opened when mounted; Escape and the close button call `onClose`. */
import { useEffect, useRef, type ReactNode } from "react";

export function EditorDialog({ id, title, closeLabel, onClose, children }: { id: string; title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby={`${id}-title`} onCancel={(event) => (event.preventDefault(), onClose())}>
      <div className="editor-dialog__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" onClick={onClose}>{closeLabel}</button>
      </div>
      {children}
    </dialog>
  );
}
