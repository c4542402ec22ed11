import { Link } from "~/components/ui/link";

interface Texts {
  label: string;
  previous: string;
  next: string;
  pageNumber: (page: number) => string;
}

/**
 * Previous, page numbers and next as plain links, so paging works without JavaScript. `numbers` are
 * the page numbers to show, in order; null marks a gap ("…").
 */
export function PageLinks({ page, pages, numbers, urlFor, className, texts }: {
  page: number;
  pages: number;
  numbers: (number | null)[];
  urlFor: (page: number) => string;
  className: string;
  texts: Texts;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={texts.label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={urlFor(page - 1)} rel="prev">
              {texts.previous}
            </Link>
          </li>
        ) : null}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={urlFor(n)} aria-current={n === page ? "page" : undefined} aria-label={texts.pageNumber(n)}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={urlFor(page + 1)} rel="next">
              {texts.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
