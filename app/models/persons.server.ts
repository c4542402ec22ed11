import { db } from "~/db/db.server";
import { memoArgsUntilChange, memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

export interface PersonCard {
  id: number;
  name: string;
  slug: string;
  role: string;
  imageId: number | null;
}

export interface EnsembleGroup {
  id: number;
  slug: string;
  name: string;
  persons: PersonCard[];
}

/**
 * Online persons grouped by category (a person in two categories shows in both), kept until the
 * content changes: an uncached ensemble page reads them no more. Callers change nothing of it.
 */
export const listEnsemble: (locale: Locale) => Promise<EnsembleGroup[]> = memoUntilChange(readEnsemble);

/** The ensemble in two queries. */
async function readEnsemble(locale: Locale): Promise<EnsembleGroup[]> {
  const [categories, rows] = await Promise.all([
    db().selectFrom("person_categories").select(["id", "slug", "name_de", "name_en"]).orderBy("sort").orderBy("id").execute(),
    db()
      .selectFrom("person_category_links as l")
      .innerJoin("persons as p", "p.id", "l.person_id")
      .select(["l.category_id", "p.id", "p.first_name", "p.last_name", "p.slug", "p.role_de", "p.role_en", "p.image_id"])
      .where("p.is_online", "=", 1)
      .orderBy("p.sort")
      .orderBy("p.last_name")
      .orderBy("p.id")
      .execute(),
  ]);
  return categories
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      name: localized(locale, c.name_de, c.name_en),
      persons: rows
        .filter((r) => r.category_id === c.id)
        .map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), slug: r.slug, role: localized(locale, r.role_de, r.role_en), imageId: r.image_id })),
    }))
    .filter((g) => g.persons.length > 0);
}

export interface PersonDetail extends PersonCard {
  /** Rich text (Lexical JSON) in the locale. */
  biography: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  categories: string[];
  productions: { id: number; title: string; subtitle: string; slugs: { de: string; en: string }; role: string; imageId: number | null }[];
}

/**
 * An online person with categories and the online productions they are credited in. Kept until the
 * content changes: an uncached person page reads them no more. Keys are ids visitors choose, hence
 * bounded. Callers share what it answers and change nothing of it.
 */
export const findPersonDetail: (id: number, locale: Locale) => Promise<PersonDetail | undefined> = memoArgsUntilChange(readPersonDetail, 1000);

async function readPersonDetail(id: number, locale: Locale): Promise<PersonDetail | undefined> {
  const row = await db().selectFrom("persons").selectAll().where("id", "=", id).where("is_online", "=", 1).executeTakeFirst();
  if (!row) return undefined;
  const [categories, productions] = await Promise.all([
    db()
      .selectFrom("person_category_links as l")
      .innerJoin("person_categories as c", "c.id", "l.category_id")
      .select(["c.name_de", "c.name_en"])
      .where("l.person_id", "=", id)
      .orderBy("c.sort")
      .execute(),
    db()
      .selectFrom("production_persons as pp")
      .innerJoin("productions as p", "p.id", "pp.production_id")
      .select(["p.id", "p.title_de", "p.title_en", "p.subtitle_de", "p.subtitle_en", "p.slug_de", "p.slug_en", "p.image_id", "pp.role_de", "pp.role_en"])
      .where("pp.person_id", "=", id)
      .where("p.is_online", "=", 1)
      .orderBy("p.id")
      .execute(),
  ]);
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    slug: row.slug,
    role: localized(locale, row.role_de, row.role_en),
    imageId: row.image_id,
    biography: localized(locale, row.biography_de, row.biography_en),
    email: row.email,
    phone: row.phone,
    website: row.website,
    categories: categories.map((c) => localized(locale, c.name_de, c.name_en)),
    productions: productions.map((p) => ({
      id: p.id,
      title: localized(locale, p.title_de, p.title_en),
      subtitle: localized(locale, p.subtitle_de, p.subtitle_en),
      slugs: { de: p.slug_de, en: p.slug_en || p.slug_de },
      role: localized(locale, p.role_de, p.role_en),
      imageId: p.image_id,
    })),
  };
}
