import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView, type ListColumn } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { parseListQuery, OFFICE_PAGE_SIZE } from "~/lib/back-office/list-query";
import { fillText } from "~/lib/back-office/texts";
import { berlinDigits } from "~/lib/dates";
import { officeHref } from "~/lib/routes";
import { eventFilterOptions, listOfficeEvents } from "~/models/office-events.server";
import { requireEventsOffice } from "~/services/back-office/events.server";
import { can } from "~/services/auth.server";

const FILTERS = ["room", "series", "type", "genre", "state", "time"] as const;
const STATES = ["online", "offline", "cancelled"] as const;
const TIMES = ["upcoming", "past"] as const;

const id = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(values: readonly T[], value: string | undefined) => (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

// /cms-hub/events — every event, upcoming first: search, filters, sort by date, pages of 50.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, texts } = await requireEventsOffice(request);
  const url = new URL(request.url);
  const query = parseListQuery(url, FILTERS);
  const now = new Date().toISOString();
  const f = query.filters;
  const [{ rows, total }, options] = await Promise.all([
    listOfficeEvents({
      q: query.q,
      room: id(f.room), series: id(f.series), type: id(f.type), genre: id(f.genre),
      state: oneOf(STATES, f.state), time: oneOf(TIMES, f.time),
      sort: query.sort === "date" ? "date" : null,
      dir: query.dir,
      limit: OFFICE_PAGE_SIZE,
      offset: (query.page - 1) * OFFICE_PAGE_SIZE,
      now,
    }),
    eventFilterOptions(),
  ]);
  const t = texts.events;
  return {
    title: t.title,
    query,
    total,
    mayCreate: can(user, "catalogue"),
    options: {
      room: options.rooms, series: options.series, type: options.types, genre: options.genres,
    },
    rows: rows.map((r) => {
      const seats = r.capacity * Math.max(1, r.slots);
      return {
        id: r.id,
        date: r.date_start,
        when: fillText(t.clock, berlinDigits(r.date_start)),
        title: r.title,
        place: [r.room, r.venue].filter(Boolean).join(" · "),
        state: r.is_cancelled ? t.states.cancelled : r.is_online ? t.states.online : t.states.offline,
        seatsLeft: seats > 0 ? Math.max(0, seats - r.taken) : null,
      };
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

export default function OfficeEvents() {
  const { title, query, total, rows, options, mayCreate } = useLoaderData<typeof loader>();
  const texts = useOfficeTexts();
  const t = texts.events;
  const columns: ListColumn<Row>[] = [
    { name: "date", label: t.columns.date, sortable: true, cell: (r) => <time dateTime={r.date}>{r.when}</time> },
    { name: "title", label: t.columns.title, cell: (r) => <Link to={officeHref("office-event", { id: r.id })}>{r.title}</Link> },
    { name: "room", label: t.columns.room, cell: (r) => r.place },
    { name: "state", label: t.columns.state, cell: (r) => r.state },
    { name: "seats", label: t.columns.seatsLeft, cell: (r) => (r.seatsLeft === null ? "–" : r.seatsLeft.toLocaleString("de-DE")) },
  ];
  const named = (list: { id: number; name: string }[]) => list.map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <OfficePage
      title={title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}
      actions={mayCreate ? <Link className="button" to={officeHref("office-event", { id: "new" })}>{t.create}</Link> : null}
      done={{ deleted: t.done.deleted }}
    >
      <ListView
        label={title}
        query={query}
        rows={rows}
        total={total}
        rowKey={(r) => r.id}
        columns={columns}
        filters={[
          { name: "room", label: t.filters.room, options: named(options.room) },
          { name: "series", label: t.filters.series, options: named(options.series) },
          { name: "type", label: t.filters.type, options: named(options.type) },
          { name: "genre", label: t.filters.genre, options: named(options.genre) },
          { name: "state", label: t.filters.state, options: STATES.map((s) => ({ value: s, label: t.states[s] })) },
          { name: "time", label: t.filters.time, options: TIMES.map((s) => ({ value: s, label: t.times[s] })) },
        ]}
      />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
