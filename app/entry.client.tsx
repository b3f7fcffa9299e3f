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

void loaderDataDecoded().then(() =>
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
