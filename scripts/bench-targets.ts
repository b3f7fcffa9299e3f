// The pages npm run bench measures (issue 18's table) on the group site, with the req/s rows of one
// other site (Sunshine Toyota) and the Lighthouse pages of another (Live Oak: another locale, with chat);
// "content" is the page every other page's requests per second are compared with. `lighthouse` marks
// the pages Lighthouse scores when Chromium is present.
export interface BenchTarget {
  name: string;
  host: string;
  path: string;
  html: boolean;
  lighthouse?: boolean;
  method?: "GET";
}

export const CONTENT_TARGET = "content";
const host = "sunshine.localhost";
// One other site (a dealer site) for home, search and a vehicle page of its own dealership.
const otherHost = "sunshine-toyota.localhost";

export const benchTargets: BenchTarget[] = [
  { name: "robots.txt", host, path: "/robots.txt", html: false },
  { name: CONTENT_TARGET, host, path: "/privacy-policy", html: true },
  { name: "home", host, path: "/", html: true, lighthouse: true },
  { name: "search default", host, path: "/search/new-used-and-demo-cars", html: true, lighthouse: true },
  { name: "search filtered", host, path: "/search/used-cars/toyota", html: true, lighthouse: true },
  { name: "vehicle", host, path: "/cars/edge-history-report", html: true, lighthouse: true },
  { name: "lead form", host, path: "/enquire?car_id=edge-history-report", html: true },
  { name: "toyota home", host: otherHost, path: "/", html: true },
  { name: "toyota search", host: otherHost, path: "/search/used-cars", html: true },
  { name: "toyota vehicle", host: otherHost, path: "/cars/edge-created-1-day", html: true },
  ...otherSiteLighthousePages("live-oak.localhost", "/cars/2025-ford-f-150-xl-500049"),
];

/** Issue 18: Lighthouse 100 on home, both searches and a vehicle page of a second site too. */
function otherSiteLighthousePages(otherHost: string, vehiclePath: string): BenchTarget[] {
  const name = otherHost.split(".")[0];
  return [
    { name: `${name} home`, host: otherHost, path: "/", html: true, lighthouse: true },
    { name: `${name} search default`, host: otherHost, path: "/search/new-used-and-demo-cars", html: true, lighthouse: true },
    { name: `${name} search filtered`, host: otherHost, path: "/search/used-cars/ford", html: true, lighthouse: true },
    { name: `${name} vehicle`, host: otherHost, path: vehiclePath, html: true, lighthouse: true },
  ];
}
