/**
 * An image field. Without JavaScript: radios over the library's recent images (thumbnail and alt
 * text) and a file input `<name>.upload` whose image the page action stores in the library. With
 * JavaScript also a "choose from the library" dialog with search, and a chosen file is uploaded at
 * once (POST pageeditor-api/media/) and selected, so the form then posts its id only.
 */
import { useEffect, useRef, useState } from "react";
import type { LibraryImage } from "~/lib/editor/form-choices";
import { fillText } from "~/lib/editor/texts";
import { CSRF_HEADER } from "~/lib/csrf";
import type { FieldDescriptor } from "~/lib/modules/forms";
import { href } from "~/lib/routes";
import { useEditorCsrf, useEditorTexts } from "./editor-texts";
import { FieldRow } from "./field-row";
import { inputId, type FormScope } from "./form-scope";
import { MediaLibraryDialog } from "./media-library-dialog";

export const IMAGE_UPLOAD_TYPES = "image/jpeg,image/png,image/webp";

interface ImageFieldProps {
  scope: FormScope;
  field: FieldDescriptor;
  name: string;
  label: string;
  value: string;
  errors: string[];
}

export function ImageField({ scope, field, name, label, value, errors }: ImageFieldProps) {
  const texts = useEditorTexts();
  const csrf = useEditorCsrf();
  const id = inputId(scope, name);
  const locale = scope.source.locale;
  const [selected, setSelected] = useState(value);
  const [added, setAdded] = useState<LibraryImage[]>([]);
  const [dialog, setDialog] = useState(false);
  const [scripted, setScripted] = useState(false);
  const [status, setStatus] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => setScripted(true), []);

  const images = [...added, ...scope.choices.images.filter((image) => !added.some((a) => a.id === image.id))];
  const known = selected === "" || images.some((image) => String(image.id) === selected);
  const choose = (image: LibraryImage) => {
    setAdded((shown) => [image, ...shown.filter((a) => a.id !== image.id)]);
    setSelected(String(image.id));
  };

  async function upload(file: File) {
    setStatus(texts.media.uploading);
    const body = new FormData();
    body.append("file", file);
    try {
      const response = await fetch(href("editor-media", locale), { method: "POST", body, headers: { [CSRF_HEADER]: csrf, Accept: "application/json" } });
      const answer = await response.json();
      if (!response.ok) throw new Error(answer?.error ?? response.statusText);
      choose(answer as LibraryImage);
      setStatus("");
      // The image is in the library now: the form posts its id, not the file again.
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      setStatus(fillText(texts.media.uploadFailed, { message: (error as Error).message }));
    }
  }

  const radio = (choice: string, text: string, image?: LibraryImage) => (
    <label className="editor-image-choice" key={choice || "none"}>
      <input type="radio" name={name} value={choice} checked={selected === choice} onChange={() => setSelected(choice)} />
      {image ? <img src={image.thumb} alt="" width={120} height={Math.round((120 * image.height) / image.width)} loading="lazy" /> : null}
      <span>{text}</span>
    </label>
  );

  return (
    <FieldRow id={id} label={label} required={field.required} errors={errors} hints={[texts.media.uploadHint]} group className="editor-field--image">
      {() => (
        <>
          <div className="editor-image-grid">
            {field.required ? null : radio("", texts.media.noImage)}
            {known ? null : radio(selected, fillText(texts.media.imageNumber, { id: selected }))}
            {images.map((image) => radio(String(image.id), image.alt || image.name, image))}
          </div>
          <div className="editor-image-upload">
            <label htmlFor={`${id}-upload`}>{texts.media.upload}</label>
            <input
              ref={fileInput}
              type="file"
              id={`${id}-upload`}
              name={`${name}.upload`}
              accept={IMAGE_UPLOAD_TYPES}
              onChange={scripted ? (event) => event.target.files?.[0] && upload(event.target.files[0]) : undefined}
            />
          </div>
          {scripted ? (
            <button type="button" className="editor-image-library" onClick={() => setDialog(true)}>
              {texts.media.choose}
            </button>
          ) : null}
          <p role="status" className="editor-field__status">{status}</p>
          {dialog ? (
            <MediaLibraryDialog id={`${id}-library`} locale={locale} onClose={() => setDialog(false)} onChoose={(image) => (choose(image), setDialog(false))} />
          ) : null}
        </>
      )}
    </FieldRow>
  );
}
