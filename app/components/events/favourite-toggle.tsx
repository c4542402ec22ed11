import { useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "~/components/i18n";
import { Icon } from "~/components/ui/icon";
import { FAVOURITE_FIELDS, favouriteAnchor, serializeFavourites } from "~/lib/favourites";
import { href } from "~/lib/routes";
import { useFavouritesAndFetcher } from "./use-favourites";

interface FavouriteToggleProps {
  event: { id: number; title: string };
  /** A heart in a card's corner (its words for screen readers only), or a button with words. */
  look?: "icon" | "button";
}

/**
 * The heart that puts an event on the Merkliste or takes it off. Without script a plain form posts to
 * the Merkliste page, which answers 303 back to this page at this heart; with script the same form
 * goes through the page's one Merkliste fetcher, with the list as shown, and the heart turns at once.
 * Nothing while the root has no data.
 */
export function FavouriteToggle({ event, look = "icon" }: FavouriteToggleProps) {
  const { t, locale } = useTranslation();
  const { favourites, fetcher } = useFavouritesAndFetcher();
  const { pathname, search } = useLocation();
  if (!favourites) return null;

  const marked = favourites.has(event.id);
  const action = href("favourites", locale);
  const anchor = favouriteAnchor(event.id);
  const label = marked ? t("favourites.remove") : t("favourites.add");
  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.event === event.id ? fetcher.data.error : null;

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = new FormData(submitted.currentTarget);
    // Without a way back the action answers with data instead of redirecting.
    form.delete(FAVOURITE_FIELDS.returnTo);
    form.set(FAVOURITE_FIELDS.shown, serializeFavourites(favourites));
    fetcher.submit(form, { method: "post", action });
  };

  return (
    <form method="post" action={action} onSubmit={submit} className={`favourite-form favourite-form--${look}`} id={anchor}>
      <input type="hidden" name={FAVOURITE_FIELDS.intent} value={marked ? "remove" : "add"} />
      <input type="hidden" name={FAVOURITE_FIELDS.event} value={event.id} />
      <input type="hidden" name={FAVOURITE_FIELDS.returnTo} value={`${pathname}${search}#${anchor}`} />
      <button type="submit" className="favourite-toggle" aria-pressed={marked} title={look === "icon" ? label : undefined}>
        <Icon name="heart" />
        {/* In a list every heart names its event; beside the event's own heading the words suffice. */}
        {look === "icon" ? <span className="visually-hidden">{`${label}: ${event.title}`}</span> : <span className="favourite-toggle__label">{label}</span>}
      </button>
      {failure ? (
        <span className="favourite-form__error" role="status">
          {failure}
        </span>
      ) : null}
    </form>
  );
}
