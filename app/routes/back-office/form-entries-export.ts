import type { LoaderFunctionArgs } from "@remix-run/node";
import { Id } from "~/lib/schemas/common";
import { downloadUser, entriesCsvResponse } from "~/services/back-office/form-downloads.server";

// /cms-hub/forms/:id/entries.csv — all entries of a form as CSV, for users with `catalogue` only.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await downloadUser(request);
  if (user instanceof Response) return user;
  const id = Id.safeParse(params.id);
  if (!id.success) return new Response("404 Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return entriesCsvResponse(user, id.data);
}
