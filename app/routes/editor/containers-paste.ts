import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PasteSection } from "~/lib/editor/requests";
import { editorWrite, notAllowed } from "~/services/editor/editor-route.server";
import { pasteSection } from "~/services/editor/operations.server";

// POST /{locale}/pageeditor-api/containers/paste/ — a copied section into a page after `after` (else last), new ids (201).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  return editorWrite(request, PasteSection, pasteSection, { created: true });
}
