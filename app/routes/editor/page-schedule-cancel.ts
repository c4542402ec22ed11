import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notAllowed } from "~/services/editor/editor-route.server";
import { pageParam, publishingCommand } from "~/services/editor/publishing-route.server";
import { cancelSchedule } from "~/services/editor/publishing.server";

// DELETE /{locale}/pageeditor-api/pages/{id}/schedule/{schedule}/ — cancels a schedule not yet carried out (409 when it was).
export const loader = ({ request }: LoaderFunctionArgs) => notAllowed(request, "DELETE");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return notAllowed(request, "DELETE");
  const id = pageParam(request, params, "id");
  const schedule = pageParam(request, params, "schedule");
  return publishingCommand(request, (actor) => cancelSchedule(actor, id, schedule));
}
