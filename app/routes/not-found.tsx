import { notFound } from "~/services/http-errors.server";

// /de/404: the not-found page, answered with status 404.
export async function loader() {
  throw await notFound();
}

export default function NotFound() {
  return null;
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
