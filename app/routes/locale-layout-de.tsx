import { localeLayout } from "~/components/layout/locale-layout";
import de from "~/locales/de";

// The parent of the German pages, with the German texts.
export default localeLayout("de", de);

export { ErrorBoundary } from "~/components/error/route-error-boundary";
