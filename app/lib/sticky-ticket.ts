/**
 * The sticky bar's ticket button, declared by the page it belongs to through its route
 * `handle`: 'Book tickets' on an event that sells tickets, 'Dates and Tickets' on a production whose
 * show-sticky flag is set. The target is an anchor on the same page, so it works without script.
 */
export interface StickyTicket {
  kind: "book" | "dates";
  /** An in-page anchor: `#tickets`, `#datesAndTickets`. */
  href: `#${string}`;
}

export interface StickyTicketHandle {
  stickyTicket: (data: unknown) => StickyTicket | null;
}

export function isStickyTicketHandle(handle: unknown): handle is StickyTicketHandle {
  return !!handle && typeof (handle as StickyTicketHandle).stickyTicket === "function";
}
