import type { Translation } from "~/locales/de";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the locale modules, e.g. "nav.skipToContent". */
export type TranslationKey = Leaves<Translation>;
export type TranslationVars = Record<string, string | number>;

/** Looks a key up and fills `{{name}}` placeholders; an unknown key shows as itself. */
export function translate(messages: Partial<Translation>, key: TranslationKey, vars?: TranslationVars): string {
  let value: unknown = messages;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== "string") return key;
  return vars ? value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : value;
}
