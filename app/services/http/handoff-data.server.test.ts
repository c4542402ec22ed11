import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { settleHandoffData } from "./handoff-data.server";

function contextWith(chunks: string[]): EntryContext {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 1)); // chunks arrive one after another
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
}

describe("settleHandoffData", () => {
  it("holds every chunk of the data, decoded, in the order read, the last one marked done", async () => {
    const context = contextWith(['[{"_1":2},"loaderData"', ',"Größe: 5 €"]\n']);
    await settleHandoffData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect(cache[0]!.result).toEqual({ done: false, value: '[{"_1":2},"loaderData"' });
    expect(cache[1]!.result).toEqual({ done: false, value: ',"Größe: 5 €"]\n' });
    expect(cache[2]!.result).toEqual({ done: true, value: "" });
  });

  it("gives every render pass a stream it can take a reader of", async () => {
    const context = contextWith(["[]"]);
    const { forRender } = await settleHandoffData(context);
    for (let pass = 0; pass < 2; pass++) {
      forRender();
      const reader = context.serverHandoffStream!.getReader();
      expect((await reader.read()).done).toBe(true);
    }
  });

  it("leaves a context without data for the browser as it is", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    (await settleHandoffData(context)).forRender();
    expect(context.serverHandoffStream).toBeUndefined();
    expect(context.renderMeta!.streamCache).toBeUndefined();
  });
});
