/**
 * A connection closed while its request's body is still arriving (a refused upload: 413 and
 * `Connection: close`) is closed in stages, as RFC 9112 §9.6 asks: the answer goes out and the
 * server's sending side closes, then the server reads on and drops what the client still sends until
 * the client has sent its whole body or closed its side, for `totalMs` at most and `idleMs` without a
 * byte. Closed at once, the bytes still in flight reach a closed socket, the kernel answers them with a
 * reset, and a client that had not yet read the answer loses it: it sees a broken connection instead
 * of the message that its file is too large.
 *
 * Node closes such a connection with the socket's `destroySoon` right after the answer is written; the
 * `http.server.response.finish` channel reports the answer just before that, which is where a socket
 * whose request is incomplete gets the staged close in its place.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

export interface Linger {
  /** The longest the server reads on after its answer. */
  totalMs: number;
  /** The longest it waits for the client's next bytes. */
  idleMs: number;
}

/**
 * Long enough for a client on a slow line to notice the answer; a client that keeps sending is cut off
 * after it. Well inside the graceful shutdown's 10 s (./graceful-shutdown.server.ts), which waits for
 * a lingering connection as for any other.
 */
export const LINGER: Linger = { totalMs: 5_000, idleMs: 2_000 };

const CHANNEL = "http.server.response.finish";

interface ResponseFinish {
  request: IncomingMessage;
  socket: Socket;
}

/** From now on, every server of this process closes a connection with an unread body in stages. Returns the undo. */
export function closeConnectionsInStages(linger: Linger = LINGER): () => void {
  const onFinish = (message: unknown) => {
    const { request, socket } = message as ResponseFinish;
    if (!request.complete) socket.destroySoon = () => closeInStages(socket, request, linger);
  };
  subscribe(CHANNEL, onFinish);
  return () => void unsubscribe(CHANNEL, onFinish);
}

function closeInStages(socket: Socket, request: IncomingMessage, { totalMs, idleMs }: Linger): void {
  if (request.complete) {
    // Its body arrived after all (a connection kept open, closed by a later answer): Node's own close.
    Reflect.deleteProperty(socket, "destroySoon");
    return socket.destroySoon();
  }
  socket.end(); // the answer is already with the kernel; the server's sending side closes after it
  const close = () => {
    clearTimeout(total);
    clearTimeout(idle);
    socket.destroy();
  };
  const total = setTimeout(close, totalMs);
  let idle = setTimeout(close, idleMs);
  // Whoever read the body has given it up: what arrives now is dropped.
  request.removeAllListeners("data");
  request.on("data", () => {
    clearTimeout(idle);
    idle = setTimeout(close, idleMs);
  });
  request.once("end", close);
  socket.once("end", close);
  socket.once("close", close);
  request.resume();
}
