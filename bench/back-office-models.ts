// The back office's list queries timed in this process (bench/back-office.ts calls it on its 10,000 rows
// before the server starts): each list's model call, as its page asks it, min and p50 of 40 calls
// after 5 to warm up. The minimum is what a busy machine inflates least; it is the cost of the SQL.
import type { Connection } from "../app/db/db.server";
import { listRows } from "../app/models/back-office/records.server";
import { listOrders } from "../app/models/box-office-admin.server";
import { listFormEntries } from "../app/models/form-entries.server";
import { listLibraryImages } from "../app/models/images.server";
import { listAudit } from "../app/models/audit-log.server";
import { listOfficeEvents } from "../app/models/office-events.server";
import { listUsers } from "../app/models/users.server";

const PAGE = 50;

type Call = [name: string, run: () => Promise<unknown>];

function calls(conn: Connection, formId: number): Call[] {
  const now = new Date().toISOString();
  const events = (q: string, page: number) => () => listOfficeEvents({ q, sort: null, dir: "asc", limit: PAGE, offset: (page - 1) * PAGE, now });
  const orders = (text: string, page: number) => () => listOrders(conn.db, { text, orderId: null, state: "", sort: "created", dir: "desc", limit: PAGE, offset: (page - 1) * PAGE });
  const entries = (search: string, page: number) => () => listFormEntries(formId, { search, read: "", dir: "desc", offset: (page - 1) * PAGE, limit: PAGE });
  const users = (search: string, page: number) => () => listUsers({ search, role: null, active: null, sort: null, dir: "asc", offset: (page - 1) * PAGE, limit: PAGE });
  const images = (q: string, page: number) => () => listLibraryImages({ q, page, perPage: PAGE });
  const records = (table: string, columns: string[], sort: string, dir: "asc" | "desc") => (text: string, page: number) => () =>
    listRows({ table, columns: ["id", ...columns], search: { columns, text }, equals: {}, sort: { column: sort, dir }, offset: (page - 1) * PAGE, limit: PAGE });
  const genres = records("genres", ["name_de", "name_en", "slug"], "name_de", "asc");
  const redirects = records("redirect_rules", ["old_path", "new_path"], "created_at", "desc");
  return [
    ["events, page 100", events("", 100)],
    ["events, search", events("lesung", 1)],
    ["events, search, page 5", events("lesung", 5)],
    ["events, search broad", events("e", 1)],
    ["events, search 2 chars", events("le", 1)],
    ["orders, page 150", orders("", 150)],
    ["orders, search", orders("kauf-4711", 1)],
    ["orders, search broad", orders("käuferin", 1)],
    ["orders, search broad, p100", orders("käuferin", 100)],
    ["orders, search 2 chars", orders("47", 1)],
    ["form entries, page 150", entries("", 150)],
    ["form entries, search", entries("besuch-4711", 1)],
    ["form entries, search broad", entries("besucherin", 1)],
    ["users, page 150", users("", 150)],
    ["users, search", users("nummer 9999", 1)],
    ["users, search broad", users("bench", 1)],
    ["users, search 2 chars", users("99", 1)],
    ["images, page 150", images("", 150)],
    ["images, search", images("bild 4711", 1)],
    ["images, search broad", images("bench", 1)],
    ["genres, sorted, page 150", genres("", 150)],
    ["genres, search", genres("genre 4711", 1)],
    ["genres, search broad", genres("genre", 1)],
    ["redirects, page 150", redirects("", 150)],
    ["redirects, search", redirects("alt/4711", 1)],
    ["redirects, search broad", redirects("programm", 1)],
    ["change log", () => listAudit({ offset: 0, limit: PAGE })],
  ];
}

/** Times every list's model call on `conn` (made the models' connection for the run); prints min and p50 in ms. */
export async function benchListModels(conn: Connection, formId: number, only?: string): Promise<void> {
  const before = globalThis.__festivalConnection;
  globalThis.__festivalConnection = conn;
  try {
    console.log(`\nThe lists' model calls in process on ${conn.dialect} (ms; min and p50 of 40 calls):`);
    for (const [name, run] of calls(conn, formId).filter(([name]) => !only || name.includes(only))) {
      for (let i = 0; i < 5; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const started = process.hrtime.bigint();
        await run();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(28)} min ${times[0]!.toFixed(2).padStart(7)}  p50 ${times[20]!.toFixed(2).padStart(7)}`);
    }
  } finally {
    globalThis.__festivalConnection = before;
  }
}
