import { useLocation } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import type { ListQuery } from "~/lib/back-office/list-query";
import { LIST_COUNT_CAP, listPager, listParams, OFFICE_PAGE_SIZE } from "~/lib/back-office/list-query";
import { fillText } from "~/lib/back-office/texts";
import { formatCount } from "~/lib/editor/texts";
import { useOffice } from "./use-office";

export interface ListColumn<Row> {
  name: string;
  label: string;
  sortable?: boolean;
  /** The cell; the first column's cell should link to the record. */
  cell: (row: Row) => ReactNode;
}

export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

interface ListViewProps<Row> {
  /** The list's accessible name (its page's heading). */
  label: string;
  query: ListQuery;
  rows: Row[];
  /** Rows matching the search and filters; more than LIST_COUNT_CAP: "more than 1,000" (a search stops counting there). */
  total: number;
  rowKey: (row: Row) => string | number;
  columns: ListColumn<Row>[];
  filters?: ListFilter[];
  pageSize?: number;
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const qs = search.toString();
  return qs ? `?${qs}` : "";
}

/**
 * A back-office list: a GET form for search and filters, column headers that sort (links), the
 * rows, and page links. Everything is in the URL, so it works without script.
 */
export function ListView<Row>({ label, query, rows, total, rowKey, columns, filters = [], pageSize = OFFICE_PAGE_SIZE }: ListViewProps<Row>) {
  const { texts, locale } = useOffice();
  const { pathname } = useLocation();
  const { pages, hasPrevious, hasNext } = listPager(total, query.page, rows.length, pageSize);
  const searchId = `${label.replace(/\W+/g, "-").toLowerCase()}-search`;
  return (
    <div className="office-list">
      <Form method="get" className="office-list__filters" role="search" aria-label={texts.list.search}>
        <div className="office-field">
          <label htmlFor={searchId}>{texts.list.searchLabel}</label>
          <input id={searchId} type="search" name="q" defaultValue={query.q} />
        </div>
        {filters.map((filter) => (
          <div className="office-field" key={filter.name}>
            <label htmlFor={`filter-${filter.name}`}>{filter.label}</label>
            <select id={`filter-${filter.name}`} name={filter.name} defaultValue={query.filters[filter.name] ?? ""}>
              <option value="">{texts.list.all}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.sort && query.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
        <button type="submit" className="button">
          {texts.list.search}
        </button>
        {query.q || Object.keys(query.filters).length ? (
          <Link to={pathname} className="button button--ghost">
            {texts.list.reset}
          </Link>
        ) : null}
      </Form>
      <p className="office-list__count" role="status">
        {pages === null ? fillText(texts.list.countMore, { count: formatCount(LIST_COUNT_CAP, locale) }) : fillText(texts.list.count, { count: formatCount(total, locale) })}
      </p>
      {rows.length === 0 ? (
        <p>{texts.list.empty}</p>
      ) : (
        <div className="office-table-scroll">
          <table className="office-table">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const sorted = query.sort === column.name;
                  const nextDir = sorted && query.dir === "asc" ? "desc" : "asc";
                  return (
                    <th key={column.name} scope="col" aria-sort={sorted ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
                      {column.sortable ? (
                        <Link to={queryString(listParams(query, { sort: column.name, dir: nextDir }))} aria-label={fillText(texts.list.sortBy, { column: column.label })}>
                          {column.label}
                          {sorted ? <span aria-hidden="true">{query.dir === "asc" ? " ▲" : " ▼"}</span> : null}
                        </Link>
                      ) : (
                        column.label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.name}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasPrevious || hasNext ? (
        <nav className="office-pager" aria-label={texts.list.pagination}>
          {hasPrevious ? (
            <Link to={queryString(listParams(query, { page: query.page - 1 }))} rel="prev">
              {texts.list.previous}
            </Link>
          ) : null}
          <span>{pages === null ? fillText(texts.list.pageOpen, { page: query.page }) : fillText(texts.list.page, { page: query.page, pages })}</span>
          {hasNext ? (
            <Link to={queryString(listParams(query, { page: query.page + 1 }))} rel="next">
              {texts.list.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
