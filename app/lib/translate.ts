import type { Translation } from "~/locales/de";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the locale modules, e.g. "nav.skipToContent". */
export type TranslationKey = Leaves<Translation>;
export type TranslationVars = Record<string, string | number>;

/** Each locale module's texts by key, looked up once (a page asks for a few hundred). */
const textsByKey = new WeakMap<Partial<Translation>, Map<string, string | undefined>>();

function lookUp(messages: Partial<Translation>, key: TranslationKey): string | undefined {
  let known = textsByKey.get(messages);
  if (!known) textsByKey.set(messages, (known = new Map()));
  if (known.has(key)) return known.get(key);
  let value: unknown = messages;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  const text = typeof value === "string" ? value : undefined;
  known.set(key, text);
  return text;
}

/** Looks a key up and fills `{{name}}` placeholders; an unknown key shows as itself. */
export function translate(messages: Partial<Translation>, key: TranslationKey, vars?: TranslationVars): string {
  const value = lookUp(messages, key);
  if (value === undefined) return key;
  return vars ? value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : value;
}
