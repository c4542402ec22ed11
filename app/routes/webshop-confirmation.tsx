import { registerDefaultLocaleTexts } from "~/lib/default-locale-texts";
import { registerAccountTexts } from "~/lib/account-texts";
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { CartLines } from "~/components/webshop/cart-lines";
import { WebshopBar } from "~/components/webshop/webshop-bar";
import { webshopAliasOf, webshopHref } from "~/lib/webshop";
import { boxOffice } from "~/services/box-office/box-office.server";
import { fixedT } from "~/services/i18n.server";
import { NO_STORE, readOrderToken, summarizeCart, webshopCurrency, WEBSHOP_LOCALE } from "~/services/webshop.server";
import webshopStylesheet from "~/styles/webshop.css?url";
import { safeRedirect } from "~/services/http/redirect.server";

// The account's and the webshop's texts come with their pages (app/lib/account-texts.ts).
registerAccountTexts();
registerDefaultLocaleTexts();

export const links: LinksFunction = () => [{ rel: "stylesheet", href: webshopStylesheet }];

export const headers: HeadersFunction = () => NO_STORE;

// /webshop/confirmation: the order the visitor just placed, found through the order cookie that
// checkout set. Without one (or for a cart that is not checked out) the cart page is the place to be.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = WEBSHOP_LOCALE;
  const token = readOrderToken(request);
  const cart = token ? await boxOffice().getCart(token, locale) : null;
  if (!cart || cart.status !== "checked_out" || cart.orderId === null) {
    throw safeRedirect(webshopHref("webshop-cart", webshopAliasOf(new URL(request.url).pathname)), "/", { status: 303, headers: NO_STORE });
  }
  const [t, currency] = await Promise.all([fixedT(locale), webshopCurrency()]);
  return data(
    { layout: "webshop" as const, title: t("webshop.confirmation.title"), orderId: cart.orderId, order: await summarizeCart(cart, locale, currency) },
    { headers: NO_STORE },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function WebshopConfirmation() {
  const { orderId, order } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="webshop">
      <WebshopBar />
      <h1>{t("webshop.confirmation.title")}</h1>
      <div className="notice notice--success webshop-confirmation">
        <p className="webshop-confirmation__number">{t("webshop.confirmation.orderNumber", { order: orderId })}</p>
        <p>{t("webshop.confirmation.booked")}</p>
        <p>{t("webshop.confirmation.keepNumber")}</p>
      </div>
      <div className="notice webshop-payment">
        <h2>{t("webshop.checkout.paymentTitle")}</h2>
        <p>{t("webshop.checkout.payment")}</p>
      </div>
      <CartLines cart={order} csrf={null} />
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
