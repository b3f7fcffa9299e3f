// GET /healthz: liveness ({ok: true}) for anyone; what this process has loaded (sites, hosts,
// stock) only for a caller on this machine or with the admin password, since it maps every tenant.
import { isIP } from "node:net";
import type { RequestHandler } from "express";
import type { SiteRegistry } from "./sites/registry";
import { servedHosts } from "./sites/registry";
import type { Services } from "./context";
import type { SearchService } from "./search/service";
import { checkAdminPassword } from "./admin-auth";

export function healthReport(registry: SiteRegistry, search: SearchService) {
  return {
    ok: true,
    sites: registry.entries.map((entry) => ({
      slug: entry.site.slug,
      template: entry.site.template,
      locale: entry.site.locale,
      hosts: servedHosts(entry.site),
      stock: search.forSite(entry).listing().filter((car) => car.show_on_dealer_website).length,
    })),
  };
}

/** Whether an address is this machine's (127.0.0.0/8, ::1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return address === "::1" || (isIP(v4) === 4 && v4.startsWith("127."));
}

export function healthz(services: Pick<Services, "env" | "registry" | "limits" | "search">): RequestHandler {
  return async (req, res, next) => {
    try {
      res.set("Cache-Control", "private, no-store");
      // The socket decides (X-Forwarded-For can never grant the list); a client forwarded by a
      // trusted proxy on this machine (req.ip) is not local, though its socket is.
      if (isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) return res.json(healthReport(services.registry, services.search));
      const authorization = req.get("authorization");
      if (!authorization) return res.json({ ok: true });
      const check = await checkAdminPassword(services.env.ADMIN_PASSWORD, authorization, req.ip ?? "unknown", services.limits.adminSignIn);
      if (check.ok) return res.json(healthReport(services.registry, services.search));
      // The process is alive either way; only the list is withheld.
      if (check.status === 404) return res.json({ ok: true });
      if (check.status === 429) res.set("Retry-After", String(check.retryAfterSeconds));
      res.status(check.status).json({ ok: true, error: check.status === 429 ? "Too many wrong passwords; try again later." : "Wrong password." });
    } catch (error) {
      next(error);
    }
  };
}
