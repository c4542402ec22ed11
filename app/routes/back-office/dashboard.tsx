import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { CSRF_FIELD } from "~/lib/csrf";
import { formatShortDate, formatTime } from "~/lib/dates";
import { DEFAULT_LOCALE, officeHref } from "~/lib/routes";
import { MAX_TICKETS_PER_EVENT_RANGE, SwitchesSchema } from "~/lib/schemas/dashboard";
import { listErrorSummary } from "~/models/error-log.server";
import { getSiteSettings, setMaxTicketsPerEvent, setShopOnline, setSiteOnline } from "~/models/settings.server";
import { assertCsrf, csrfToken } from "~/services/http/csrf.server";
import { i18n } from "~/services/i18n.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { requireUser } from "~/services/auth.server";

// /cms-hub — the editors' dashboard: the operator switches and the log of pages not found.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "back-office");
  const [settings, errors, t] = await Promise.all([getSiteSettings(DEFAULT_LOCALE), listErrorSummary(), i18n.getFixedT(DEFAULT_LOCALE)]);
  return {
    layout: "dashboard" as const,
    title: t("dashboard.title"),
    csrf: csrfToken(request).token,
    switches: { siteOnline: settings.isSiteOnline, shopOnline: settings.isShopOnline, maxTicketsPerEvent: settings.maxTicketsPerEvent },
    errors: errors.map((e) => ({
      url: e.url,
      count: Number(e.count),
      lastSeen: e.last_seen ? `${formatShortDate(String(e.last_seen), DEFAULT_LOCALE)}, ${formatTime(String(e.last_seen), DEFAULT_LOCALE)}` : "",
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireUser(request, "back-office");
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  const parsed = SwitchesSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Invalid switches." }, { status: 400 });
  await setSiteOnline(parsed.data.is_site_online);
  await setShopOnline(parsed.data.is_shop_online);
  const max = parsed.data.max_tickets_per_event;
  if (max !== undefined) await setMaxTicketsPerEvent(max);
  console.log(
    `[dashboard] ${editor.username}: site ${parsed.data.is_site_online ? "online" : "offline"}, shop ${parsed.data.is_shop_online ? "online" : "offline"}${max !== undefined ? `, at most ${max} tickets per event and cart` : ""}`,
  );
  return safeRedirect(`${officeHref("dashboard")}?saved=1`, officeHref("dashboard"), 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function Dashboard() {
  const { csrf, switches, errors } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="dashboard">
      <h1>{t("dashboard.title")}</h1>
      <p>{t("dashboard.intro")}</p>
      <section aria-labelledby="switches-title" className="dashboard-card">
        <h2 id="switches-title">{t("dashboard.switches")}</h2>
        {params.get("saved") ? (
          <p role="status" className="notice notice--success">
            {t("dashboard.saved")}
          </p>
        ) : null}
        <Form method="post" reloadDocument className="stacked-form">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="switches" />
          <label className="consent-option">
            <input type="checkbox" name="is_site_online" value="1" defaultChecked={switches.siteOnline} /> {t("dashboard.siteOnline")}
          </label>
          <label className="consent-option">
            <input type="checkbox" name="is_shop_online" value="1" defaultChecked={switches.shopOnline} /> {t("dashboard.shopOnline")}
          </label>
          <label>
            {t("dashboard.maxTicketsPerEvent")}
            <input
              type="number"
              name="max_tickets_per_event"
              required
              min={MAX_TICKETS_PER_EVENT_RANGE.min}
              max={MAX_TICKETS_PER_EVENT_RANGE.max}
              defaultValue={switches.maxTicketsPerEvent}
            />
          </label>
          <button type="submit" className="button">
            {t("dashboard.save")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="errors-title" className="dashboard-card">
        <h2 id="errors-title">{t("dashboard.errors")}</h2>
        {errors.length === 0 ? (
          <p>{t("dashboard.noErrors")}</p>
        ) : (
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">{t("dashboard.url")}</th>
                <th scope="col">{t("dashboard.count")}</th>
                <th scope="col">{t("dashboard.lastSeen")}</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e) => (
                <tr key={e.url}>
                  <td>
                    <code>{e.url}</code>
                  </td>
                  <td>{e.count}</td>
                  <td>{e.lastSeen}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
