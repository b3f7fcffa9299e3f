// Loads the analytics beacon on sites that record events, after the first interaction (scroll,
// click, touch, key) or 3 seconds, as the spec defers tracking; never for visitors asking not to
// be tracked. The first page of a visit is recorded by the server with the document load, so the
// beacon records only the pages reached by client-side navigation: never both for one view.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { Beacon } from "~/lib/analytics/beacon";
import { actionOf, type ClickAction } from "~/lib/analytics/click-action";
import { ACTION_EVENTS, type ActionEvent } from "~/lib/analytics/event-ids";

/** "tracking deferral 3 s". */
export const TRACKING_DEFERRAL_MS = 3_000;
/** The interactions besides a click that start it. */
const WAKE = ["scroll", "touchstart", "keydown"] as const;

// Once per document, not per mount: React may mount a component twice (StrictMode), and one
// page must still be one beacon and one view.
let beacon: Promise<Beacon | null> | null = null;
let lastView: string | null = null;
/** The beacon listens to clicks itself from now on. */
let listening = false;

const load = (site: string) =>
  (beacon ??= import("~/lib/analytics/beacon").then(
    (m) => {
      listening = true;
      return m.asksNotToTrack(navigator) ? null : m.startBeacon(site);
    },
    (error: unknown) => (console.log("analytics: beacon not loaded:", error), null),
  ));

/** An action the page itself does (a dialog opening), recorded like a marked click. */
export function recordAction(site: string, name: ActionEvent): void {
  void load(site).then((b) => b?.action({ category: ACTION_EVENTS[name].category, properties: {} }));
}

export function AnalyticsBeacon({ site }: { site: string }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (beacon) return;
    // Clicks before the beacon listens (the one that wakes it, those while it loads) are read at
    // once, before the element's own handler changes it (a favourite star unmarks itself once
    // saved), and sent when it has started.
    const early: ClickAction[] = [];
    const onClick = (event: Event) => {
      if (listening) return;
      const action = actionOf(event.target);
      if (action) early.push(action);
      start();
    };
    const start = () => {
      window.clearTimeout(timer);
      for (const name of WAKE) window.removeEventListener(name, start, true);
      void load(site).then((b) => {
        window.removeEventListener("click", onClick, true);
        for (const action of early.splice(0)) b?.action(action);
      });
    };
    const timer = window.setTimeout(start, TRACKING_DEFERRAL_MS);
    for (const name of WAKE) window.addEventListener(name, start, { capture: true, passive: true });
    window.addEventListener("click", onClick, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of WAKE) window.removeEventListener(name, start, true);
      window.removeEventListener("click", onClick, true);
    };
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
