import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editorRead, notAllowed, requireEditor } from "~/services/editor/editor-route.server";
import { compareQuery, pageIdParam, STATE_NOT_FOUND } from "~/services/editor/history-route.server";
import { compareStates } from "~/services/editor/publishing.server";

// GET /{locale}/pageeditor-api/pages/{id}/versions/diff/?from=&to= — {from, to, lines: DiffLine[]}; 404 when either state does not exist.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = pageIdParam(request, params);
  await requireEditor(request);
  const { from, to } = compareQuery(request);
  return editorRead(
    request,
    async () => {
      const lines = await compareStates(id, from, to);
      return lines ? { from, to, lines } : null;
    },
    STATE_NOT_FOUND,
  );
}

export const action = ({ request }: ActionFunctionArgs) => notAllowed(request, "GET");
