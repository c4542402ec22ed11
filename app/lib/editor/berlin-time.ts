/**
 * The editor's dates are Berlin's, whatever the browser's or the server's time zone: time-window
 * inputs show and take Berlin wall-clock time, badges show Berlin dates in the editor's language.
 */
import { DateTime } from "luxon";
import { EDITOR_TIME_ZONE } from "./edit-mode";
import type { EditorLocale } from "./texts";

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** A stored instant as a datetime-local input's value in Berlin time ("" for none). */
export function isoToBerlinInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = DateTime.fromISO(iso, { zone: EDITOR_TIME_ZONE });
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
    const time = DateTime.fromISO(text, { zone: EDITOR_TIME_ZONE });
    return time.isValid ? time.toUTC().toISO() : text;
  }
  return text;
}

// Intl knows no Latin: it gets the day-month-year order of the festival's own language.
const INTL_LOCALE: Record<EditorLocale, string> = { de: "de-DE", en: "en-GB", ja: "ja-JP", la: "de-DE" };

/** An instant as a Berlin date and time in the editor's language. */
export function formatBerlin(iso: string, locale: EditorLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeStyle: "short", timeZone: EDITOR_TIME_ZONE }).format(date);
}
