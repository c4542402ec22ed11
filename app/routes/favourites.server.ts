/**
 * The Merkliste page's server side (docs/decisions/0066-merkliste.md): its loader, and the action every
 * heart posts to. The route module (app/routes/favourites.tsx) keeps only what the browser needs.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FAVOURITE_FIELDS, MAX_FAVOURITES, parseFavourites } from "~/lib/favourites";
import { href } from "~/lib/routes";
import { FavouriteFormSchema } from "~/lib/schemas/favourites";
import type { FavouriteActionData } from "~/lib/types/favourites";
import { safeRedirectPath } from "~/lib/urls";
import { now } from "~/services/clock.server";
import { changeFavourites, cookieFavourites, favouriteDays } from "~/services/favourites.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { pageForm, pageMethod } from "~/services/http/input.server";
import { favouritesCookie } from "~/services/http/preference-cookies.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { fixedT, requestLocale } from "~/services/i18n.server";

/** One visitor's list: never shared by a CDN or the page cache, and asked for again each time. */
export const PERSONAL = { "Cache-Control": "private, no-cache" } as const;

// /de/merkliste · /en/favourites
export async function favouritesLoader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [t, days] = await Promise.all([fixedT(locale), favouriteDays(cookieFavourites(request), locale, now())]);
  return data(
    {
      locale,
      title: t("favourites.title"),
      description: t("favourites.description"),
      days,
      calendarUrl: href("favourites-calendar", locale),
      alternates: { de: href("favourites", "de"), en: href("favourites", "en") },
    },
    { headers: PERSONAL },
  );
}

function refused(status: number, error: string, back: string | null, event: number | null, reason: string) {
  console.warn(`[favourites] ${status} ${reason}`);
  return data<FavouriteActionData>({ ok: false, error, back, event }, { status, headers: PERSONAL });
}

/**
 * Puts an event on the list or takes it off (and drops the events that are over). A plain form sends
 * `returnTo` and goes back there (303, at its heart); the script toggle leaves it out and gets the list.
 * The plain form changes the list its cookie holds; the script toggle the list it sends (`shown`), so
 * that of two quick presses the second, sent before the first's cookie came back, keeps the first.
 * The origin check alone guards it, as the consent and alert forms: a token in every page's hearts
 * would make every page personal and uncacheable.
 */
export async function favouritesAction({ request }: ActionFunctionArgs) {
  await pageMethod(request);
  assertSameOrigin(request);
  const locale = requestLocale(request);
  const { formData } = await pageForm(request, { files: false });
  const parsed = FavouriteFormSchema.safeParse(Object.fromEntries(formData));
  const t = await fixedT(locale);
  const returnTo = formData.get(FAVOURITE_FIELDS.returnTo);
  const back = typeof returnTo === "string" ? safeRedirectPath(returnTo, "") || null : null;
  if (!parsed.success) return refused(400, t("favourites.invalid"), back, null, parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));

  const { intent, event, shown } = parsed.data;
  const base = shown === undefined ? cookieFavourites(request) : parseFavourites(shown);
  const change = await changeFavourites(base, intent, event, now());
  if (!change.ok) {
    const error = change.reason === "full" ? t("favourites.full", { max: MAX_FAVOURITES }) : t("favourites.unknown");
    return refused(change.status, error, back, event, `${intent} ${event}: ${change.reason}`);
  }
  const headers = { ...PERSONAL, "Set-Cookie": favouritesCookie(change.ids) };
  if (parsed.data.returnTo !== undefined) return safeRedirect(parsed.data.returnTo, href("favourites", locale), { status: 303, headers });
  return data<FavouriteActionData>({ ok: true, favourites: change.ids }, { headers });
}
