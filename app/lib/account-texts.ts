import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { loadMessages } from "~/lib/messages";
import { localeFromPath } from "~/lib/routes";

// The login, account and webshop pages show texts no other page needs (app/locales/de-account.ts):
// such a route declares ACCOUNT_TEXTS in its handle and exports accountTextsClientLoader. The root
// marks a document that shows one (ACCOUNT_TEXTS_ATTRIBUTE), and entry.client.tsx loads the texts
// before it hydrates; on a navigation the route's clientLoader loads them with the page's data.

/** On <html>: the page shows the account pages' texts. */
export const ACCOUNT_TEXTS_ATTRIBUTE = "data-account-texts";

/** In a route's handle: the route shows the account pages' texts. */
export const ACCOUNT_TEXTS = { accountTexts: true } as const;

export function showsAccountTexts(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { accountTexts?: unknown }).accountTexts === true;
}

/** The clientLoader of a route that shows the account pages' texts: its data, and the texts with it. */
export async function accountTextsClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader(), loadMessages(localeFromPath(new URL(request.url).pathname), { account: true })]);
  return data;
}
