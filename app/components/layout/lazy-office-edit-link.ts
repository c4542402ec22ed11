import { preloadableLazy } from "~/components/preloadable-lazy";

// Only editors see the link to a record's back-office page: its code (and the table of record links)
// reaches the browser only for them; the root's loader preloads it on the server for them.
export const LazyOfficeEditLink = preloadableLazy(() => import("./office-edit-link").then((module) => ({ default: module.OfficeEditLink })));
