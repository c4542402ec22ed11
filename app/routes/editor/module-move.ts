import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MoveModule } from "~/lib/editor/requests";
import { editorWrite, idParam, notAllowed } from "~/services/editor/editor-route.server";
import { moveModule } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/modules/{id}/move/ — {direction} or {column, position}.
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const id = idParam(request, params, "module");
  return editorWrite(request, MoveModule, (actor, input) => moveModule(actor, id, input));
}
