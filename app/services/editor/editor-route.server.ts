/**
 * What every editor API route does around its operation: only editors (401 JSON otherwise), a write
 * only with the CSRF token from our own origin (403), the body checked by its schema from
 * ~/lib/editor/requests (400 with the messages by field path), and the answer (`EditorAnswer`)
 * personal and never cached. A route file names its methods and its operation, nothing more.
 */
import type { z } from "zod";
import { DeleteWrite, type EditorAnswer } from "~/lib/editor/requests";
import { Id } from "~/lib/schemas/common";
import { requireUser } from "~/services/auth.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { apiError, apiJson, methodNotAllowed } from "~/services/http/json-api.server";
import { apiJsonBody } from "~/services/http/input.server";
import { requestLocale } from "~/services/i18n.server";
import type { EditorActor, OperationResult } from "./operations.server";
import { MODULE_NOT_FOUND, SECTION_NOT_FOUND } from "./editor-change.server";

/** How an editor is named to the others (conflicts, presence, the undo history): full name, else username, else e-mail. */
export function editorName(user: { first_name: string | null; last_name: string | null; username: string | null; email: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username || user.email;
}

/** The logged-in editor as the operations' actor. */
export async function requireEditor(request: Request): Promise<EditorActor> {
  const user = await requireUser(request, "edit-pages");
  return { userId: user.id, name: editorName(user), locale: requestLocale(request) };
}

/** The `:id` of the address; an id that cannot exist answers 404 like an unknown one. */
export function idParam(request: Request, params: Record<string, string | undefined>, kind: "section" | "module"): number {
  const parsed = Id.safeParse(params.id);
  if (parsed.success) return parsed.data;
  throw apiError(request, 404, kind === "section" ? SECTION_NOT_FOUND : MODULE_NOT_FOUND);
}

/** The operation's result as the route's answer; `created` answers 201 for a success. */
export function editorAnswer(result: OperationResult, created = false): Response {
  if (!result.ok) {
    const body: EditorAnswer = { ok: false, error: result.error };
    if (result.errors) body.errors = result.errors;
    if (result.conflict) body.conflict = result.conflict;
    return apiJson(body, { status: result.status, personal: true });
  }
  const body: EditorAnswer = result.moduleId === undefined ? { ok: true, section: result.section } : { ok: true, section: result.section, module: result.moduleId };
  return apiJson(body, { status: created ? 201 : 200, personal: true });
}

/** A read: the editor's view of one section (or module), or 404. */
export async function editorRead<T>(request: Request, find: () => Promise<T | null>, notFound = SECTION_NOT_FOUND): Promise<Response> {
  await requireEditor(request);
  const section = await find();
  return section ? apiJson(section, { personal: true }) : apiError(request, 404, notFound);
}

interface WriteOptions {
  /** 201 for a success (something was made). */
  created?: boolean;
}

/** A write with a JSON body checked by `schema`. */
export async function editorWrite<T extends z.ZodTypeAny>(
  request: Request,
  schema: T,
  run: (actor: EditorActor, input: z.infer<T>) => Promise<OperationResult>,
  options: WriteOptions = {},
): Promise<Response> {
  const actor = await requireEditor(request);
  assertCsrf(request);
  const input = await apiJsonBody(request, schema, { methods: [request.method] });
  return editorAnswer(await run(actor, input), options.created);
}

/**
 * A write without fields (delete, duplicate): its base revision comes as `?revision=` or in a JSON
 * body `{revision}` (a DELETE's body is often dropped on the way, the query never).
 */
export async function editorCommand(request: Request, run: (actor: EditorActor, revision?: number) => Promise<OperationResult>): Promise<Response> {
  const actor = await requireEditor(request);
  assertCsrf(request);
  const query = DeleteWrite.safeParse({ revision: new URL(request.url).searchParams.get("revision") ?? undefined });
  if (!query.success) throw apiError(request, 400, "Please check the marked fields.", { revision: ["must be a whole number"] });
  const body = request.headers.get("content-type") ? await apiJsonBody(request, DeleteWrite, { methods: [request.method] }) : {};
  return editorAnswer(await run(actor, body.revision ?? query.data.revision));
}

/** The answer to a method the route does not take. */
export function notAllowed(request: Request, allowed: string): Response {
  console.warn(`[editor] 405 ${request.method} ${new URL(request.url).pathname}`);
  return methodNotAllowed(request, allowed);
}
