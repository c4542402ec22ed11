// Reads HTTP/1.1 answers off one kept-alive connection as its bytes arrive, for the load generator:
// the status, the server's own time (`Server-Timing: app;dur=…`), the body's length on the wire and
// whether the server closes the connection after it. Bodies are counted, never kept or unpacked; a
// body is framed by Content-Length or by chunked transfer coding (what the site streams), as
// RFC 9112 says. An answer to a HEAD request or with a 1xx, 204 or 304 status is never asked for.

export interface ReadAnswer {
  status: number;
  /** `Server-Timing: app;dur=` in ms, when the answer said it. */
  serverMs?: number;
  /** Body bytes after transfer decoding (still content-encoded: gzip stays gzip). */
  bodyBytes: number;
  /** The server said `Connection: close`: this connection ends after the answer. */
  closes: boolean;
}

const HEADER_END = Buffer.from("\r\n\r\n");
const LINE_END = Buffer.from("\r\n");

/** A reader for one connection: give it each chunk as it arrives; it calls `onAnswer` per whole answer. */
export function answerReader(onAnswer: (answer: ReadAnswer) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  let answer: ReadAnswer | undefined;
  /** Body bytes still to come (Content-Length), or -1 while reading chunks. */
  let remaining = 0;

  const readHead = (): boolean => {
    const end = pending.indexOf(HEADER_END);
    if (end < 0) return false;
    const head = pending.toString("latin1", 0, end);
    pending = pending.subarray(end + HEADER_END.length);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const dur = /\r\nserver-timing:[^\r]*\bapp;dur=([\d.]+)/i.exec(head);
    answer = { status: Number(head.slice(9, 12)), serverMs: dur ? Number(dur[1]) : undefined, bodyBytes: 0, closes: /\r\nconnection:\s*close/i.test(head) };
    remaining = /\r\ntransfer-encoding:[^\r]*chunked/i.test(head) ? -1 : Number(length?.[1] ?? 0);
    return true;
  };

  /** Reads one chunk of a chunked body; true when it was the last one (with its trailer section). */
  const readChunk = (): boolean | undefined => {
    const line = pending.indexOf(LINE_END);
    if (line < 0) return undefined;
    const size = Number.parseInt(pending.toString("latin1", 0, line), 16);
    if (size === 0) {
      // The last chunk's line ends where trailer fields (none from this site) and an empty line end.
      const end = pending.indexOf(HEADER_END, line);
      if (end < 0) return undefined;
      pending = pending.subarray(end + HEADER_END.length);
      return true;
    }
    const next = line + LINE_END.length + size + LINE_END.length;
    if (pending.length < next) return undefined;
    answer!.bodyBytes += size;
    pending = pending.subarray(next);
    return false;
  };

  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (!answer && !readHead()) return;
      if (remaining >= 0) {
        const take = Math.min(remaining, pending.length);
        answer!.bodyBytes += take;
        remaining -= take;
        pending = pending.subarray(take);
        if (remaining > 0) return;
      } else {
        let last: boolean | undefined;
        while ((last = readChunk()) === false);
        if (last === undefined) return;
      }
      const done = answer!;
      answer = undefined;
      onAnswer(done);
    }
  };
}
