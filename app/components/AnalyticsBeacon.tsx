// Loads the analytics beacon on sites that record events, after the first interaction (scroll,
// click, touch, key) or 3 seconds, as the spec defers tracking; never for visitors asking not to
// be tracked. The first page of a visit is recorded by the server with the document load, so the
// beacon records only the pages reached by client-side navigation: never both for one view.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { Beacon } from "~/lib/analytics/beacon";

/** "tracking deferral 3 s". */
export const TRACKING_DEFERRAL_MS = 3_000;
const INTERACTIONS = ["scroll", "click", "touchstart", "keydown"] as const;

// Once per document, not per mount: React may mount a component twice (StrictMode), and one
// page must still be one beacon and one view.
let beacon: Promise<Beacon | null> | null = null;
let lastView: string | null = null;

const load = (site: string) =>
  (beacon ??= import("~/lib/analytics/beacon").then(
    (m) => (m.asksNotToTrack(navigator) ? null : m.startBeacon(site)),
    (error: unknown) => (console.log("analytics: beacon not loaded:", error), null),
  ));

export function AnalyticsBeacon({ site }: { site: string }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (beacon) return;
    const start = (event?: Event) => {
      stopWaiting();
      const wasLoaded = beacon !== null;
      // The click that woke the beacon happened before it listened: it counts too.
      void load(site).then((b) => !wasLoaded && event?.type === "click" && b?.click(event));
    };
    const timer = window.setTimeout(start, TRACKING_DEFERRAL_MS);
    const stopWaiting = () => {
      window.clearTimeout(timer);
      for (const name of INTERACTIONS) window.removeEventListener(name, start, true);
    };
    for (const name of INTERACTIONS) window.addEventListener(name, start, { capture: true, passive: true });
    return stopWaiting;
  }, [site]);

  useEffect(() => {
    const here = pathname + search;
    const first = lastView === null;
    if (here === lastView) return;
    lastView = here;
    if (!first) void load(site).then((b) => b?.pageView());
  }, [pathname, search, site]);

  return null;
}
