/**
 * The publishing routes' share of ./editor-route.server.ts: the page's and the schedule's ids from
 * the address, and a publish's or schedule's result as the answer (`{ ok: true, draft, version? }`,
 * or `{ ok: false, error, errors? }` with its status), personal and never cached.
 */
import type { z } from "zod";
import { Id } from "~/lib/schemas/common";
import { assertCsrf } from "~/services/http/csrf.server";
import { apiError, apiJson } from "~/services/http/json-api.server";
import { apiJsonBody } from "~/services/http/input.server";
import { requireEditor } from "./editor-route.server";
import type { EditorActor } from "./editor-types";
import { PAGE_NOT_FOUND, SCHEDULE_NOT_FOUND, VERSION_NOT_FOUND, type PublishResult, type ScheduleResult } from "./publishing.server";

const NOT_FOUND = { id: PAGE_NOT_FOUND, schedule: SCHEDULE_NOT_FOUND, version: VERSION_NOT_FOUND } as const;

/** A numeric id of the address (`:id` the page, `:schedule`, `:version`); one that cannot exist answers 404. */
export function pageParam(request: Request, params: Record<string, string | undefined>, name: keyof typeof NOT_FOUND): number {
  const parsed = Id.safeParse(params[name]);
  if (parsed.success) return parsed.data;
  throw apiError(request, 404, NOT_FOUND[name]);
}

export function publishingAnswer(result: PublishResult | ScheduleResult): Response {
  if (!result.ok) {
    const body = result.errors ? { ok: false, error: result.error, errors: result.errors } : { ok: false, error: result.error };
    return apiJson(body, { status: result.status, personal: true });
  }
  return apiJson(result, { personal: true });
}

/** A publishing write with a JSON body checked by `schema` (editors only, CSRF checked). */
export async function publishingWrite<T extends z.ZodTypeAny>(
  request: Request,
  schema: T,
  run: (actor: EditorActor, input: z.infer<T>) => Promise<PublishResult | ScheduleResult>,
): Promise<Response> {
  const actor = await requireEditor(request);
  assertCsrf(request);
  const input = await apiJsonBody(request, schema, { methods: [request.method] });
  return publishingAnswer(await run(actor, input));
}

/** A publishing write without a body (cancelling a schedule). */
export async function publishingCommand(request: Request, run: (actor: EditorActor) => Promise<ScheduleResult>): Promise<Response> {
  const actor = await requireEditor(request);
  assertCsrf(request);
  return publishingAnswer(await run(actor));
}
