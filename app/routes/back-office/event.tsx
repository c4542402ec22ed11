import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { EventContentFields } from "~/components/back-office/events/event-content-fields";
import { EventSalesFields } from "~/components/back-office/events/event-sales-fields";
import { DefaultSaveButton, OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { eventFormSchema, readEventForm, nestForm, type EventParts, type TypedValues } from "~/lib/back-office/event-form";
import { applyRowOp, newEventValues, parseRowOp, storedEventValues } from "~/lib/back-office/event-form-values";
import { fillText } from "~/lib/back-office/texts";
import { fieldErrors, type FieldErrors } from "~/lib/back-office/validation";
import { href, officeHref } from "~/lib/routes";
import { listRecordAudit } from "~/models/audit-log.server";
import { eventOptions, findOfficeEvent, productionOptions } from "~/models/office-events.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { deleteEvent, requireEventsOffice, saveEvent } from "~/services/back-office/events.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { httpError } from "~/services/http/http-errors.server";
import { pageForm } from "~/services/http/input.server";
import stylesheet from "~/styles/office-events.css?url";
import { safeRedirect } from "~/services/http/redirect.server";

/** The event's id from the address ("new" creates); anything else is not found. */
async function eventId(param: string | undefined): Promise<number | null> {
  if (param === "new") return null;
  if (param && /^\d{1,9}$/.test(param)) return Number(param);
  throw await httpError(404, "404 Not Found");
}

async function forbidden(what: string): Promise<never> {
  console.warn(`[events] 403: ${what}`);
  throw await httpError(403, "403 Forbidden");
}

// /cms-hub/events/:id — an event's content and sales; each part editable with its permission.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts, parts } = await requireEventsOffice(request);
  const id = await eventId(params.id);
  if (id === null && !parts.content) await forbidden("creating an event needs the catalogue");
  const stored = id === null ? undefined : await findOfficeEvent(id);
  if (id !== null && !stored) throw await httpError(404, "404 Not Found");
  const url = new URL(request.url);
  const search = (url.searchParams.get("pq") ?? "").trim().slice(0, 200);
  const values = stored ? storedEventValues(stored) : newEventValues(url.searchParams.get("production") ?? "");
  const [options, productions, audit] = await Promise.all([
    eventOptions(),
    productionOptions(search, stored?.event.production_id ?? null),
    stored ? listRecordAudit("events", stored.event.id) : Promise.resolve([]),
  ]);
  return {
    title: stored ? stored.event.title_de || stored.event.production_title : texts.events.newTitle,
    id,
    parts,
    values,
    productions,
    options: { rooms: options.rooms, series: options.series, tags: options.tags },
    audit: auditEntries(audit),
    links: stored
      ? { page: href("event", "de", { slug: stored.event.production_slug || "-", id: stored.event.id }), boxOffice: officeHref("office-box-office-event", { id: stored.event.id }) }
      : null,
    revision: Date.now(),
  };
}

type ActionAnswer = { values: TypedValues; errors?: FieldErrors; productions?: { id: number; name: string }[] };

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, texts, parts } = await requireEventsOffice(request);
  const id = await eventId(params.id);
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  const t = texts.events;
  const intent = form.get("intent");
  if (intent === "delete") {
    if (!parts.content || id === null) return forbidden("deleting an event needs the catalogue");
    const done = await deleteEvent(user, id, t);
    if (done.ok) return safeRedirect(`${officeHref("office-events")}?done=deleted`, officeHref("office-events"), 303);
    console.warn(`[events] delete of event ${id} refused (${done.status})`);
    return data<ActionAnswer>({ values: nestForm(form), errors: done.errors }, { status: done.status });
  }
  if (intent !== "save") return data<ActionAnswer>({ values: {}, errors: { _form: [t.unknownRow] } }, { status: 400 });
  if (id === null && !parts.content) return forbidden("creating an event needs the catalogue");
  const values = nestForm(form);
  const op = String(form.get("op") ?? "");
  if (op === "find-production") {
    const search = String(form.get("production_q") ?? "").trim().slice(0, 200);
    const chosen = Number((values.content as TypedValues | undefined)?.production_id) || null;
    const content = { ...((values.content as TypedValues | undefined) ?? {}), production_q: search };
    return data<ActionAnswer>({ values: { ...values, content }, productions: await productionOptions(search, chosen) });
  }
  const rowOp = parseRowOp(op);
  if (rowOp) return data<ActionAnswer>({ values: parts.sales ? applyRowOp(values, rowOp) : values });
  const parsed = eventFormSchema(t, parts).safeParse(readEventForm(form, parts));
  if (!parsed.success) {
    console.warn(`[events] ${id ?? "new"}: form refused (${parsed.error.issues.length} issues)`);
    return data<ActionAnswer>({ values, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const saved = await saveEvent(user, id, parsed.data, parts, t);
  if (!saved.ok) {
    if (saved.status === 404) throw await httpError(404, "404 Not Found");
    console.warn(`[events] ${id ?? "new"}: save refused: ${JSON.stringify(saved.errors)}`);
    return data<ActionAnswer>({ values, errors: saved.errors }, { status: saved.status });
  }
  return safeRedirect(`${officeHref("office-event", { id: saved.id })}?done=${id === null ? "created" : "saved"}`, officeHref("office-events"), 303);
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function OfficeEvent() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<ActionAnswer>();
  const [params] = useSearchParams();
  const texts = useOfficeTexts();
  const t = texts.events;
  const parts: EventParts = loaded.parts;
  const values = answer?.values && Object.keys(answer.values).length ? { ...loaded.values, ...answer.values } : loaded.values;
  const self = officeHref("office-event", { id: loaded.id ?? "new" });
  // Deleting asks first, on the page itself (works without script): `?confirm=delete`.
  const confirming = params.get("confirm") === "delete";
  return (
    <OfficePage
      title={loaded.title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }, { href: officeHref("office-events"), label: t.title }]}
      actions={
        loaded.links ? (
          <>
            <Link to={loaded.links.page} className="button button--ghost">{t.publicPage}</Link>
            <Link to={loaded.links.boxOffice} className="button button--ghost">{t.boxOffice}</Link>
          </>
        ) : null
      }
      done={{ created: t.done.created, saved: t.done.saved }}
    >
      <OfficeForm intent="save" check={{ schema: eventFormSchema(t, parts), read: (form) => readEventForm(form, parts) }} key={loaded.revision}>
        <DefaultSaveButton />
        <EventContentFields
          values={(values.content as TypedValues | undefined) ?? {}}
          productions={answer?.productions ?? loaded.productions}
          rooms={loaded.options.rooms}
          series={loaded.options.series}
          tags={loaded.options.tags}
          searchAction={self}
          readOnly={!parts.content}
        />
        <EventSalesFields values={values} readOnly={!parts.sales} />
        <button type="submit" className="button">{texts.form.save}</button>
      </OfficeForm>
      {loaded.id !== null && parts.content ? (
        confirming ? (
          <OfficeForm intent="delete" refused={null} className="office-confirm">
            <p role="alert">{fillText(texts.form.confirmDelete, { name: loaded.title })}</p>
            <div className="office-form__buttons">
              <button type="submit" className="button button--danger">
                {texts.form.confirmDeleteYes}
              </button>
              <Link to={self} className="button button--ghost">
                {texts.form.cancel}
              </Link>
            </div>
          </OfficeForm>
        ) : (
          <Link to={`${self}?confirm=delete`} className="button button--ghost">
            {t.deleteEvent}
          </Link>
        )
      ) : null}
      {loaded.id !== null ? <AuditTrail entries={loaded.audit} /> : null}
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
