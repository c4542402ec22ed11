import { methodNotAllowed } from "~/services/http/json-api.server";
import { csrfToken } from "~/services/http/csrf.server";
import type { DirectRouteArgs } from "~/services/http/request.server";

// GET /api/csrf/ — the visitor's CSRF token, setting the `csrftoken` cookie when it is missing.
// The booking widget asks once before its first add-to-cart: cacheable pages (event pages, the
// programme) never set the cookie themselves, so they stay shareable (decision 0012).
export function loader({ request }: DirectRouteArgs) {
  const { token, setCookie } = csrfToken(request);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return Response.json({ token }, { headers });
}

export function action({ request }: DirectRouteArgs) {
  return methodNotAllowed(request, "GET");
}
