// GET /healthz: what this process has loaded, for operators and testers.
import type { SiteRegistry } from "./sites/registry";
import { siteHosts } from "./sites/registry";

export function healthReport(registry: SiteRegistry) {
  return {
    ok: true,
    sites: registry.entries.map(({ site, cars }) => ({
      slug: site.slug,
      template: site.template,
      locale: site.locale,
      hosts: siteHosts(site),
      stock: cars.filter((car) => car.show_on_dealer_website).length,
    })),
  };
}
