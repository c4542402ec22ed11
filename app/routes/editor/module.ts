import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SaveModule } from "~/lib/editor/requests";
import { editorCommand, editorRead, editorWrite, idParam, notAllowed } from "~/services/editor/editor-route.server";
import { deleteModule, findModuleForEditor, saveModule } from "~/services/editor/operations.server";
import { MODULE_NOT_FOUND } from "~/services/editor/editor-change.server";

// GET /{locale}/pageeditor-api/modules/{id}/ — the module; POST or PATCH its fields; DELETE it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(request, params, "module");
  return editorRead(request, () => findModuleForEditor(id), MODULE_NOT_FOUND);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(request, params, "module");
  switch (request.method) {
    case "POST":
    case "PATCH":
      return editorWrite(request, SaveModule, (actor, input) => saveModule(actor, id, input));
    case "DELETE":
      return editorCommand(request, (actor, revision) => deleteModule(actor, id, revision));
    default:
      return notAllowed(request, "GET, POST, PATCH, DELETE");
  }
}
