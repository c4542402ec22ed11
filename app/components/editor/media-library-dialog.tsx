/**
 * The media library (with JavaScript): searches the library's images (GET pageeditor-api/media/) and
 * answers the one clicked.
 */
import { useEffect, useState } from "react";
import type { LibraryImage } from "~/lib/editor/form-choices";
import type { PagedAnswer } from "~/lib/schemas/common";
import { href, type Locale } from "~/lib/routes";
import { EditorDialog } from "./editor-dialog";
import { useEditorTexts } from "./editor-texts";

export function MediaLibraryDialog({ id, locale, onChoose, onClose }: { id: string; locale: Locale; onChoose: (image: LibraryImage) => void; onClose: () => void }) {
  const texts = useEditorTexts();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<PagedAnswer<LibraryImage> | null>(null);
  const [images, setImages] = useState<LibraryImage[]>([]);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(href("editor-media", locale, {}, { q: query, page }), { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          const body = await response.json();
          if (!response.ok) throw new Error(body?.error ?? response.statusText);
          setAnswer(body);
          setImages((shown) => (page === 1 ? body.results : [...shown, ...body.results]));
          setFailed(null);
        })
        .catch((error: Error) => error.name !== "AbortError" && setFailed(error.message));
    }, 250);
    return () => (clearTimeout(timer), controller.abort());
  }, [locale, query, page]);

  return (
    <EditorDialog id={id} title={texts.media.library} closeLabel={texts.media.close} onClose={onClose}>
      <label htmlFor={`${id}-q`}>{texts.media.search}</label>
      <input id={`${id}-q`} type="search" value={query} onChange={(event) => (setQuery(event.target.value), setPage(1))} />
      <p role="status" className="editor-dialog__status">
        {failed ?? (answer === null ? texts.media.loading : images.length === 0 ? texts.media.empty : "")}
      </p>
      <ul className="editor-media-grid">
        {images.map((image) => (
          <li key={image.id}>
            <button type="button" onClick={() => onChoose(image)}>
              <img src={image.thumb} alt="" width={160} height={Math.round((160 * image.height) / image.width)} loading="lazy" />
              <span>{image.alt || image.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {answer?.next ? (
        <button type="button" onClick={() => setPage((n) => n + 1)}>
          {texts.media.more}
        </button>
      ) : null}
    </EditorDialog>
  );
}
