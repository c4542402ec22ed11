import type { LoaderFunctionArgs } from "@remix-run/node";
import { editorRead } from "~/services/editor/editor-route.server";
import { findSectionBySlugForEditor } from "~/services/editor/operations.server";

// GET /{locale}/pageeditor-api/container/by-slug/{slug}/ — the section with its columns and modules.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return editorRead(request, () => findSectionBySlugForEditor(params.slug ?? ""));
}
