/** Writes CMS container sections (nested) with their modules; helpers for localised module fields. */
import type { ContainerLayout } from "~/lib/layouts";
import type { TypedModule } from "~/lib/modules/registry";
import type { LexicalNode, LexicalState } from "../../lib/rich-text";
import { insert, json, type SeedContext } from "./context";
import { state } from "./richtext";

/** A module with its type's fields (checked by the compiler, and by a test against the field schemas). */
export type ModuleSpec = TypedModule & {
  column?: number;
  onlineFrom?: string | null;
  onlineTo?: string | null;
};

export interface SectionSpec {
  slug: string;
  layout?: ContainerLayout;
  classes?: string;
  columnClasses?: string[];
  modules: ModuleSpec[];
  children?: SectionSpec[];
  contentType?: string;
  objectId?: number;
}

/** A translatable module value. */
export const L = <T>(de: T, en: T): { de: T; en: T } => ({ de, en });

/** Rich text per locale, from blocks or plain paragraphs. */
export const RT = (de: (LexicalNode | string)[], en: (LexicalNode | string)[]): { de: LexicalState; en: LexicalState } => ({
  de: state(...de),
  en: state(...en),
});

/** Inserts the sections of one page (or object) in order; children get their parent's id. */
export async function seedSections(ctx: SeedContext, pageId: number | null, specs: SectionSpec[], parentId: number | null = null): Promise<void> {
  const ids = await insert(
    ctx,
    "container_sections",
    specs.map((s, sort) => ({
      page_id: pageId, slug: s.slug, parent_id: parentId, layout: s.layout ?? "100", classes: s.classes ?? "",
      column_classes: json(s.columnClasses ?? []), content_type: s.contentType ?? "page", object_id: s.objectId ?? pageId, sort,
    })),
  );
  await insert(
    ctx,
    "modules",
    specs.flatMap((s, i) => {
      const perColumn = new Map<number, number>();
      return s.modules.map((m) => {
        const column = m.column ?? 0;
        const sort = perColumn.get(column) ?? 0;
        perColumn.set(column, sort + 1);
        return {
          section_id: ids[i], column_index: column, sort, type: m.type, fields: json(m.fields),
          online_from: m.onlineFrom ?? null, online_to: m.onlineTo ?? null,
        };
      });
    }),
  );
  for (const [i, s] of specs.entries()) {
    if (s.children?.length) await seedSections(ctx, pageId, s.children, ids[i]);
  }
}

/** What a saved version stores: the page row and its sections with modules. */
export async function snapshotPage(ctx: SeedContext, pageId: number): Promise<string> {
  const page = await ctx.db.selectFrom("pages").selectAll().where("id", "=", pageId).executeTakeFirstOrThrow();
  const sections = await ctx.db.selectFrom("container_sections").selectAll().where("page_id", "=", pageId).orderBy("sort").execute();
  const modules = sections.length
    ? await ctx.db.selectFrom("modules").selectAll().where("section_id", "in", sections.map((s) => s.id)).orderBy("sort").execute()
    : [];
  return json({
    page,
    sections: sections.map((s) => ({ ...s, modules: modules.filter((m) => m.section_id === s.id).map((m) => ({ ...m, fields: JSON.parse(m.fields) })) })),
  });
}
