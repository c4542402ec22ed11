import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Schedule } from "~/lib/editor/requests";
import { notAllowed } from "~/services/editor/editor-route.server";
import { pageParam, publishingWrite } from "~/services/editor/publishing-route.server";
import { schedulePage } from "~/services/editor/publishing.server";

// POST /{locale}/pageeditor-api/pages/{id}/schedule/ — {action: publish|unpublish, at: Berlin time, revision?}: the draft as it is now published, or the page taken offline, at that time.
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed(request, "POST");
  const id = pageParam(request, params, "id");
  return publishingWrite(request, Schedule, (actor, input) => schedulePage(actor, id, input));
}
