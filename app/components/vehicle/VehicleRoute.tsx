// The vehicle page, shared by /cars/{slug}, /motorcycles/{slug} and /campers/{slug}: the component,
// its meta (title, description, canonical) and its stylesheet.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import cssUrl from "~/styles/vehicle.css?url";
import calculatorCss from "~/styles/finance-calculator.css?url";
import { FinanceCalculator } from "~/components/finance/FinanceCalculator";
import type { vehicleLoader } from "~/models/vehicle-routes.server";
import { pageMeta } from "~/lib/seo";
import { unpack } from "~/lib/packed";
import { useNonce } from "~/components/nonce";
import { DocumentJson } from "~/components/DocumentJson";
import { ValueStrip } from "~/components/ValueStrip";
import { Gallery } from "./Gallery";
import { SpinViewer } from "./SpinViewer";
import { PriceBlock } from "./PriceBlock";
import { ActionBar } from "./ActionBar";
import { InterestedBlock } from "./InterestedBlock";
import { LocationBlock } from "./LocationBlock";
import { Specifications } from "./Specifications";
import { SimilarCars } from "./SimilarCars";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";
import { QuickEnquiry } from "~/components/forms/QuickEnquiry";

// The routes bind the vehicle path; this is the loader as Remix sees it.
type VehicleLoader = (args: LoaderFunctionArgs) => ReturnType<typeof vehicleLoader>;

export const vehicleLinks: LinksFunction = () => [
  { rel: "stylesheet", href: cssUrl },
  { rel: "stylesheet", href: calculatorCss },
];

export const vehicleMeta: MetaFunction<VehicleLoader> = (args) => {
  if (!args.data) return [];
  const { meta, path } = unpack(args.data.page);
  return pageMeta(args, { title: meta.title, description: meta.description, path, noindex: meta.noindex });
};

// Revealing the phone changes nothing the loader sends, so the page is not reloaded after it.
export const vehicleShouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "reveal-phone" ? false : defaultShouldRevalidate;

export function VehicleRoute() {
  const sent = useLoaderData<VehicleLoader>();
  const data = unpack(sent.page);
  const nonce = useNonce();
  return (
    <article className="vehicle" aria-labelledby="vehicle-title">
      {/* Null in a document's data: the browser keeps the server's (hydrating never writes it). */}
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: data.jsonLd ?? "" }} />
      <DocumentJson packed={sent.page} />
      <div className="container">
        <Breadcrumbs trail={[HOME_CRUMB, { to: data.similarSearch.split("?")[0], label: data.car.make }]} current={data.car.title} />
        <div className="vehicle__layout">
          <div className="vehicle__gallery">
            <Gallery key={data.car.slug} gallery={data.gallery} title={data.car.title} />
            {data.spin && <SpinViewer key={`spin-${data.car.slug}`} spin={data.spin} />}
            {data.requestPhotos && (
              <p className="vehicle__request-photos">
                <QuickEnquiry carId={data.car.slug} carTitle={data.car.title} label={data.requestPhotos} form="request-photos" />
              </p>
            )}
          </div>
          <div className="vehicle__summary">
            {data.tag && <span className={`tag tag--${data.tag.kind}`}>{data.tag.text}</span>}
            <h1 id="vehicle-title">{data.car.title}</h1>
            <p className="vehicle__condition">{data.car.condition}</p>
            <PriceBlock data={data} />
            <ActionBar actions={data.actions} />
          </div>
          <div className="vehicle__details">
            <Specifications rows={data.specifications} features={data.features} />
            {data.descriptionHtml && (
              <section className="vehicle-section" aria-labelledby="description-heading">
                <h2 id="description-heading">Description</h2>
                <div className="vehicle-description" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} />
              </section>
            )}
            {data.calculator && <FinanceCalculator key={data.car.slug} data={data.calculator} />}
          </div>
          <aside className="vehicle__aside" aria-label="Buying this vehicle">
            {!data.sold && data.interested && <InterestedBlock {...data.interested} />}
            <LocationBlock location={data.location} path={data.path} />
          </aside>
        </div>
      </div>
      <section className="section section--surface" aria-label="Why buy with us">
        <div className="container">
          <ValueStrip />
        </div>
      </section>
      <SimilarCars similar={sent.similar} searchHref={data.similarSearch} make={data.car.make} />
    </article>
  );
}
