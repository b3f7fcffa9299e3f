// /parts/search on a site whose group has no parts catalogue: an honest page pointing to the parts
// team, never the car stock under a parts heading.
import { Link } from "@remix-run/react";
import type { PartsSearchData } from "~/models/parts-search.server";

export function PartsNotOnline({ heading, locations }: { heading: string; locations: PartsSearchData["partsLocations"] }) {
  return (
    <div className="container search-page">
      <header className="search-head">
        <h1>{heading}</h1>
      </header>
      <div className="search-empty">
        <h2>Our parts catalogue is not online yet</h2>
        <p>Our parts team can find the right part for your vehicle and have it ready for you to collect.</p>
        {locations.length > 0 && (
          <ul className="search-empty__contacts">
            {locations.map((l) => (
              <li key={l.name}>
                <strong>{l.name}</strong> ({l.city}) <a href={`tel:${l.phone.replace(/\s+/g, "")}`}>{l.phone}</a>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/contact-us" className="btn">
            Contact our parts team
          </Link>
        </p>
      </div>
    </div>
  );
}
