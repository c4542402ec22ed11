import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CreateContainer } from "~/lib/editor/requests";
import { editorWrite, notAllowed } from "~/services/editor/editor-route.server";
import { createContainer } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/containers/ — a new section, last on its page (201).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  return editorWrite(request, CreateContainer, createContainer, { created: true });
}
