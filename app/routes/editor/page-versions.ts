import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editorRead, notAllowed } from "~/services/editor/editor-route.server";
import { pageIdParam, PAGE_NOT_FOUND } from "~/services/editor/history-route.server";
import { listVersions } from "~/services/editor/publishing.server";
import { requestLocale } from "~/services/i18n.server";

// GET /{locale}/pageeditor-api/pages/{id}/versions/ — {versions: VersionSummary[]}, newest first, those of the address's locale.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = pageIdParam(request, params);
  return editorRead(request, async () => ({ versions: await listVersions(id, requestLocale(request)) }), PAGE_NOT_FOUND);
}

export const action = ({ request }: ActionFunctionArgs) => notAllowed(request, "GET");
