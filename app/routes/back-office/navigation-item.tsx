import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { LocalizedField, OfficeField } from "~/components/back-office/office-field";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOfficeTexts } from "~/components/back-office/use-office";
import { MENU_NAMES, navigationItemSchema, readNavigationItemForm } from "~/lib/back-office/site/navigation";
import { fillText } from "~/lib/back-office/texts";
import { fieldErrors, validationMessage, type FieldErrors } from "~/lib/back-office/validation";
import { officeHref } from "~/lib/routes";
import { listRecordAudit } from "~/models/audit-log.server";
import { getNavigationItem, listNavigationItems, listPageChoices } from "~/models/navigation-items.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { deleteNavigationItemChecked, NAVIGATION_ENTITY, saveNavigationItem } from "~/services/back-office/navigation.server";
import { requireOffice } from "~/services/back-office/office.server";
import { readOfficePost, refuseForm } from "~/services/back-office/site-forms.server";
import { safeRedirect } from "~/services/http/redirect.server";

function itemId(param: string | undefined): number | null | undefined {
  if (param === "new") return null;
  return param && /^\d{1,9}$/.test(param) ? Number(param) : undefined;
}

// /cms-hub/navigation/:id — one menu item ("new": a new one): labels, address or page, place, options.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "catalogue");
  const id = itemId(params.id);
  if (id === undefined) throw new Response(texts.form.notFound, { status: 404 });
  const item = id === null ? null : await getNavigationItem(id);
  if (id !== null && !item) throw new Response(texts.form.notFound, { status: 404 });
  const menu = new URL(request.url).searchParams.get("menu");
  const [items, pages, audit] = await Promise.all([listNavigationItems(), listPageChoices(), item ? listRecordAudit(NAVIGATION_ENTITY, item.id) : []]);
  return {
    title: item ? fillText(texts.navigation.editItem, { name: item.label_de }) : texts.navigation.newItem,
    item: item ?? { menu: MENU_NAMES.find((name) => name === menu) ?? "primary", parent_id: null, label_de: "", label_en: "", url_de: null, url_en: null, page_id: null, has_tab_navigation: 0, opens_new_tab: 0, is_online: 1 },
    isNew: !item,
    parents: items.filter((row) => row.id !== id).map((row) => ({ id: row.id, menu: row.menu, label: row.label_de, nested: row.parent_id !== null })),
    pages: pages.map((page) => ({ id: page.id, label: `${page.title_de || page.url_de} (/${page.url_de})` })),
    audit: auditEntries(audit),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, texts } = await requireOffice(request, "catalogue");
  const id = itemId(params.id);
  if (id === undefined) throw new Response(texts.form.notFound, { status: 404 });
  const { formData, intent, values } = await readOfficePost(request);
  if (intent === "delete" && id !== null) {
    const result = await deleteNavigationItemChecked(user, id);
    if (result === "missing") throw new Response(texts.form.notFound, { status: 404 });
    if (result === "has-children") return refuseForm(request, { _form: [fillText(texts.navigation.hasChildren, { name: values.label_de ?? "" })] }, values);
    return safeRedirect(`${officeHref("office-navigation")}?done=deleted`, officeHref("office-navigation"), 303);
  }
  const parsed = navigationItemSchema(texts).safeParse(readNavigationItemForm(formData));
  if (intent !== "save" || !parsed.success) return refuseForm(request, parsed.success ? { _form: [validationMessage("choice")] } : fieldErrors(parsed.error), values);
  const result = await saveNavigationItem(user, id, parsed.data, texts);
  if (!result.ok && "missing" in result) throw new Response(texts.form.notFound, { status: 404 });
  if (!result.ok) return refuseForm(request, result.errors, values);
  const back = `${officeHref("office-navigation")}?done=saved#item-${result.id}`;
  return safeRedirect(back, officeHref("office-navigation"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type Shown = Record<string, string | number | null>;

export default function NavigationItem() {
  const { title, item, isNew, parents, pages, audit } = useLoaderData<typeof loader>();
  const refused = useActionData<{ errors: FieldErrors; values?: Shown }>();
  // Each form shows the refusal of its own intent.
  const refusedFor = (intent: string) => (refused?.values?.intent === intent ? { errors: refused.errors } : null);
  const texts = useOfficeTexts();
  const t = texts.navigation;
  const schema = useMemo(() => navigationItemSchema(texts), [texts]);
  const typed = refused?.values?.intent === "save" ? refused.values : undefined;
  const value = (name: string) => String((typed ? typed[name] : (item as Shown)[name]) ?? "");
  const checked = (name: "has_tab_navigation" | "opens_new_tab" | "is_online") => (typed ? typed[name] === "1" : item[name] === 1);
  return (
    <OfficePage
      title={title}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-navigation"), label: t.title },
      ]}
    >
      <OfficeForm intent="save" refused={refusedFor("save")} check={{ schema, read: readNavigationItemForm }}>
        <LocalizedField name="label" label={t.label} required>
          {(aria, locale) => <input {...aria} defaultValue={value(`label_${locale}`)} />}
        </LocalizedField>
        <LocalizedField name="url" label={t.url} hint={t.urlHint}>
          {(aria, locale) => <input {...aria} type="text" inputMode="url" defaultValue={value(`url_${locale}`)} />}
        </LocalizedField>
        <OfficeField name="page_id" label={t.page}>
          {(aria) => (
            <select {...aria} defaultValue={value("page_id")}>
              <option value="">{t.noPage}</option>
              {pages.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.label}
                </option>
              ))}
            </select>
          )}
        </OfficeField>
        <OfficeField name="menu" label={t.menu} required>
          {(aria) => (
            <select {...aria} defaultValue={value("menu")}>
              {MENU_NAMES.map((menu) => (
                <option key={menu} value={menu}>
                  {t.menus[menu]}
                </option>
              ))}
            </select>
          )}
        </OfficeField>
        <OfficeField name="parent_id" label={t.parent}>
          {(aria) => (
            <select {...aria} defaultValue={value("parent_id")}>
              <option value="">{t.noParent}</option>
              {MENU_NAMES.map((menu) => (
                <optgroup key={menu} label={t.menus[menu]}>
                  {parents
                    .filter((parent) => parent.menu === menu)
                    .map((parent) => (
                      <option key={parent.id} value={parent.id}>
                        {parent.nested ? `– ${parent.label}` : parent.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </OfficeField>
        {(["is_online", "has_tab_navigation", "opens_new_tab"] as const).map((name) => (
          <label className="office-check" key={name}>
            <input type="checkbox" name={name} value="1" defaultChecked={checked(name)} />{" "}
            {name === "is_online" ? t.online : name === "has_tab_navigation" ? t.hasTabNavigation : t.opensNewTab}
          </label>
        ))}
        <button type="submit" className="button">
          {texts.form.save}
        </button>
      </OfficeForm>
      {isNew ? null : (
        <>
          <OfficeForm intent="delete" refused={refusedFor("delete")} className="office-form office-form--inline">
            <input type="hidden" name="label_de" value={item.label_de} />
            <button type="submit" className="button button--danger">
              {texts.form.delete}
            </button>
          </OfficeForm>
          <AuditTrail entries={audit} />
        </>
      )}
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
