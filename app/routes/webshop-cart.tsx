import { registerDefaultLocaleTexts } from "~/lib/default-locale-texts";
import { registerAccountTexts } from "~/lib/account-texts";
import { data, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/components/i18n";
import { CartLines } from "~/components/webshop/cart-lines";
import { ActionMessage, EmptyCart, ExpiredCart, ShopOffline } from "~/components/webshop/cart-notices";
import type { CartActionData } from "~/lib/types/webshop-cart";
import { CheckoutForm } from "~/components/webshop/checkout-form";
import { ReservationCountdown } from "~/components/webshop/reservation-countdown";
import { WebshopBar } from "~/components/webshop/webshop-bar";
import { getSiteSettings } from "~/models/settings.server";
import { clearCartCookies, readCartToken } from "~/services/box-office/cart-cookies.server";
import { csrfToken } from "~/services/http/csrf.server";
import { fixedT } from "~/services/i18n.server";
import { cartAction } from "~/services/webshop-cart-actions.server";
import { cartState, NO_STORE, WEBSHOP_LOCALE } from "~/services/webshop.server";
import webshopStylesheet from "~/styles/webshop.css?url";

// The account's and the webshop's texts come with their pages (app/lib/account-texts.ts).
registerAccountTexts();
registerDefaultLocaleTexts();

export const links: LinksFunction = () => [{ rel: "stylesheet", href: webshopStylesheet }];

// Personal by nature: never stored by a browser, proxy or the page cache (decision 0012).
export const headers: HeadersFunction = () => NO_STORE;

// /webshop/cart (and under the aliases): the visitor's reserved tickets, their changes and the checkout.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = WEBSHOP_LOCALE;
  const { token: csrf, setCookie } = csrfToken(request);
  const [settings, t, { state, stale }] = await Promise.all([getSiteSettings(locale), fixedT(locale), cartState(readCartToken(request), locale)]);
  const headers = new Headers(NO_STORE);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (stale) for (const cookie of clearCartCookies()) headers.append("Set-Cookie", cookie);
  return data(
    { layout: "webshop" as const, title: t("webshop.cartTitle"), csrf, shopOnline: settings.isShopOnline, state },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cartAction(request, context.clientIp);
}

// Remix skips the loader after a failed action (4xx), which would leave lines and checkout on the
// page of a cart that is gone (-204) or changed; without script the answer is a fresh page anyway.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function WebshopCart() {
  const { csrf, shopOnline, state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CartActionData | undefined;
  const { t } = useTranslation();
  // The reservation whose countdown reached zero while the page was open.
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const open = state.kind === "open" ? state : null;
  const ended = open !== null && endedAt === open.expiresAt;
  return (
    <div className="webshop">
      <WebshopBar />
      <h1>{t("webshop.cartTitle")}</h1>
      {shopOnline ? null : <ShopOffline />}
      {result && !result.fields ? <ActionMessage result={result} /> : null}
      {open ? (
        <>
          <ReservationCountdown
            key={open.expiresAt}
            expiresAt={open.expiresAt}
            serverNow={open.serverNow}
            reservedUntil={open.reservedUntil}
            onExpire={() => setEndedAt(open.expiresAt)}
          />
          {ended ? (
            <ExpiredCart />
          ) : (
            <>
              <CartLines cart={open.cart} csrf={shopOnline ? csrf : null} />
              {shopOnline ? <CheckoutForm csrf={csrf} result={result} /> : null}
            </>
          )}
        </>
      ) : state.kind === "expired" ? (
        <ExpiredCart />
      ) : (
        <EmptyCart />
      )}
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
