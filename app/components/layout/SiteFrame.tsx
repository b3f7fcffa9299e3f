// The frame of every page of a site: header, primary-location banner, main, footer.
import type { ReactNode } from "react";
import type { LayoutData } from "~/models/layout.server";
import { SiteHeader } from "./SiteHeader";
import { LocationBanner } from "./LocationBanner";
import { SiteFooter } from "./SiteFooter";
import { GarageDialogHost } from "~/components/garage/GarageDialogHost";
import { useFocusAfterNavigation } from "./use-focus-after-navigation";

export function SiteFrame({ data, children }: { data: LayoutData; children: ReactNode }) {
  useFocusAfterNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader data={data} />
      <LocationBanner data={data} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={data} />
      {data.site.garagePath && <GarageDialogHost base={data.site.garagePath} site={data.site.slug} analytics={data.site.analyticsEvents} />}
    </>
  );
}
