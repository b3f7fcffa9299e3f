// /our-locations/: every visible location in position order, the map with a pin per location and, on
// multi-location sites, the nearest-location postcode box. /our-locations redirects here.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { locationsPage } from "~/models/locations.server";
import { canonicalLocationsRedirect, OUR_LOCATIONS_PATH } from "~/lib/locations/paths";
import { pageMeta } from "~/lib/seo";
import { LocationCard } from "~/components/locations/LocationCard";
import { LocationMap } from "~/components/locations/LocationMap";
import { NearestLocationForm } from "~/components/locations/NearestLocationForm";
import formsCss from "~/styles/forms.css?url";
import locationsCss from "~/styles/locations.css?url";
import { publicPage } from "~/lib/cache-policy";

// forms.css: the 'EMAIL US' dialog holds the contact form.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: locationsCss },
];

const querySchema = z.object({ postcode: z.string().nullable() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const entry = context.site;
  const url = new URL(request.url);
  const target = canonicalLocationsRedirect(url, request.headers);
  if (target) throw redirect(target, 301);
  const { postcode } = querySchema.parse({ postcode: url.searchParams.get("postcode") });
  const page = await locationsPage(entry, context.services, postcode, new Date());
  return data(page, { status: page.status });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Our Locations",
    description: args.data
      ? `Addresses, opening hours, holiday hours and directions for ${args.data.cards.length === 1 ? "our location" : `all ${args.data.cards.length} ${args.data.siteName} locations`}.`
      : "",
    path: OUR_LOCATIONS_PATH,
  });

export const headers = publicPage;

export default function OurLocations() {
  const page = useLoaderData<typeof loader>();
  const sorted = page.cards.some((card) => card.distanceText !== null);
  return (
    <div className="container locations-page">
      <h1>{page.cards.length === 1 ? "Our Location" : "Our Locations"}</h1>
      {page.multi ? (
        <>
          <p className="locations-page__intro">
            {page.intro}
          </p>
          <div className="locations-page__overview">
            {page.nearest && <NearestLocationForm nearest={page.nearest} sorted={sorted} />}
            <LocationMap pins={page.pins} apiKey={page.mapsApiKey} />
          </div>
          <ul className="location-grid">
            {page.cards.map((card) => (
              <li key={card.id}>
                <LocationCard card={card} headingLevel={2} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="location-stack">
          {page.cards.map((card) => (
            <li key={card.id}>
              <LocationCard card={card} variant="large" headingLevel={2} mapsApiKey={page.mapsApiKey} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
