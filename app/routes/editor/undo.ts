import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Undo } from "~/lib/editor/requests";
import { editorWrite, notAllowed } from "~/services/editor/editor-route.server";
import { undo } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/undo/ — {page} or {slug}: the state before the editor's last change there (409 when there is none, or when someone changed the section since).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  return editorWrite(request, Undo, undo);
}
