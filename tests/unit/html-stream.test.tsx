// React 18.3's Node stream pads a 2048-byte view with NULs when a multi-byte character does not fit;
// the filter restores the exact document that renderToString gives.
import { PassThrough, type Writable } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { ReactPaddingFilter } from "~/lib/html-stream.server";

// Many short text nodes: React encodes each into its shared view, one character crossing each boundary.
function Page({ shift, char }: { shift: number; char: string }) {
  return (
    <ul>
      <li>{"x".repeat(shift)}</li>
      {Array.from({ length: 400 }, (_, i) => (
        <li key={i}>{`${i} ${char} ${char}${char}`}</li>
      ))}
    </ul>
  );
}

function stream(element: JSX.Element, destination: Writable) {
  return new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        text(destination as unknown as NodeJS.ReadableStream).then(resolve, reject);
        pipe(destination);
      },
      onShellError: reject,
    });
  });
}

describe("React stream padding filter", () => {
  for (const char of ["·", "★", "😀"]) {
    it(`gives the same bytes as renderToString for "${char}" at every alignment`, async () => {
      let paddedRaw = 0;
      for (let shift = 0; shift < 8; shift++) {
        const page = <Page shift={shift} char={char} />;
        const raw = await stream(page, new PassThrough());
        if (raw.includes("\0")) paddedRaw++;
        expect(await stream(page, new ReactPaddingFilter())).toBe(renderToString(page));
      }
      expect(paddedRaw, "React's own stream shows the padding this filter removes").toBeGreaterThan(0);
    });
  }

  it("keeps a NUL that React really wrote", async () => {
    const filter = new ReactPaddingFilter();
    const out = text(filter);
    const view = Buffer.alloc(2048, 0x61);
    view[2047] = 0;
    filter.write(view);
    filter.end(Buffer.from("b"));
    expect(await out).toBe(`${"a".repeat(2047)}\0b`);
  });

  it("sends what React wrote between its flushes as one chunk (each chunk costs a stream pass and a socket write)", async () => {
    // As app/entry.server.tsx does: the web stream is made first, then React pipes into the filter.
    const page = <Page shift={0} char="·" />;
    const filter = new ReactPaddingFilter();
    const chunks: Uint8Array[] = [];
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        onAllReady() {
          const reader = createReadableStreamFromReadable(filter).getReader();
          const reading = (async () => {
            for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
          })();
          pipe(filter);
          reading.then(resolve, reject);
        },
        onShellError: reject,
      });
    });
    expect(Buffer.concat(chunks).toString()).toBe(renderToString(page));
    expect(chunks.reduce((n, c) => n + c.length, 0), "the page spans several of React's 2 kB views").toBeGreaterThan(3 * 2048);
    expect(chunks).toHaveLength(1);
  });
});
