import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useState, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/components/i18n";
import { href } from "~/lib/routes";
import { ProgrammeCalendar } from "./programme-calendar";
import { ProgrammeFilterBar } from "./programme-filter-bar";
import { ProgrammeList, type EventTickets } from "./programme-list";
import { MoreTrigger, useMoreEvents, type ProgrammeData } from "./programme-more";
import { programmeSearch } from "~/lib/programme-filters";

/**
 * Inside the event overlay the overview must not navigate the page behind it: filter and date changes
 * go to `onQuery` (a programme query such as "?room=3"), the panels open with buttons instead of
 * `#hash` links, and the "more" trigger watches the overlay's scroll box. `tickets` adds the booking
 * widget to the events that sell here (its code comes with the overlay, not with the programme page).
 */
export interface EmbeddedProgramme {
  onQuery: (search: string) => void;
  scrollRoot: RefObject<HTMLElement | null>;
  tickets?: EventTickets;
}

type Panel = "filters" | "calendar" | null;

/** A side panel (small screens): a `:target` of a hash link on the page, state in the overlay. */
function PanelToggle({ panel, id, embedded, open, onOpen, children }: { panel: Exclude<Panel, null>; id: string; embedded: boolean; open: Panel; onOpen: (panel: Panel) => void; children: ReactNode }) {
  if (!embedded) {
    return (
      <a href={`#${id}`} className="button button--ghost">
        {children}
      </a>
    );
  }
  return (
    <button type="button" className="button button--ghost" aria-expanded={open === panel} aria-controls={id} onClick={() => onOpen(open === panel ? null : panel)}>
      {children}
    </button>
  );
}

function PanelClose({ embedded, onClose }: { embedded: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  if (!embedded) {
    return (
      <a href="#programme-list" className="programme-panel__close">
        {t("programme.close")}
      </a>
    );
  }
  return (
    <button type="button" className="programme-panel__close link-button" onClick={onClose}>
      {t("programme.close")}
    </button>
  );
}

/**
 * The programme overview — filters, calendar, days with events, paging — as the programme page shows
 * it and as the event overlay shows it over any page.
 */
export function ProgrammeView({ data, embedded, header }: { data: ProgrammeData; embedded?: EmbeddedProgramme; header?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { view, loadNext, busy } = useMoreEvents(data);
  const [panel, setPanel] = useState<Panel>(null);
  const action = href("events", data.locale);
  const ids = embedded
    ? { filters: "overlay-filter-panel", calendar: "overlay-calendar", list: "overlay-programme-list" }
    : { filters: "programme-filter-panel", calendar: "programme-calendar", list: "programme-list" };

  // Calendar days and "reset" are links to the programme (or relative to the current page); inside
  // the overlay they change its query instead of navigating. Event and venue links navigate as usual.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!embedded || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.("a");
    if (!link || link.closest(".programme-more") || !link.href) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || (url.pathname !== action && url.pathname !== pathname)) return;
    event.preventDefault();
    setPanel(null);
    embedded.onQuery(url.search);
  };
  const onFilter = embedded
    ? (params: URLSearchParams) => {
        const qs = params.toString();
        embedded.onQuery(qs ? `?${qs}` : "");
      }
    : undefined;

  return (
    <article className={embedded ? "programme programme--embedded" : "programme"} onClickCapture={embedded ? onClickCapture : undefined}>
      {header}
      <div className="programme-toggles">
        <PanelToggle panel="calendar" id={ids.calendar} embedded={!!embedded} open={panel} onOpen={setPanel}>
          {t("programme.calendar")}
        </PanelToggle>
        <PanelToggle panel="filters" id={ids.filters} embedded={!!embedded} open={panel} onOpen={setPanel}>
          {t("programme.filters")}
        </PanelToggle>
      </div>
      <div className="programme-layout">
        <div className="programme-tools">
          <section id={ids.filters} className={panel === "filters" ? "programme-panel is-open" : "programme-panel"} aria-label={t("programme.filters")}>
            <PanelClose embedded={!!embedded} onClose={() => setPanel(null)} />
            <ProgrammeFilterBar key={data.listKey} options={data.options} filter={data.filter} date={data.date} action={action} onFilter={onFilter} />
          </section>
          <section id={ids.calendar} className={panel === "calendar" ? "programme-panel programme-panel--calendar is-open" : "programme-panel programme-panel--calendar"} aria-label={t("programme.calendar")}>
            <PanelClose embedded={!!embedded} onClose={() => setPanel(null)} />
            <ProgrammeCalendar calendar={data.calendar} filter={data.filter} date={data.date} />
          </section>
        </div>
        <div id={ids.list} className="programme-results">
          {data.empty === "none" ? (
            <p className="programme-empty">{t("programme.noUpcoming")}</p>
          ) : data.empty === "filtered" ? (
            <div className="programme-empty">
              <p className="programme-empty__title">{t("programme.emptyTitle")}</p>
              <p>{t("programme.emptyText")}</p>
              {data.showReset ? (
                <Link to={action} className="button">
                  {t("programme.reset")}
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <ProgrammeList days={view.days} style={view.style} tickets={embedded?.tickets} />
              {view.hasMore ? <MoreTrigger onNear={loadNext} busy={busy} href={programmeSearch(view.filter, view.date, view.page + 1)} scrollRoot={embedded?.scrollRoot} /> : null}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
