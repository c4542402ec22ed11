import { type LoaderFunctionArgs } from "@remix-run/node";
import { webshopAliasOf, webshopHref } from "~/lib/webshop";
import { safeRedirect } from "~/services/http/redirect.server";

// /webshop (and each alias) → its cart: the cart is the webshop's only page of its own.
// 302, not 301: a webshop home page may come later.
export function loader({ request }: LoaderFunctionArgs) {
  return safeRedirect(webshopHref("webshop-cart", webshopAliasOf(new URL(request.url).pathname)), "/", 302);
}
