import { useEffect, useState } from "react";
import { useRevalidator } from "@remix-run/react";
import type { SalesFigures } from "~/lib/back-office/box-office";
import { useOfficeTexts } from "~/components/back-office/use-office";

interface SalesRow extends SalesFigures {
  key: number | string;
  label: string;
}

/** Capacity, reserved, sold and left per row (seat group or timeslot) with the total. */
export function SalesTable({ caption, head, rows, total }: { caption: string; head: string; rows: SalesRow[]; total: SalesFigures }) {
  const t = useOfficeTexts().boxOffice;
  const cells = (f: SalesFigures) => (
    <>
      <td>{f.capacity}</td>
      <td>{f.reserved}</td>
      <td>{f.sold}</td>
      <td>{f.left}</td>
    </>
  );
  return (
    <table className="office-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{t.capacity}</th>
          <th scope="col">{t.reserved}</th>
          <th scope="col">{t.sold}</th>
          <th scope="col">{t.left}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.total}</th>
          {cells(total)}
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * Reloads the route's data every `seconds` while the page is visible (and at once when it becomes
 * visible again). True once it runs (with script), so the page can say so.
 */
export function useLiveRevalidation(seconds: number): boolean {
  const { revalidate, state } = useRevalidator();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible" && state === "idle") revalidate();
    };
    const timer = window.setInterval(tick, seconds * 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [revalidate, seconds, state]);
  return live;
}
