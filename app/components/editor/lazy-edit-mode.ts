import { preloadableLazy } from "~/components/preloadable-lazy";

// The editor's code (and its stylesheet) reach the browser only in edit mode, as a chunk of their own;
// the page's loader preloads it on the server when it renders the edit mode.
export const LazyEditMode = preloadableLazy(() => import("~/components/editor/edit-mode"));
