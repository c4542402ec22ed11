import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Publish } from "~/lib/editor/requests";
import { notAllowed } from "~/services/editor/editor-route.server";
import { pageParam, publishingWrite } from "~/services/editor/publishing-route.server";
import { publishPage } from "~/services/editor/publishing.server";

// POST /{locale}/pageeditor-api/pages/{id}/publish/ — {revision, summary?}: the draft becomes what visitors see (409 when it changed since `revision`, or equals the published version).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const id = pageParam(request, params, "id");
  return publishingWrite(request, Publish, (actor, input) => publishPage(actor, id, input));
}
