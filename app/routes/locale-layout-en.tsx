import { localeLayout } from "~/components/layout/locale-layout";
import en from "~/locales/en";

// The parent of the English pages, with the English texts.
export default localeLayout("en", en);

export { ErrorBoundary } from "~/components/error/route-error-boundary";
