/**
 * The rich-text editor's link form: the address (without a scheme it gets https://), "open in a new
 * window", apply, remove (for a link) and cancel. The address field takes focus when the form opens;
 * Escape or cancel closes it and focus goes back to where it came from. No <form> element: the
 * editor may sit inside the edit mode's own form.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { linkUrlFromInput } from "~/lib/editor/link-url";
import type { EditorTexts } from "~/lib/editor/texts";

interface Props {
  id: string;
  texts: EditorTexts["richText"];
  /** The link the selection is in, if any. */
  current: { url: string; newWindow: boolean } | null;
  onApply(url: string, newWindow: boolean): void;
  onRemove(): void;
  onCancel(): void;
}

export function RichTextLinkDialog({ id, texts, current, onApply, onRemove, onCancel }: Props) {
  const [url, setUrl] = useState(current?.url ?? "");
  const [newWindow, setNewWindow] = useState(current?.newWindow ?? false);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    const checked = linkUrlFromInput(url);
    if (checked === null) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onApply(checked, newWindow);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="rte-link-dialog" role="dialog" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <p className="rte-link-title" id={`${id}-title`}>
        {texts.linkDialog}
      </p>
      <label className="rte-link-label" htmlFor={`${id}-url`}>
        {texts.linkUrl}
      </label>
      <input
        ref={input}
        id={`${id}-url`}
        className="rte-link-input"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={url}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => {
          setUrl(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
      />
      <p className="rte-link-hint" id={`${id}-hint`}>
        {texts.linkUrlHint}
      </p>
      {invalid && (
        <p className="rte-link-error" id={`${id}-error`} role="alert">
          {texts.linkInvalid}
        </p>
      )}
      <label className="rte-link-check">
        <input type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
        {texts.linkNewWindow}
      </label>
      <div className="rte-link-actions">
        <button type="button" className="rte-link-apply" onClick={apply}>
          {texts.linkApply}
        </button>
        {current && (
          <button type="button" className="rte-link-remove" onClick={onRemove}>
            {texts.linkRemove}
          </button>
        )}
        <button type="button" className="rte-link-cancel" onClick={onCancel}>
          {texts.linkCancel}
        </button>
      </div>
    </div>
  );
}
