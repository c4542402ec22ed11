import { type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProgrammeView } from "~/components/events/programme-view";
import { pageMeta, siteMeta } from "~/lib/meta";
import { href } from "~/lib/routes";
import eventsStylesheet from "~/styles/events.css?url";
// The loader lives in a server module: what it imports stays out of the browser.
import { eventsLoader } from "~/routes/events.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStylesheet }];

export const loader = eventsLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteMeta(matches);
  if (!data || !site) return [];
  return pageMeta({
    title: data.title || data.headline,
    festivalTitle: site.festivalTitle,
    description: data.description,
    origin: site.origin,
    path: href("events", data.locale),
    alternates: { de: href("events", "de"), en: href("events", "en") },
    noindex: data.page > 1,
  });
};

export default function Programme() {
  const data = useLoaderData<typeof loader>();
  return (
    <ProgrammeView
      data={data}
      header={
        <header className="page-header">
          <h1>{data.headline}</h1>
        </header>
      }
    />
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
