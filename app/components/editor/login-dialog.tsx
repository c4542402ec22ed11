import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CSRF_FIELD } from "~/lib/csrf";
import type { LoginTarget } from "~/lib/editor/edit-mode";
import type { EditorTexts } from "~/lib/editor/texts";
import { loginWithForm } from "./editor-api";

interface LoginDialogProps {
  texts: EditorTexts["login"];
  login: LoginTarget;
  /** In the edit mode (session expired): log in by fetch and go on; without it the form posts and returns in edit mode. */
  onLoggedIn?: () => void;
  onClose?: () => void;
  /** The editor's language when it is not the page's. */
  lang?: string;
}

/**
 * The login as a dialog over the page: rendered open by the server (a plain form that posts to the
 * login route and comes back to this page in edit mode), made modal once the script runs.
 */
export function LoginDialog({ texts, login, onLoggedIn, onClose, lang }: LoginDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The server renders the dialog open (plain form, no script); the script makes it modal. The
  // session-expired dialog is the script's only: it opens modal at once (closing it first would
  // report a close, which means "given up"). Whoever is already typing in the server's form stays in
  // their field: `showModal` alone moves the focus to the first one, mid-word.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    const typingIn = document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    typingIn?.focus();
  }, []);

  const submit = onLoggedIn
    ? async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setBusy(true);
        const outcome = await loginWithForm(login.action, new FormData(event.currentTarget));
        setBusy(false);
        if (outcome === "ok") {
          ref.current?.close();
          onLoggedIn();
        } else setError(outcome === "tooMany" ? texts.tooMany : texts.invalid);
      }
    : undefined;

  return (
    <dialog ref={ref} open={onLoggedIn ? undefined : true} lang={lang} className="editor-login" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p>{texts.intro}</p>
      {error ? (
        <p role="alert" className="editor-error">
          {error}
        </p>
      ) : null}
      <form method="post" action={login.action} onSubmit={submit} className="editor-login__form">
        <input type="hidden" name={CSRF_FIELD} value={login.csrf} />
        <input type="hidden" name="redirectTo" value={login.redirectTo} />
        <label htmlFor={`${id}-email`}>{texts.email}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        <label htmlFor={`${id}-password`}>{texts.password}</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
          {texts.submit}
        </button>
      </form>
      <p className="editor-login__links">
        <a href={login.page}>{texts.loginPage}</a>
      </p>
      <form method="dialog">
        <button type="submit" className="editor-button">
          {texts.close}
        </button>
      </form>
    </dialog>
  );
}
