// Records every page of a visit (with JavaScript) so a lead carries its visited pages and first-page
// query (spec point 4 "Session journey"); repeats are not added twice.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { recordJourney } from "./forms/browser-storage";

export function JourneyRecorder({ site }: { site: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordJourney(site, { pathname, search });
  }, [site, pathname, search]);
  return null;
}
