/** A modal <dialog> opened when mounted; Escape and the close button call `onClose`; `role="alertdialog"` for one that asks a decision. */
import { useEffect, useRef, type ReactNode, type RefObject } from "react";

export function EditorDialog({ id, title, closeLabel, onClose, role, describedBy, initialFocus, children }: {
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  role?: "alertdialog";
  describedBy?: string;
  /** The control that gets the focus once the dialog is open (else the browser's first focusable one). */
  initialFocus?: RefObject<HTMLElement>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => dialog?.close();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- opened once, on mount
  return (
    <dialog ref={ref} className="editor-dialog" role={role} aria-labelledby={`${id}-title`} aria-describedby={describedBy} onCancel={(event) => (event.preventDefault(), onClose())}>
      <div className="editor-dialog__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" onClick={onClose}>{closeLabel}</button>
      </div>
      {children}
    </dialog>
  );
}
