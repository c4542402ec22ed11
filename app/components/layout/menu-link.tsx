import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { isExternal } from "~/lib/urls";

interface Props {
  url: string;
  label: string;
  newTab?: boolean;
  className?: string;
}

/** An internal link goes through the router; an external one opens in a new tab and says so. */
export function MenuLink({ url, label, newTab, className }: Props) {
  const { t } = useTranslation();
  if (isExternal(url) || newTab) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {t("shell.newTab")}</span>
      </a>
    );
  }
  return (
    <Link className={className} to={url} prefetch="intent">
      {label}
    </Link>
  );
}
