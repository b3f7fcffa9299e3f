// Where the vehicle is (#vehicle-map): the location's address, directions, the phone reveal.
// Opening hours and the map itself come with the locations work.
import { PageLink } from "~/components/PageLink";
import type { VehiclePageData } from "~/models/vehicle.server";
import { PhoneReveal } from "./PhoneReveal";

export function LocationBlock({ location, path }: { location: VehiclePageData["location"]; path: string }) {
  return (
    <section className="side-card vehicle-location" id="vehicle-map" aria-labelledby="vehicle-location-heading">
      <h2 id="vehicle-location-heading">Where to see it</h2>
      <p className="vehicle-location__name">{location.name}</p>
      <address>
        {location.street && (
          <>
            {location.street}
            <br />
          </>
        )}
        {location.locality}
      </address>
      {location.phone && <PhoneReveal masked={location.phone.masked} revealed={location.phone.revealed} action={path} label={location.name} />}
      {location.appointmentOnly && <p className="vehicle-location__note">{location.appointmentOnly}</p>}
      <p className="vehicle-location__links">
        {location.placeUrl && (
          <a href={location.placeUrl} target="_blank" rel="noopener noreferrer" data-event="get-directions">
            Get Directions
          </a>
        )}
        {location.detailsHref && <PageLink to={location.detailsHref}>View Location Details</PageLink>}
      </p>
    </section>
  );
}
