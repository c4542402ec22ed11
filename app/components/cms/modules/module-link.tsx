import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { safeLinkUrl } from "~/lib/rich-text";

interface Props {
  to: string;
  children: ReactNode;
  className?: string;
  /** Open in a new window (external links always do). */
  newWindow?: boolean;
  "data-sticky-link"?: boolean;
}

const FILE = /\.[a-z0-9]{2,5}$/i;

/**
 * An editor's link: same-site pages through Remix's Link (plain anchors without JavaScript),
 * files and other schemes as anchors, external sites in a new tab. Unsafe URLs lose their href.
 */
export function ModuleLink({ to, children, className, newWindow = false, ...rest }: Props) {
  const { t } = useTranslation();
  const url = safeLinkUrl(to);
  if (!url) return <span className={className}>{children}</span>;
  const external = /^https?:\/\//i.test(url);
  const dataAttrs = rest["data-sticky-link"] ? { "data-sticky-link": "" } : {};
  if (external || newWindow) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer" {...dataAttrs}>
        {children}
        <span className="visually-hidden"> {t("cms.newWindow")}</span>
      </a>
    );
  }
  const path = url.split(/[?#]/)[0];
  if (url.startsWith("/") && !FILE.test(path)) {
    return (
      <Link to={url} className={className} prefetch="intent" {...dataAttrs}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} {...dataAttrs}>
      {children}
    </a>
  );
}
