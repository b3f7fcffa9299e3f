// /our-location/{slug} ('View Location Details'): the large location card with its map, reviews, and
// schema.org AutoDealer JSON-LD.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { locationPage } from "~/models/locations.server";
import { jsonLdScriptText } from "~/lib/locations/jsonld";
import { OUR_LOCATIONS_PATH, locationPath, parseLocationSlug } from "~/lib/locations/paths";
import { pageMeta } from "~/lib/seo";
import { LocationCard } from "~/components/locations/LocationCard";
import { useNonce } from "~/components/nonce";
import { ReviewsSection } from "~/components/locations/ReviewsSection";
import formsCss from "~/styles/forms.css?url";
import locationsCss from "~/styles/locations.css?url";
import { publicPage } from "~/lib/cache-policy";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";

// forms.css: the 'EMAIL US' dialog holds the contact form.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: locationsCss },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const entry = context.site;
  const slug = parseLocationSlug(params.slug);
  const page = slug && locationPage(entry, context.services, slug, request, new Date());
  if (!page) throw new Response("Not found", { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const card = args.data?.card;
  if (!card) return [];
  return pageMeta(args, {
    title: card.name,
    description: `${card.name}, ${card.address.full}. Phone ${card.phone.text}. Opening hours, holiday hours and directions.`,
    path: locationPath(card.slug),
  });
};

export const headers = publicPage;

export default function LocationDetails() {
  const page = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <div className="container location-page">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScriptText(page.jsonLd) }} />
      {page.multi && (
        <Breadcrumbs trail={[{ to: OUR_LOCATIONS_PATH, label: "Our Locations" }]} current={page.card.name} />
      )}
      {page.dealershipName && page.dealershipName !== page.card.name && <p className="location-page__dealership">{page.dealershipName}</p>}
      <LocationCard card={page.card} variant="large" headingLevel={1} mapsApiKey={page.mapsApiKey} onDetailsPage />
      {page.reviews && <ReviewsSection reviews={page.reviews} />}
      {page.otherLocations.length > 0 && (
        <section className="location-page__others" aria-labelledby="other-locations">
          <h2 id="other-locations">Our other locations</h2>
          <ul className="chip-list">
            {page.otherLocations.map((l) => (
              <li key={l.slug}>
                <Link className="chip" to={locationPath(l.slug)}>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
