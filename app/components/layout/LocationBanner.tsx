// The primary location's address and phone, with Test Drive and Finance links (Contact Us on a rental site).
// The banner is on every page: its links are PageLinks (Remix's <Link> ran its router hooks in each page's first hydration task).
import { PageLink } from "~/components/PageLink";
import type { LayoutData } from "~/models/layout.server";

export function LocationBanner({ data }: { data: LayoutData }) {
  const loc = data.primaryLocation;
  if (!loc) return null;
  return (
    <aside className="location-banner" aria-label="Our location">
      <div className="container location-banner__inner">
        <p className="location-banner__address">
          <span className="location-banner__name">{loc.name}</span>{" "}
          <span>
            {loc.street}, {loc.city} {loc.state} {loc.postcode}
          </span>
        </p>
        <p className="location-banner__links">
          <a href={`tel:${loc.phone.replace(/[^\d+]/g, "")}`} className="location-banner__phone">
            {loc.phone}
          </a>
          {/* A hire car is booked from its card, not test-driven or financed. */}
          {data.site.template === "rental" ? (
            <PageLink to="/contact-us">Contact Us</PageLink>
          ) : (
            <>
              <PageLink to="/book-test-drive">Test Drive</PageLink>
              <PageLink to="/finance" data-event="finance-quote">
                Finance
              </PageLink>
            </>
          )}
        </p>
        {data.site.appointmentOnly && <p className="location-banner__note">{data.site.appointmentOnly}</p>}
      </div>
    </aside>
  );
}
