// Loads the analytics beacon on sites that record events, after the first interaction (scroll,
// click, touch, key) or 3 seconds, as the spec defers tracking; never for visitors asking not to
// be tracked. The first page of a visit is recorded by the server with the document load, so the
// beacon records only the pages reached by client-side navigation: never both for one view.
import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import type { Beacon } from "~/lib/analytics/beacon";

/** "tracking deferral 3 s". */
export const TRACKING_DEFERRAL_MS = 3_000;
const INTERACTIONS = ["scroll", "click", "touchstart", "keydown"] as const;

export function AnalyticsBeacon({ site }: { site: string }) {
  const { pathname, search } = useLocation();
  const beacon = useRef<Promise<Beacon | null> | null>(null);
  const firstView = useRef(true);

  const load = useCallback(
    () =>
      (beacon.current ??= import("~/lib/analytics/beacon").then(
        (m) => (m.asksNotToTrack(navigator) ? null : m.startBeacon(site)),
        (error: unknown) => (console.log("analytics: beacon not loaded:", error), null),
      )),
    [site],
  );

  useEffect(() => {
    const start = (event?: Event) => {
      stopWaiting();
      // The click that woke the beacon counts too.
      void load().then((b) => event?.type === "click" && b?.click(event));
    };
    const timer = window.setTimeout(start, TRACKING_DEFERRAL_MS);
    const stopWaiting = () => {
      window.clearTimeout(timer);
      for (const name of INTERACTIONS) window.removeEventListener(name, start, true);
    };
    for (const name of INTERACTIONS) window.addEventListener(name, start, { capture: true, passive: true });
    return () => {
      stopWaiting();
      void beacon.current?.then((b) => b?.stop());
    };
  }, [load]);

  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    void load().then((b) => b?.pageView());
  }, [pathname, search, load]);

  return null;
}
