// Third-party tags (spec points 3 and 9): nothing loads until the visitor's first scroll, click, touch
// or key, or TRACKING_DEFERRAL_MS after the page comes alive, whichever is first. Only this waiter is
// in the page; the tag code (app/lib/tracking/load.ts) is a chunk fetched then, and root.tsx renders
// the waiter only on a site with ids. Without JavaScript there are no tags at all.
import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "@remix-run/react";
import type { TrackingIds } from "~/lib/tracking/tags";
import type { TrackingItem } from "~/lib/tracking/item";

/** Spec point 9: "tracking deferral 3 s". */
export const TRACKING_DEFERRAL_MS = 3000;

const FIRST_INTERACTION = ["scroll", "click", "touchstart", "keydown"] as const;
// Capture: a scroll inside a panel counts too, and no handler of the page can stop the event first.
const LISTEN = { passive: true, once: true, capture: true } as const;

type Tags = typeof import("~/lib/tracking/load");

/** The tracking item of the deepest route that has one (vehicle and search pages), else null. */
function useTrackingItem(): TrackingItem | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const item = (matches[i].data as { trackingItem?: TrackingItem | null } | undefined)?.trackingItem;
    if (item) return item;
  }
  return null;
}

export function TrackingTags({ ids }: { ids: TrackingIds }) {
  const { key } = useLocation();
  const item = useRef<TrackingItem | null>(null);
  item.current = useTrackingItem();
  // The ids of the first render: a revalidated root hands a new object, never a new site.
  const siteIds = useRef(ids).current;
  const tags = useRef<Tags | null>(null);

  useEffect(() => {
    function stop() {
      clearTimeout(timer);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, LISTEN);
    }
    function start() {
      stop();
      import("~/lib/tracking/load").then(
        (loaded) => {
          tags.current = loaded;
          loaded.loadTags(siteIds, () => item.current);
        },
        (error: unknown) => console.warn("Tracking tags did not load:", error),
      );
    }
    const timer = setTimeout(start, TRACKING_DEFERRAL_MS);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, start, LISTEN);
    return stop;
  }, [siteIds]);

  // A later view in the page (a client navigation): its events at once, if the tags are in by then.
  const firstView = useRef(key);
  useEffect(() => {
    if (key !== firstView.current) tags.current?.trackView(siteIds, item.current);
  }, [key, siteIds]);

  return null;
}
