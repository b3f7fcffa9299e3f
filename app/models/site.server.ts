// Every loader's first line: the request's site, or a 404 when no site answers to the host.
// (Loaders run in parallel with the root loader, so each must check for itself.)
import type { AppLoadContext } from "@remix-run/node";

export function requireSite(context: AppLoadContext) {
  if (!context.site) throw new Response("Not found", { status: 404 });
  return context.site;
}
