import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MoveSection } from "~/lib/editor/requests";
import { editorWrite, idParam, notAllowed } from "~/services/editor/editor-route.server";
import { moveSection } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/containers/{id}/move/ — one step up or down on its page.
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const id = idParam(request, params, "section");
  return editorWrite(request, MoveSection, (actor, input) => moveSection(actor, id, input));
}
