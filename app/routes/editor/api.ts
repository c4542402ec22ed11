// /{locale}/pageeditor-api/* — the page editor's API as one Remix route: the handler and its params
// come from the editor entries of the route table (app/lib/route-table.js), matched here against
// those 25 patterns only, so that no other page pays for matching them.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { matchEditorApi, type EditorApiRouteId } from "~/lib/editor-api-routes";
import { apiError } from "~/services/http/json-api.server";
import * as containerBySlug from "./container-by-slug";
import * as containerMove from "./container-move";
import * as container from "./container";
import * as containersPaste from "./containers-paste";
import * as containers from "./containers";
import * as links from "./links";
import * as media from "./media";
import * as moduleDuplicate from "./module-duplicate";
import * as moduleMove from "./module-move";
import * as module from "./module";
import * as modules from "./modules";
import * as nav from "./nav";
import * as pageDiff from "./page-diff";
import * as pageDraft from "./page-draft";
import * as pagePublish from "./page-publish";
import * as pageRestore from "./page-restore";
import * as pageScheduleCancel from "./page-schedule-cancel";
import * as pageSchedule from "./page-schedule";
import * as pageVersions from "./page-versions";
import * as page from "./page";
import * as presence from "./presence";
import * as redirect from "./redirect";
import * as redo from "./redo";
import * as undo from "./undo";
import * as user from "./user";

type Handler = (args: LoaderFunctionArgs) => unknown;

/** Each editor route of the table and its module (the compiler checks that none is missing). */
const handlers: Record<EditorApiRouteId, { loader?: Handler; action?: Handler }> = {
  "editor-container-by-slug": containerBySlug,
  "editor-container-move": containerMove,
  "editor-container": container,
  "editor-containers-paste": containersPaste,
  "editor-containers": containers,
  "editor-links": links,
  "editor-media": media,
  "editor-module-duplicate": moduleDuplicate,
  "editor-module-move": moduleMove,
  "editor-module": module,
  "editor-modules": modules,
  "editor-nav": nav,
  "editor-page-diff": pageDiff,
  "editor-page-draft": pageDraft,
  "editor-page-publish": pagePublish,
  "editor-page-restore": pageRestore,
  "editor-page-schedule-cancel": pageScheduleCancel,
  "editor-page-schedule": pageSchedule,
  "editor-page-versions": pageVersions,
  "editor-page": page,
  "editor-presence": presence,
  "editor-redirect": redirect,
  "editor-redo": redo,
  "editor-undo": undo,
  "editor-user": user,
};

/**
 * Runs the matched handler's loader or action with the params of its own pattern. An unknown address
 * is a 404; a method the handler has no function for is the same 405 Remix gives a route without it.
 */
function dispatch(args: LoaderFunctionArgs, kind: "loader" | "action"): unknown {
  const { pathname } = new URL(args.request.url);
  const match = matchEditorApi(pathname);
  if (!match) return apiError(args.request, 404, "404 Not Found");
  const handler = handlers[match.id][kind];
  if (!handler) {
    const article = kind === "action" ? "an" : "a";
    const error = new Error(`You made a ${args.request.method} request to "${pathname}" but did not provide ${article} \`${kind}\` for route "${match.id}", so there is no way to handle the request.`);
    throw kind === "action" ? new ErrorResponse(405, "Method Not Allowed", error, true) : new ErrorResponse(400, "Bad Request", error, true);
  }
  return handler({ ...args, params: { ...match.params } });
}

export const loader = (args: LoaderFunctionArgs) => dispatch(args, "loader");
export const action = (args: ActionFunctionArgs) => dispatch(args, "action");
