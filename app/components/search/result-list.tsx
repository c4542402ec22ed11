import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import type { SearchHit } from "~/lib/search";

/** A hit as the page shows it: the event date already formatted on the server (no luxon in the browser). */
export interface SearchHitView extends SearchHit {
  dateLabel: string | null;
}

function ResultItem({ hit }: { hit: SearchHitView }) {
  const { t } = useTranslation();
  return (
    <article className="search-result">
      <div className="search-result__body">
        <p className="search-result__category">{t(`search.categories.${hit.category}`)}</p>
        <h2 className="search-result__title">
          <Link to={hit.url}>
            {hit.title}
          </Link>
        </h2>
        {hit.dateLabel && hit.date ? (
          <p className="search-result__date">
            <time dateTime={hit.date}>{hit.dateLabel}</time>
          </p>
        ) : null}
        {hit.excerpt ? <p className="search-result__excerpt">{hit.excerpt}</p> : null}
      </div>
      {hit.image ? <img className="search-result__image" src={hit.image} alt="" width="160" height="120" loading="lazy" decoding="async" /> : null}
    </article>
  );
}

/** The hits of one page, or the 'no results' text. */
export function ResultList({ hits }: { hits: SearchHitView[] }) {
  const { t } = useTranslation();
  if (hits.length === 0) return <p className="search-empty">{t("search.noResults")}</p>;
  return (
    <ol className="search-results" aria-label={t("search.results")}>
      {hits.map((hit) => (
        <li key={`${hit.category}-${hit.id}`}>
          <ResultItem hit={hit} />
        </li>
      ))}
    </ol>
  );
}

/** Stands in for the hits while another query loads (client navigation on the same tab). */
export function ResultListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="search-results search-results--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t("search.loading")}
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="search-result" aria-hidden="true">
          <div className="search-result__body">
            <div className="skeleton skeleton-line skeleton-line--short" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
          </div>
        </div>
      ))}
    </div>
  );
}
