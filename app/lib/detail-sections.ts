/** The sections of an event's and a production's page; the design settings order them. */
export const EVENT_SECTIONS = ["tickets", "description", "persons", "venue", "gallery"] as const;
export const PRODUCTION_SECTIONS = ["description", "dates", "persons", "gallery"] as const;

