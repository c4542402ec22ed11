import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { MENU_NAMES, MoveSchema, type Move } from "~/lib/back-office/site/navigation";
import { fillText } from "~/lib/back-office/texts";
import { officeHref } from "~/lib/routes";
import { listPageChoices } from "~/models/navigation-items.server";
import { pagePath } from "~/models/pages.server";
import { moveNavigationItem, navigationTrees, type NavigationNode } from "~/services/back-office/navigation.server";
import { requireOffice } from "~/services/back-office/office.server";
import { readOfficePost } from "~/services/back-office/site-forms.server";
import { safeRedirect } from "~/services/http/redirect.server";

// /cms-hub/navigation — the site's menus as trees; items move up, down, into and out of a parent.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "catalogue");
  const [trees, pages] = await Promise.all([navigationTrees(), listPageChoices()]);
  // An item that links a content page shows that page's address (or its number, should the page be gone).
  const pagePaths = new Map(pages.map((page) => [page.id, pagePath("de", page.url_de)]));
  const target = (item: NavigationNode["item"]) => item.url_de ?? (item.page_id !== null ? pagePaths.get(item.page_id) ?? `${texts.navigation.page} #${item.page_id}` : "");
  const shown = (nodes: NavigationNode[]): ShownNode[] =>
    nodes.map(({ item, children }) => ({ id: item.id, label: item.label_de, target: target(item), online: item.is_online === 1, children: shown(children) }));
  return { title: texts.navigation.title, menus: MENU_NAMES.map((menu) => ({ menu, items: shown(trees[menu] ?? []) })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, texts } = await requireOffice(request, "catalogue");
  const { values, intent } = await readOfficePost(request);
  const parsed = MoveSchema.safeParse(values);
  if (intent !== "move" || !parsed.success) {
    console.warn(`[navigation] 400 ${user.username}: bad move ${JSON.stringify({ intent, id: values.id, move: values.move })}`);
    return data({ message: texts.navigation.cannotMove }, { status: 400 });
  }
  const result = await moveNavigationItem(user, parsed.data.id, parsed.data.move);
  if (result === "missing") throw new Response(texts.form.notFound, { status: 404 });
  if (result === "stuck") {
    console.warn(`[navigation] 409 ${user.username}: item ${parsed.data.id} cannot move ${parsed.data.move}`);
    return data({ message: texts.navigation.cannotMove }, { status: 409 });
  }
  const back = `${officeHref("office-navigation")}?done=moved#item-${parsed.data.id}`;
  return safeRedirect(back, officeHref("office-navigation"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

interface ShownNode {
  id: number;
  label: string;
  /** Where the item leads: its address, or the address of the content page it links. */
  target: string;
  online: boolean;
  children: ShownNode[];
}

const MOVE_SIGNS: Record<Move, string> = { up: "↑", down: "↓", in: "→", out: "←" };

function ItemRow({ node, first, last, nested }: { node: ShownNode; first: boolean; last: boolean; nested: boolean }) {
  const texts = useOfficeTexts();
  const t = texts.navigation;
  const possible: Record<Move, boolean> = { up: !first, down: !last, in: !first, out: nested };
  const labels: Record<Move, string> = { up: t.moveUp, down: t.moveDown, in: t.indent, out: t.outdent };
  return (
    <li id={`item-${node.id}`}>
      <div className="office-tree__item">
        <Link to={officeHref("office-navigation-item", { id: node.id })}>{node.label}</Link>
        <span className="office-tree__url">{node.target}</span>
        {node.online ? null : <span className="office-tree__flag">({t.offline})</span>}
        <OfficeForm intent="move" refused={null} className="office-tree__moves">
          <input type="hidden" name="id" value={node.id} />
          {(Object.keys(MOVE_SIGNS) as Move[]).map((move) =>
            possible[move] ? (
              <button key={move} type="submit" name="move" value={move} className="button button--ghost" title={fillText(labels[move], { name: node.label })}>
                <span aria-hidden="true">{MOVE_SIGNS[move]}</span>
                <span className="visually-hidden">{fillText(labels[move], { name: node.label })}</span>
              </button>
            ) : null,
          )}
        </OfficeForm>
      </div>
      {node.children.length ? <ItemList nodes={node.children} nested /> : null}
    </li>
  );
}

function ItemList({ nodes, nested }: { nodes: ShownNode[]; nested: boolean }) {
  return (
    <ul className="office-tree">
      {nodes.map((node, i) => (
        <ItemRow key={node.id} node={node} first={i === 0} last={i === nodes.length - 1} nested={nested} />
      ))}
    </ul>
  );
}

export default function Navigation() {
  const { title, menus } = useLoaderData<typeof loader>();
  const refused = useActionData<{ message?: string }>();
  const texts = useOfficeTexts();
  const t = texts.navigation;
  return (
    <OfficePage
      title={title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}
      done={{ moved: t.moved, deleted: texts.form.saved, saved: texts.form.saved }}
      actions={
        <Link className="button" to={officeHref("office-navigation-item", { id: "new" })}>
          {t.add}
        </Link>
      }
    >
      {refused?.message ? (
        <p role="alert" className="notice notice--error">
          {refused.message}
        </p>
      ) : null}
      {menus.map(({ menu, items }) => (
        <section key={menu} aria-labelledby={`menu-${menu}`} className="office-card">
          <h2 id={`menu-${menu}`}>{t.menus[menu]}</h2>
          {items.length ? <ItemList nodes={items} nested={false} /> : <p>{t.empty}</p>}
          <p>
            <Link to={officeHref("office-navigation-item", { id: "new" }, { menu })}>{`${t.add} (${t.menus[menu]})`}</Link>
          </p>
        </section>
      ))}
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
