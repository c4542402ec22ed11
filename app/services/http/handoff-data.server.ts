/**
 * Remix hands a page's loader data to the browser inside the document: `<Scripts>` renders a component
 * that reads the encoded data (turbo-stream) chunk by chunk, suspending until each chunk is read, and
 * writes each into a script. `settleHandoffData` reads all of it before the render, into the cache
 * that component looks in first: the document then renders in one pass with nothing to wait for, and
 * can render to a string (./document-render.server.tsx). The pages' loaders hand over no promises, so
 * the data is complete as soon as the loaders are.
 */
import type { EntryContext } from "@remix-run/node";

type StreamCache = NonNullable<
  NonNullable<EntryContext["renderMeta"]>["streamCache"]
>;

/** Reads the page's data for the browser whole; `forRender` readies the context for one render pass. */
export async function settleHandoffData(
  context: EntryContext
): Promise<{ forRender: () => void }> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return { forRender: () => undefined };
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let chunk = 0; ; chunk++) {
    const { done, value } = await reader.read();
    const text = done
      ? decoder.decode()
      : decoder.decode(value, { stream: true });
    cache[chunk] = Object.assign(Promise.resolve(), {
      result: { done, value: text },
    });
    if (done) break;
  }
  context.renderMeta.streamCache = cache;
  // Each render takes a reader of the stream (and reads nothing: the cache holds every chunk); a
  // stream gives one reader only, so every pass gets an empty one of its own.
  return {
    forRender: () => {
      context.serverHandoffStream = new ReadableStream<Uint8Array>({
        start: (controller) => controller.close(),
      });
    },
  };
}
