import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ChangeLayout } from "~/lib/editor/requests";
import { editorCommand, editorRead, editorWrite, idParam, notAllowed } from "~/services/editor/editor-route.server";
import { changeLayout, deleteSection, findSectionForEditor } from "~/services/editor/operations.server";

// GET /{locale}/pageeditor-api/containers/{id}/ — the section; POST or PATCH its layout; DELETE it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(request, params, "section");
  return editorRead(request, () => findSectionForEditor(id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(request, params, "section");
  switch (request.method) {
    case "POST":
    case "PATCH":
      return editorWrite(request, ChangeLayout, (actor, input) => changeLayout(actor, id, input));
    case "DELETE":
      return editorCommand(request, (actor, revision) => deleteSection(actor, id, revision));
    default:
      return notAllowed(request, "GET, POST, PATCH, DELETE");
  }
}
