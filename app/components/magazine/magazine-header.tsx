import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb, type Crumb } from "~/components/layout/breadcrumb";
import { urlForSearch } from "~/lib/entity-urls";
import { href } from "~/lib/routes";

export interface MagazineHeaderProps {
  headline: string;
  categories: { id: number; name: string; url: string }[];
  /** Crumbs after Home › Magazine (the last is the current page). */
  crumbs: Crumb[];
  /** "all" on the list, a category id on its page, "topics" on the topics page; null elsewhere. */
  current: "all" | "topics" | number | null;
  /** The magazine headline is the page's h1 only on the list; other pages have their own title. */
  headlineIsTitle: boolean;
}

/** Breadcrumb, magazine headline, search start, category links and 'All #Topics'. */
export function MagazineHeader({ headline, categories, crumbs, current, headlineIsTitle }: MagazineHeaderProps) {
  const { t, locale } = useTranslation();
  const magazineUrl = href("magazine", locale);
  const pageCurrent = (is: boolean) => (is ? ("page" as const) : undefined);
  return (
    <header className="magazine-header">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: headline, url: crumbs.length ? magazineUrl : null }, ...crumbs]} />
      {headlineIsTitle ? (
        <h1 className="magazine-header__headline">{headline}</h1>
      ) : (
        <p className="magazine-header__headline">
          <Link to={magazineUrl}>{headline}</Link>
        </p>
      )}
      <form method="get" action={urlForSearch(locale)} role="search" className="magazine-search" aria-label={t("magazine.searchLabel")}>
        <label htmlFor="magazine-search-q" className="visually-hidden">
          {t("magazine.searchLabel")}
        </label>
        <input id="magazine-search-q" type="search" name="q" required placeholder={t("magazine.searchPlaceholder")} />
        <button type="submit" className="button">
          {t("magazine.searchSubmit")}
        </button>
      </form>
      <nav className="magazine-categories" aria-label={t("magazine.categories")}>
        <ul>
          <li>
            <Link to={magazineUrl} aria-current={pageCurrent(current === "all")}>
              {t("magazine.all")}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={c.url} aria-current={pageCurrent(current === c.id)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={href("magazine-tags", locale)} className="magazine-categories__topics" aria-current={pageCurrent(current === "topics")}>
          {t("magazine.allTopics")}
        </Link>
      </nav>
    </header>
  );
}
