import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { RestoreVersion } from "~/lib/editor/requests";
import { editorWrite, notAllowed } from "~/services/editor/editor-route.server";
import { pageParam } from "~/services/editor/publishing-route.server";
import { restoreVersion } from "~/services/editor/publishing.server";

// POST /{locale}/pageeditor-api/pages/{id}/versions/{version}/restore/ — {revision?}: the version becomes the draft (undo takes it back).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const id = pageParam(request, params, "id");
  const version = pageParam(request, params, "version");
  return editorWrite(request, RestoreVersion, (actor, input) => restoreVersion(actor, id, version, input));
}
