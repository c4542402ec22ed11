import { Outlet } from "@remix-run/react";

// The parent of every localized route (/de/…, /en/…); the locale itself is read from the path.
export default function LocaleLayout() {
  return <Outlet />;
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
