// The module script Remix's <Scripts> renders, as scripts/patch-dependencies.mjs leaves it: the page's
// modules wait for the next frame (3 s at most), then are preloaded at low priority and imported.
import { describe, expect, it } from "vitest";
import { modulesAfterPaint } from "../../scripts/dependency-patches/modules-after-paint.js";

const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/jsx-runtime-B.js", "/assets/components-C.js"] },
  routes: {
    root: { module: "/assets/root-D.js", imports: ["/assets/components-C.js", "/assets/SiteFrame-E.js"] },
    "routes/search.$": { module: "/assets/search._-F.js", imports: ["/assets/CarCard-G.js"] },
  },
};
const matches = [{ route: { id: "root" } }, { route: { id: "routes/search.$" } }];

describe("the module script after the first paint", () => {
  const script = modulesAfterPaint(manifest, matches);

  it("preloads the entry and every route's modules once each, after the wait", () => {
    const preloads = JSON.parse(/let preloads = (\[.*?\]);/.exec(script)![1]);
    expect(preloads).toEqual([
      "/assets/entry.client-A.js",
      "/assets/jsx-runtime-B.js",
      "/assets/components-C.js",
      "/assets/SiteFrame-E.js",
      "/assets/root-D.js",
      "/assets/CarCard-G.js",
      "/assets/search._-F.js",
    ]);
    expect(script.indexOf("await new Promise")).toBeLessThan(script.indexOf("let preloads"));
  });

  it("binds route0, route1 … as Remix's static imports did", () => {
    expect(script).toContain('let [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/search._-F.js")]);');
  });

  type Link = { rel: string; href: string; fetchPriority: string };
  /** A MessageChannel whose message arrives in a later task, as the browser's does. */
  class QueuedMessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => void setImmediate(() => this.port1.onmessage?.()) };
  }
  /** Runs the script in a stand-in browser; `import()` becomes a recorded call. */
  function run(env: Record<string, unknown>, head: Link[], source = script) {
    const imported: string[] = [];
    const globals = { document: { head: { appendChild: (l: Link) => head.push(l) }, createElement: () => ({}) }, MessageChannel: QueuedMessageChannel, ...env };
    const body = `return (async () => { ${source.replaceAll("import(", "importModule(")}; return [route0, route1]; })()`;
    const done: Promise<unknown> = new Function(...Object.keys(globals), "importModule", body)(...Object.values(globals), async (path: string) => (imported.push(path), { path }));
    return { done, imported };
  }
  const routeModules = [{ path: "/assets/root-D.js" }, { path: "/assets/search._-F.js" }];

  it("runs: waits for the browser's first paint, then adds the low-priority preload links and imports the routes", async () => {
    const events: string[] = [];
    let painted: (() => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ["paint", "resource"];
      constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
      observe(options: unknown) {
        events.push(`observe ${JSON.stringify(options)}`);
        painted = () => this.callback({}, this);
      }
      disconnect() {
        events.push("disconnect");
      }
    }
    const head: Link[] = [];
    const { done, imported } = run({ PerformanceObserver, requestAnimationFrame: () => events.push("frame asked"), setTimeout: (_: unknown, ms: number) => events.push(`cap ${ms}`) }, head);
    await Promise.resolve();
    expect(head).toEqual([]); // nothing before the paint
    expect(imported).toEqual([]);
    expect(events).toEqual(['observe {"type":"paint","buffered":true}', "cap 3000"]);
    painted!();
    expect(await done).toEqual(routeModules);
    expect(events).toEqual(['observe {"type":"paint","buffered":true}', "cap 3000", "disconnect"]);
    expect(head.map((l) => [l.rel, l.href, l.fetchPriority])[0]).toEqual(["modulepreload", "/assets/entry.client-A.js", "low"]);
    expect(head).toHaveLength(7);
    expect(imported).toEqual(["/assets/root-D.js", "/assets/search._-F.js"]);
  });

  it("without paint entries (older Safari), waits for the next frame", async () => {
    const events: string[] = [];
    let frame: (() => void) | undefined;
    const head: Link[] = [];
    const env = {
      PerformanceObserver: class {
        static supportedEntryTypes = ["resource"];
      },
      requestAnimationFrame: (fn: () => void) => (events.push("frame asked"), (frame = fn)),
      setTimeout: (fn: () => void, ms?: number) => (ms === undefined ? (events.push("after frame"), fn()) : events.push(`cap ${ms}`)),
    };
    const { done } = run(env, head);
    await Promise.resolve();
    expect(head).toEqual([]);
    frame!();
    expect(await done).toEqual(routeModules);
    expect(events).toEqual(["frame asked", "cap 3000", "after frame"]);
    expect(head).toHaveLength(7);
  });

  it("goes ahead after 3 s when the page does not paint (a tab opened in the background)", async () => {
    let cap: (() => void) | undefined;
    const head: Link[] = [];
    const { done } = run({ PerformanceObserver: undefined, requestAnimationFrame: () => 0, setTimeout: (fn: () => void, ms?: number) => ms === 3000 && (cap = fn) }, head);
    await Promise.resolve();
    expect(head).toEqual([]);
    cap!();
    expect(await done).toEqual(routeModules);
    expect(head).toHaveLength(7);
  });

  it("adds the preload links eight at a time, yielding through a message (not a timer) between: a search page's 33 were one 36 ms task", async () => {
    const many = { ...manifest, entry: { ...manifest.entry, imports: Array.from({ length: 19 }, (_, i) => `/assets/chunk-${i}.js`) } };
    const head: Link[] = [];
    const yields: number[] = [];
    class CountingChannel extends QueuedMessageChannel {
      constructor() {
        super();
        const post = this.port2.postMessage;
        this.port2.postMessage = () => (yields.push(head.length), post());
      }
    }
    // A stopped clock (Playwright's page.clock): timers never fire, yet the modules load.
    class Painted {
      static supportedEntryTypes = ["paint"];
      constructor(private callback: (list: unknown, observer: Painted) => void) {}
      observe() {
        this.callback({}, this);
      }
      disconnect() {}
    }
    const env = { PerformanceObserver: Painted, requestAnimationFrame: () => 0, setTimeout: () => 0, MessageChannel: CountingChannel };
    const { done } = run(env, head, modulesAfterPaint(many, matches));
    await new Promise((r) => setImmediate(r)); // the page has painted: the first batch is in, the rest wait their turns
    expect(head).toHaveLength(8);
    expect(await done).toEqual(routeModules);
    expect(head).toHaveLength(25); // the entry and its 19 chunks, the two routes' 3 imports and 2 modules
    expect(yields).toEqual([8, 16, 24]); // a yield after each batch of 8
  });
});
