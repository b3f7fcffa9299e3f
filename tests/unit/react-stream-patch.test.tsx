// React 18.3's Node stream, as scripts/patch-dependencies.mjs leaves it: the exact document
// renderToString gives (the unpatched stream padded some 2 kB views with NULs, react#31134), sent as
// one chunk per React flush, in both of React's builds (production is the one `npm start` runs).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PATCHES, applyPatch } from "../../scripts/patch-dependencies.mjs";

const require = createRequire(import.meta.url);
type Server = typeof import("react-dom/server");
const reactDom = dirname(require.resolve("react-dom/package.json"));
const builds: Record<string, Server> = {
  production: require(join(reactDom, "cjs/react-dom-server.node.production.min.js")),
  development: require(join(reactDom, "cjs/react-dom-server.node.development.js")),
};

// Many short text nodes: each crosses what used to be a 2 kB view boundary at some shift.
function Page({ shift, char }: { shift: number; char: string }) {
  return (
    <ul>
      <li>{"x".repeat(shift)}</li>
      {Array.from({ length: 400 }, (_, i) => (
        <li key={i} className="item" data-n={i}>{`${i} ${char} ${char}${char}`}</li>
      ))}
    </ul>
  );
}

/** The chunks React writes for one page, the way app/entry.server.tsx pipes it. */
function chunksOf(server: Server, element: JSX.Element) {
  return new Promise<Buffer[]>((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(chunks)).on("error", reject);
    const { pipe } = server.renderToPipeableStream(element, { onAllReady: () => pipe(body), onShellError: reject });
  });
}

describe("React's Node stream, patched", () => {
  for (const [name, server] of Object.entries(builds)) {
    for (const char of ["·", "★", "😀"]) {
      it(`${name}: the same bytes as renderToString for "${char}" at every alignment, in one chunk`, async () => {
        for (let shift = 0; shift < 8; shift++) {
          const page = <Page shift={shift} char={char} />;
          const chunks = await chunksOf(server, page);
          const html = Buffer.concat(chunks).toString();
          expect(html).toBe(renderToString(page));
          expect(html).not.toContain("\0");
          expect(html.length, "the page spans several of React's old 2 kB views").toBeGreaterThan(3 * 2048);
          expect(chunks).toHaveLength(1);
        }
      });
    }
  }

  // A string of 1 kB or more is encoded on its own, and the flush's buffer grows only when it is full:
  // big blocks of three- and four-byte characters outgrow the first buffer (16 kB) several times over.
  it("the same bytes for large strings of any width, past the buffer's first size, in one chunk", async () => {
    const blocks = ["a".repeat(20_000), "★".repeat(30_000), "😀x".repeat(9_000), `<b>${"é".repeat(5_000)}</b>`];
    const page = (
      <main>
        {blocks.map((block, i) => (
          <section key={i}>
            <p>{`before ${i} ★`}</p>
            <div dangerouslySetInnerHTML={{ __html: block }} />
          </section>
        ))}
      </main>
    );
    for (const server of Object.values(builds)) {
      const chunks = await chunksOf(server, page);
      expect(Buffer.concat(chunks).toString()).toBe(renderToString(page));
      expect(chunks).toHaveLength(1);
    }
  });

  it("keeps a NUL the page really has", async () => {
    const html = Buffer.concat(await chunksOf(builds.production, <p title={"a\0b"}>{"c"}</p>)).toString();
    expect(html).toBe(renderToString(<p title={"a\0b"}>{"c"}</p>));
  });

  it("is applied once: a second run of the patch script changes nothing", () => {
    for (const patch of PATCHES) expect(applyPatch(patch)).toEqual([]);
  });
});
