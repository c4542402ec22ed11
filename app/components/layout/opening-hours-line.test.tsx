import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/components/i18n";
import { OpeningHoursLine } from "./opening-hours-line";

function textOf(ranges: string[]): string {
  const html = renderToStaticMarkup(
    <I18nProvider locale="de">
      <OpeningHoursLine line={{ kind: "open", ranges }} />
    </I18nProvider>,
  );
  return html.replace(/<[^>]+>/g, "");
}

describe("the header's opening hours", () => {
  it("lists today's ranges as one text, a comma right after each range but the last", () => {
    expect(textOf(["09:00–12:30 Uhr", "14:00–18:00 Uhr"])).toMatch(/09:00–12:30 Uhr, 14:00–18:00 Uhr$/);
  });

  it("keeps the ranges in one element, so the line's gap never stands before a comma", () => {
    const html = renderToStaticMarkup(<OpeningHoursLine line={{ kind: "open", ranges: ["10:00–12:00 Uhr", "13:00–17:00 Uhr"] }} />);
    expect(html).toContain(">10:00–12:00 Uhr, 13:00–17:00 Uhr<");
  });
});
