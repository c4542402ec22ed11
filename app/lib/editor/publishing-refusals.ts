/**
 * Why a publishing change was refused, as the API and the page's action answer it (`error`, in
 * English), and the key of the same message in the editor's texts (`texts.publishing`), for the
 * edit mode to show it in the editor's language.
 */
export const PUBLISHING_REFUSALS = {
  staleDraft: "The draft has changed since you loaded it: reload the page, check the changes, then publish.",
  nothingToPublish: "Nothing to publish: the draft is the published version.",
  scheduleDone: "The schedule has been carried out or cancelled already.",
  pageNotFound: "Page not found.",
  versionNotFound: "Version not found.",
  scheduleNotFound: "Schedule not found.",
} as const;

export type PublishingRefusal = keyof typeof PUBLISHING_REFUSALS;

/** Field messages of a refused schedule (`errors.at`). */
export const SCHEDULE_TIME_ERRORS = { notATime: "must be a date and time", notInFuture: "must lie in the future" } as const;

/** The texts key of a refusal's `error`; null for any other message. */
export function publishingRefusalKey(error: string): PublishingRefusal | null {
  const entry = Object.entries(PUBLISHING_REFUSALS).find(([, message]) => message === error);
  return entry ? (entry[0] as PublishingRefusal) : null;
}
