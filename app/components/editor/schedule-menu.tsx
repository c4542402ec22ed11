import { formatBerlin } from "~/lib/editor/berlin-time";
import { fillText } from "~/lib/editor/texts";
import { useEditor } from "./editor-context";
import { PublishingForm } from "./publishing-form";

/** Scheduling a publish (of the draft as it is now) or an unpublish at a Berlin time, and the pending schedules with Cancel. */
export function ScheduleMenu() {
  const { texts, page, editorLocale } = useEditor();
  const t = texts.history;
  const { draft } = page;
  return (
    <details className="editor-menu">
      <summary className="editor-button">{t.schedule}</summary>
      <div className="editor-menu__body editor-schedule">
        <PublishingForm intent="editor:schedule" hidden={{ revision: draft.revision }} className="editor-menu-form" label={t.scheduleTitle}>
          <fieldset>
            <legend>{t.scheduleAction}</legend>
            {(["publish", "unpublish"] as const).map((action) => (
              <label key={action}>
                <input type="radio" name="action" value={action} defaultChecked={action === "publish"} /> {t.actions[action]}
              </label>
            ))}
          </fieldset>
          <label htmlFor="editor-schedule-at">{t.scheduleAt}</label>
          <input id="editor-schedule-at" type="datetime-local" name="at" required />
          <button type="submit" className="editor-button">
            {t.scheduleSubmit}
          </button>
        </PublishingForm>
        <h3 className="editor-schedule__title">{t.pending}</h3>
        {draft.schedules.length ? (
          <ul>
            {draft.schedules.map((schedule) => (
              <li key={schedule.id}>
                {fillText(t.scheduleEntry, { action: t.actions[schedule.action], time: formatBerlin(schedule.dueAt, editorLocale), author: schedule.author })}{" "}
                <PublishingForm intent="editor:cancel-schedule" hidden={{ schedule: schedule.id }} className="editor-inline-form">
                  <button type="submit" className="editor-button">
                    {t.cancelSchedule}
                  </button>
                </PublishingForm>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.noSchedules}</p>
        )}
      </div>
    </details>
  );
}
