import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { officeRecordOfRoute } from "~/lib/back-office/record-links";

/**
 * On a public detail page (event, production, person, venue, series, article, form), a logged-in
 * user who may edit the catalogue gets a link to the record's edit page in the back office. It is
 * drawn from the root data's user only, so a visitor's page (and what the page cache keeps) never has it.
 */
export function OfficeEditLink() {
  const data = useRootData();
  const matches = useMatches();
  const { t } = useTranslation();
  if (!data?.user?.canEditRecords) return null;
  const leaf = matches[matches.length - 1];
  const target = leaf ? officeRecordOfRoute(leaf.id, leaf.params) : null;
  if (!target) return null;
  return (
    <p className="office-edit-link">
      <a href={target}>{t("nav.editInOffice")}</a>
    </p>
  );
}
