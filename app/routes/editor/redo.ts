import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Redo } from "~/lib/editor/requests";
import { editorWrite, notAllowed } from "~/services/editor/editor-route.server";
import { redo } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/redo/ — {page} or {slug}: what the editor's last undo there took away (409 when there is none).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  return editorWrite(request, Redo, redo);
}
