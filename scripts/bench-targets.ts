// The pages npm run bench measures; the trivial /healthz route is the baseline.
export interface BenchTarget {
  name: string;
  host: string;
  path: string;
  html: boolean;
  method?: "GET";
}

export const benchTargets: BenchTarget[] = [
  { name: "baseline", host: "sunshine.localhost", path: "/healthz", html: false },
  { name: "home", host: "sunshine.localhost", path: "/", html: true },
  { name: "content", host: "sunshine.localhost", path: "/about-us", html: true },
  { name: "vehicle", host: "sunshine.localhost", path: "/cars/edge-history-report", html: true },
  { name: "search default", host: "sunshine.localhost", path: "/search/new-used-and-demo-cars", html: true },
  { name: "search filtered", host: "sunshine.localhost", path: "/search/used-cars/toyota?query=hybrid&price=20000:60000&sortBy=price-asc", html: true },
];
