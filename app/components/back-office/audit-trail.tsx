import { formatBerlin } from "~/lib/editor/berlin-time";
import { useOffice } from "./use-office";

export interface AuditTrailEntry {
  id: number;
  who: string;
  action: string;
  at: string;
  changes: Record<string, [unknown, unknown]>;
}

function valueText(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === "") return empty;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A record's change log on its edit page: who changed which fields when, newest first. */
export function AuditTrail({ entries, fieldLabel = (name) => name }: { entries: AuditTrailEntry[]; fieldLabel?: (name: string) => string }) {
  const { texts, locale } = useOffice();
  return (
    <section className="office-audit" aria-labelledby="office-audit-title">
      <h2 id="office-audit-title">{texts.audit.forRecord}</h2>
      {entries.length === 0 ? (
        <p>{texts.audit.none}</p>
      ) : (
        <ol className="office-audit__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p>
                <time dateTime={entry.at}>{formatBerlin(entry.at, locale)}</time> · {entry.who} · {texts.audit.actions[entry.action] ?? entry.action}
              </p>
              {Object.keys(entry.changes).length ? (
                <table className="office-table office-table--compact">
                  <thead>
                    <tr>
                      <th scope="col">{texts.audit.field}</th>
                      <th scope="col">{texts.audit.before}</th>
                      <th scope="col">{texts.audit.after}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {Object.entries(entry.changes).map(([field, [before, after]]) => (
                      <tr key={field}>
                        <th scope="row">{fieldLabel(field)}</th>
                        <td>{valueText(before, texts.audit.empty)}</td>
                        <td>{valueText(after, texts.audit.empty)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
