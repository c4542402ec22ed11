import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editorCommand, idParam, notAllowed } from "~/services/editor/editor-route.server";
import { duplicateModule } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/modules/{id}/duplicate/ — a copy right after the module.
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const id = idParam(request, params, "module");
  return editorCommand(request, (actor, revision) => duplicateModule(actor, id, revision));
}
