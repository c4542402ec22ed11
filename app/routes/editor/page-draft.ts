import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editorRead, notAllowed } from "~/services/editor/editor-route.server";
import { pageParam } from "~/services/editor/publishing-route.server";
import { findDraftState, PAGE_NOT_FOUND } from "~/services/editor/publishing.server";

// GET /{locale}/pageeditor-api/pages/{id}/draft/ — the draft against the published version: revision, whether it differs, the published version, pending schedules.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = pageParam(request, params, "id");
  return editorRead(request, () => findDraftState(id), PAGE_NOT_FOUND);
}

export const action = ({ request }: ActionFunctionArgs) => notAllowed(request, "GET");
