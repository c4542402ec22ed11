import { createContext } from "react";

/** What names a part of a page that fails alone, for the error report (a CMS module: its type and id). */
export type PartLabel = Record<string, string>;

interface OpenPart {
  key: string;
  label: PartLabel;
}

/**
 * The parts of one server render that fail alone (each inside its own Suspense boundary). React's
 * server renderer calls `onError` synchronously, in the middle of rendering the part that threw, and
 * renders depth-first: so the innermost part entered and not yet left is the one that failed. Such an
 * error is contained (the page keeps its status); the part's fallback then reads why it failed.
 */
export class PartFailures {
  private readonly open: OpenPart[] = [];
  private readonly failed = new Map<string, string>();

  enter(key: string, label: PartLabel): void {
    this.open.push({ key, label });
  }

  leave(key: string): void {
    for (let index = this.open.length - 1; index >= 0; index--) {
      if (this.open[index]!.key === key) return void this.open.splice(index, 1);
    }
  }

  /** A render error: the label of the part it happened in (now closed), or null when it happened outside every part. */
  fail(error: unknown): PartLabel | null {
    const part = this.open.pop();
    if (!part) return null;
    this.failed.set(part.key, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return part.label;
  }

  /** Why the part with this key failed, if it did. */
  reason(key: string): string | undefined {
    return this.failed.get(key);
  }
}

/** The current server render's part failures; null in the browser. */
export const PartFailuresContext = createContext<PartFailures | null>(null);
