/**
 * The schema's messages (English, app/lib/modules/field-rules.ts) in the editor's language; a
 * message without a translation is shown as it is.
 */
import { fillText, type EditorTexts } from "./texts";

export function translateMessage(texts: EditorTexts, message: string): string {
  const m = texts.fields.messages;
  let match: RegExpExecArray | null;
  if (message === "is required") return m.required;
  if ((match = /^must be at most (\d+) characters$/.exec(message))) return fillText(m.maxLength, { max: match[1]! });
  if (message === "must be an id") return m.id;
  if (message === "must be a date") return m.date;
  if (message === "must be a URL") return m.url;
  if (message.startsWith("must be a link")) return m.link;
  if (message.startsWith("may hold only letters")) return m.anchor;
  if (message === "must be a level from H2 to H6") return m.level;
  if ((match = /^must be a number from (\d+) to (\d+)$/.exec(message))) return fillText(m.range, { min: match[1]!, max: match[2]! });
  if (message === "must not be before online_from") return m.notBefore;
  if ((match = /^must be an? (.+) address$/.exec(message))) return fillText(m.service, { services: match[1]!.replace(/ or /g, " / ") });
  return message;
}
