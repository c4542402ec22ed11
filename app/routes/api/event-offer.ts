import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { EventOfferAnswer } from "~/lib/booking";
import { Id } from "~/lib/schemas/common";
import { apiError, apiJson, methodNotAllowed } from "~/services/http/json-api.server";
import { formNonce, overlayOffer } from "~/services/booking.server";
import { requestLocale } from "~/services/i18n.server";

const Params = z.object({ jetId: Id });

// GET /{locale}/api/event-offer/{id_jet}/ — the booking widget's offer of one event (seat groups,
// prices, timeslots, what is left) and a form key, in the page's language. The event overlay loads
// it when a visitor opens an event's widget, so the programme list carries no offers. Personal
// (the form key) and live (what is left), so never stored. 404 when the event sells nothing here.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) return apiError(request, 400, "The event's webshop id must be a positive number.");
  const offer = await overlayOffer(parsed.data.jetId, requestLocale(request));
  if (!offer) return apiError(request, 404, `Event ${parsed.data.jetId} sells no tickets here (unknown, cancelled, over or sold out).`);
  const answer: EventOfferAnswer = { offer, nonce: formNonce() };
  return apiJson(answer, { personal: true });
}

export function action({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request, "GET");
}
