import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { fillText } from "~/lib/back-office/texts";
import { useOfficeTexts } from "./use-office";

interface Crumb {
  href: string;
  label: string;
}

interface OfficePageProps {
  title: string;
  /** The way back up: the start page is always first. */
  crumbs?: Crumb[];
  /** Links or buttons beside the heading ("Add new", "Export"). */
  actions?: ReactNode;
  /** Texts for `?done=<key>` after a redirect (saved, created, deleted …); `{name}` is the `name` parameter. */
  done?: Record<string, string>;
  children: ReactNode;
}

/** A back-office page: breadcrumb, heading with its actions, the notice of what was just done, content. */
export function OfficePage({ title, crumbs = [], actions, done = {}, children }: OfficePageProps) {
  const texts = useOfficeTexts();
  const [params] = useSearchParams();
  const template = done[params.get("done") ?? ""];
  const notice = template ? fillText(template, { name: params.get("name") ?? "" }) : null;
  return (
    <section className="office-page" aria-labelledby="office-page-title">
      {crumbs.length ? (
        <nav aria-label={texts.shell.breadcrumb} className="office-crumbs">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link to={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <header className="office-page__header">
        <h1 id="office-page-title">{title}</h1>
        {actions ? <div className="office-page__actions">{actions}</div> : null}
      </header>
      {notice ? (
        <p role="status" className="notice notice--success">
          {notice}
        </p>
      ) : null}
      {children}
    </section>
  );
}
