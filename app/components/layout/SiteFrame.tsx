// The frame of every page of a site: header, primary-location banner, main, footer. The header and
// footer hydrate in tasks of their own (HydrateLater), so the page's first hydration task is shorter.
import type { ReactNode } from "react";
import type { LayoutData } from "~/models/layout.server";
import { SiteHeader } from "./SiteHeader";
import { LocationBanner } from "./LocationBanner";
import { SiteFooter } from "./SiteFooter";
import { GarageDialogHost } from "~/components/garage/GarageDialogHost";
import { useFocusAfterNavigation } from "./use-focus-after-navigation";
import { HydrateLater } from "~/components/HydrateLater";

export function SiteFrame({ data, children }: { data: LayoutData; children: ReactNode }) {
  useFocusAfterNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HydrateLater>
        <SiteHeader data={data} />
      </HydrateLater>
      <LocationBanner data={data} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        <SiteFooter data={data} />
      </HydrateLater>
      {data.site.garagePath && <GarageDialogHost base={data.site.garagePath} site={data.site.slug} analytics={data.site.analyticsEvents} />}
    </>
  );
}
