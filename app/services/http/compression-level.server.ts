/**
 * The zlib level of every dynamic answer, whether the compression step or the page cache compresses it:
 * a page is deflated in the parts the page cache keeps (cut where a per-answer value goes), and there
 * level 3 costs 25–35 % less time than level 4 for 1–2.5 % more bytes (0.48 against 0.55–0.63 ms for
 * the 75 KB programme page, 15.1 KB either way). Levels 1 and 2 save a little more time for 4–6 % more
 * bytes, and a page is sent far more often than it is compressed. (Build assets, compressed once per
 * visitor and then kept, use level 9.)
 */
export const DYNAMIC_COMPRESSION_LEVEL = 3;
