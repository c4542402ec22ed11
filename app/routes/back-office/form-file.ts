import type { LoaderFunctionArgs } from "@remix-run/node";
import { Id } from "~/lib/schemas/common";
import { downloadUser, entryFileResponse } from "~/services/back-office/form-downloads.server";

// /cms-hub/form-files/:id — a file sent with a form entry, for users with `catalogue` only, as a download.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await downloadUser(request);
  if (user instanceof Response) return user;
  const id = Id.safeParse(params.id);
  if (!id.success) return new Response("404 Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return entryFileResponse(id.data);
}
