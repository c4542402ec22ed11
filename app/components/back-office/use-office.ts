import { useRouteLoaderData } from "@remix-run/react";
import { officeTexts, type OfficeTexts } from "~/lib/back-office/texts";
import type { loader } from "~/routes/back-office/layout";

type OfficeShell = Awaited<ReturnType<typeof loader>>["office"] & { texts: OfficeTexts };

/** The back office's frame data (user, locale, menu) and its texts in the user's language, inside any /cms-hub page. */
export function useOffice(): OfficeShell {
  const data = useRouteLoaderData<typeof loader>("back-office");
  if (!data) throw new Error("useOffice outside the back office");
  return { ...data.office, texts: officeTexts(data.office.locale) };
}

/** The back office's texts in the user's interface language. */
export function useOfficeTexts(): OfficeTexts {
  return useOffice().texts;
}
