import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { endHydrationSlicing } from "~/components/HydrateLater";

/**
 * With single fetch, RemixBrowser's first call starts decoding the streamed loader data and throws
 * that promise (it suspends). React's root would wait for it; the browser build's Preact
 * (vite.preact.ts) cannot hydrate a whole document around a suspended root, so the decoding is
 * started and awaited here, before hydration, and RemixBrowser then renders at once.
 */
async function loaderDataDecoded() {
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

/**
 * The decoded data in hand, RemixBrowser's next call creates the router (its routes, history and first
 * matches: a quarter of hydration's time) before its first hook, which cannot run outside a render and
 * throws. Called here, that work is a task of its own; hydration's call finds the router made. Should
 * the router fail to be made, hydration's call makes it again and reports the error where Remix would.
 */
function routerCreated() {
  try {
    RemixBrowser({});
  } catch {
    // its first hook, outside a render
  }
}

/**
 * A new task. Evaluating the modules, decoding the loader data, creating the router and hydrating the
 * frame were one task of 35-45 ms on a fast machine, four times that on Lighthouse's simulated phone
 * (Total Blocking Time); in steps, input and the browser's own work come between them.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

void nextTask()
  .then(loaderDataDecoded)
  .then(nextTask)
  .then(routerCreated)
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
      endHydrationSlicing();
    }),
  );
