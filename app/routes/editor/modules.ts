import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AddModule } from "~/lib/editor/requests";
import { editorWrite, notAllowed } from "~/services/editor/editor-route.server";
import { addModule } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/modules/ — a new module in a section's column (201).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  return editorWrite(request, AddModule, addModule, { created: true });
}
