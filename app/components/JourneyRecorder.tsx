// Records every page of a visit so a lead carries its visited pages and first-page query (spec point 4
// "Session journey"); repeats are not added twice. With JavaScript, browser storage; without it, a
// pixel in <noscript> whose answer sets the journey cookies (server/journey-pixel.ts). The pixel's URL
// is the page's own, so the HTML stays the same for every visitor (publicly cacheable), and a browser
// running scripts never loads it: one recorder per visit, no double counting.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { recordJourney } from "./forms/journey-storage";

export function JourneyRecorder({ site }: { site: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordJourney(site, { pathname, search });
  }, [site, pathname, search]);
  return (
    <noscript>
      <img className="journey-pixel" src={`/journey.gif?p=${encodeURIComponent(pathname + search)}`} alt="" aria-hidden="true" width="1" height="1" />
    </noscript>
  );
}
