// A request path read the way Remix matches routes (segments decoded, case ignored, trailing slashes
// dropped), so a route module shared by several paths (app/route-table.ts) finds the row it serves.

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is matched as written, as Remix does
  }
}

/** '/Cars/a%20b/' → ['cars', 'a b']. */
export function routeSegments(pathname: string): string[] {
  return pathname
    .split("/")
    .filter(Boolean)
    .map((s) => decode(s).toLowerCase());
}

/** The path as a route pattern would name it: '/Cars/Trade-In/' → '/cars/trade-in'. */
export const routePath = (pathname: string) => "/" + routeSegments(pathname).join("/");
