/** `%text%` for a case-insensitive LIKE on lower-cased values (`… like ? escape '\'`), its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
