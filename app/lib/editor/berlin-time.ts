/**
 * The editor's dates are Berlin's, whatever the browser's or the server's time zone: time-window
 * inputs show and take Berlin wall-clock time, badges show Berlin dates in the editor's language.
 */
import { DateTime } from "luxon";
import { dateFormatter, FESTIVAL_ZONE } from "~/lib/dates";
import { intlTag, type EditorLocale } from "./texts";

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** A stored instant as a datetime-local input's value in Berlin time ("" for none). */
export function isoToBerlinInput(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const time = DateTime.fromISO(iso, { zone: FESTIVAL_ZONE });
  return time.isValid ? time.toFormat(INPUT_FORMAT) : "";
}

/**
 * A time-window value as posted: a datetime-local value is Berlin time, an instant with a zone is
 * kept; empty means no limit (null). Anything else goes on unchanged for the schema to refuse.
 */
export function berlinInputToIso(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) {
    const time = DateTime.fromISO(text, { zone: FESTIVAL_ZONE });
    return time.isValid ? time.toUTC().toISO() : text;
  }
  return text;
}

/** A datetime-local value as Berlin wall time → ISO 8601 with its offset, as module fields store it; as typed when it is no time. */
export function berlinToIso(raw: string): string | undefined {
  if (raw === "") return undefined;
  const parsed = DateTime.fromISO(raw, { zone: FESTIVAL_ZONE });
  return parsed.isValid ? parsed.toISO({ suppressMilliseconds: true }) : raw;
}

// Intl knows no Latin: Latin dates are written by hand (day, abbreviated month, year, 24-hour time).
const LATIN_MONTHS = ["Ian.", "Feb.", "Mart.", "Apr.", "Mai.", "Iun.", "Iul.", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."];

/** An instant as a Berlin date and time in the editor's language. */
export function formatBerlin(iso: string, locale: EditorLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale === "la") {
    const time = DateTime.fromJSDate(date, { zone: FESTIVAL_ZONE });
    return `${time.day} ${LATIN_MONTHS[time.month - 1]} ${time.year}, ${time.toFormat("HH:mm")}`;
  }
  return dateFormatter(intlTag(locale), { dateStyle: "medium", timeStyle: "short", timeZone: FESTIVAL_ZONE }).format(date);
}
