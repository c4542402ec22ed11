import { Link } from "~/components/ui/link";
import { href, type Locale } from "~/lib/routes";

export interface CreditItem {
  personId: number;
  name: string;
  slug: string;
  role: string;
}

/** Persons with their roles, each linked to their page. */
export function Credits({ persons, locale }: { persons: CreditItem[]; locale: Locale }) {
  return (
    <dl className="catalogue-credits">
      {persons.map((p) => (
        <div key={`${p.personId}-${p.role}`}>
          <dt>{p.role}</dt>
          <dd>
            <Link to={href("person", locale, { slug: p.slug || "-", id: p.personId })}>{p.name}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
