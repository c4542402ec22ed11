import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { programmeSearch, type FilterValues } from "~/lib/programme-filters";

export interface CalendarMonthView {
  key: string;
  label: string;
  weekdays: string[];
  weeks: ({ day: number; date: string; label: string; available: boolean; selected: boolean; today: boolean } | null)[][];
}

/** Month grids; days with events for the active filters are links, the chosen one is marked. */
export function ProgrammeCalendar({ months, filter, date }: { months: CalendarMonthView[]; filter: FilterValues; date: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="programme-calendar">
      {months.map((month) => (
        <table key={month.key} className="calendar-month">
          <caption>{month.label}</caption>
          <thead>
            <tr>
              {month.weekdays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week, w) => (
              <tr key={w}>
                {week.map((cell, d) =>
                  cell === null ? (
                    <td key={d} />
                  ) : (
                    <td key={d} className={cell.today ? "calendar-day--today" : undefined}>
                      {cell.available || cell.selected ? (
                        <Link
                          to={programmeSearch(filter, cell.selected ? null : cell.date)}
                          className={cell.selected ? "calendar-day calendar-day--selected" : "calendar-day calendar-day--available"}
                          aria-current={cell.selected ? "date" : undefined}
                          replace
                        >
                          <span aria-hidden="true">{cell.day}</span>
                          <span className="visually-hidden">{cell.label}</span>
                        </Link>
                      ) : (
                        <span className="calendar-day">
                          <span aria-hidden="true">{cell.day}</span>
                          <span className="visually-hidden">{`${cell.label}: ${t("programme.noEventsOnDay")}`}</span>
                        </span>
                      )}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {date ? (
        <Link to={programmeSearch(filter, null)} className="link-arrow programme-calendar__all" replace>
          {t("programme.allDates")}
        </Link>
      ) : null}
    </div>
  );
}
