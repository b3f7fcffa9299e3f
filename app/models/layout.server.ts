// What every page of a site needs for its frame: identity, theme, navigation, primary location.
import { logoOrImageNotFound } from "~/lib/images";
import { contentPath } from "~/lib/content-path";
import { contentPage } from "./content.server";
import type { SiteEntry } from "../../server/sites/registry";
import type { Location } from "../../server/sites/schema";
import { byLocationOrder, isSalesLocation } from "~/lib/locations/location-filters";
import { siteTracking } from "~/lib/tracking/tags";
import { welcomeText } from "~/lib/chat/chat-rules";
import { garageBaseOf } from "~/lib/garage/paths";
import { imageConfig } from "~/lib/images";

export function vehiclePath(entry: SiteEntry): string {
  const { site } = entry;
  if (site.vehicle_path) return site.vehicle_path;
  if (site.template === "motorcycle") return "/motorcycles";
  if (site.template === "camper") return "/campers";
  return "/cars";
}

export function primaryLocation(locations: Location[]): Location | null {
  const visible = locations.filter((l) => l.visible);
  const sales = visible.filter(isSalesLocation);
  return visible.find((l) => l.primary) ?? sales[0] ?? visible[0] ?? null;
}

export function siteOrigin(entry: SiteEntry, request: Request): string {
  const configured = entry.site.url?.replace(/\/+$/, "");
  return configured && /^https?:\/\//.test(configured) ? configured : new URL(request.url).origin;
}

function blogLink(entry: SiteEntry): { href: string; label: string } | null {
  const blog = contentPage(entry, entry.site.blog_path.slice(1));
  return blog && { href: contentPath(blog.slug, entry.site.use_pages_path), label: blog.slug === "news" ? "News" : "Blog" };
}

export function layoutData(entry: SiteEntry, request: Request, imageServiceUrl?: string | null) {
  const { site, group } = entry;
  const primary = primaryLocation(entry.locations);
  const brand = site.manufacturer ? group.group.manufacturers.find((m) => m.name === site.manufacturer) : undefined;
  return {
    origin: siteOrigin(entry, request),
    groupName: group.group.name,
    site: {
      slug: site.slug,
      name: site.name,
      template: site.template,
      locale: site.locale,
      logoUrl: site.logo.url,
      tagline: site.tagline ?? null,
      theme: site.theme,
      navigation: site.navigation,
      footerNavigation: site.footer_navigation,
      header: site.header,
      paymentMethods: site.payment_methods,
      appointmentOnly: site.notes.appointment_only ?? null,
      defaultSearchPath: site.default_search_path,
      vehiclePath: vehiclePath(entry),
      financeButtonText: site.cars.financeButtonText,
      analyticsEvents: site.analytics.events,
      // The garage's base path, or null: no sign-in shows where the garage is off.
      garagePath: garageBaseOf(site.features),
      // The site's blog (/blog, or /news where it replaces it) when it has one, and its investor link.
      blog: blogLink(entry),
      investorUrl: site.investor_url ?? null,
    },
    // The image service every card, gallery and form picture goes through (app/lib/images.ts).
    images: imageConfig(imageServiceUrl, site.cars),
    // The 'Text us' chat, or null when the site has none (no button, /chat is a 404).
    chat: site.chat.enabled ? { welcome: welcomeText(site.name, site.chat.welcome_text), hiddenPaths: site.chat.hidden_paths } : null,
    // The third-party tag ids, or null: a site without ids sends none and its pages load no tag code.
    tracking: siteTracking(site.tracking),
    // A make site shows its brand's logo; a brand without one (or not in the group's list) the fallback.
    brandLogo: site.manufacturer ? { url: logoOrImageNotFound(brand?.logo?.url), name: brand?.name ?? site.manufacturer } : null,
    primaryLocation: primary && {
      name: primary.name,
      slug: primary.slug,
      street: primary.address.street,
      city: primary.address.city,
      state: primary.address.state,
      postcode: primary.address.postcode,
      phone: primary.contact_detail.phone,
    },
    footerLocations: entry.locations
      .filter((l) => l.visible)
      .sort(byLocationOrder)
      .slice(0, 6)
      .map((l) => ({ name: l.name, slug: l.slug, phone: l.contact_detail.phone, city: l.address.city })),
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
