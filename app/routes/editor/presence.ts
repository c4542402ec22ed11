import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { PresenceAnswer } from "~/lib/editor/edit-mode";
import { Presence } from "~/lib/editor/requests";
import { notAllowed, requireEditor } from "~/services/editor/editor-route.server";
import { heartbeat } from "~/services/editor/presence.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { apiError, apiJson } from "~/services/http/json-api.server";
import { apiJsonBody } from "~/services/http/input.server";

// POST /{locale}/pageeditor-api/presence/ — {page, lock?}: the edit mode's heartbeat; answers who has the page open.
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const actor = await requireEditor(request);
  assertCsrf(request);
  const input = await apiJsonBody(request, Presence, { methods: ["POST"] });
  const presence = await heartbeat(actor, input.page, input.lock);
  if (!presence) return apiError(request, 404, "Page not found.");
  return apiJson({ ok: true, presence } satisfies PresenceAnswer, { personal: true });
}
