import { useId } from "react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { monthWeeks, type CalendarData } from "~/lib/calendar-grid";
import { programmeSearch, type FilterValues } from "~/lib/programme-filters";

/**
 * Month grids; days with events for the active filters are links named by their full date, the chosen
 * one is marked. Any other day is just its number under its weekday's column, and one hint per calendar
 * says what the links mean: a label on each of those days cost a sixth of the programme's render.
 */
export function ProgrammeCalendar({ calendar, filter, date }: { calendar: CalendarData; filter: FilterValues; date: string | null }) {
  const { t, locale } = useTranslation();
  const hintId = useId();
  return (
    <div className="programme-calendar">
      <p id={hintId} className="visually-hidden">
        {t("programme.calendarHint")}
      </p>
      {calendar.months.map((month) => (
        <table key={month.key} className="calendar-month" aria-describedby={hintId}>
          <caption>{month.label}</caption>
          <thead>
            <tr>
              {calendar.weekdays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month, calendar.weekdayNames, locale).map((week, w) => (
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
                        <span className="calendar-day">{cell.day}</span>
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
