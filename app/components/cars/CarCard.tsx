// The results card of spec point 2: image with tag and location, title, price, spec row, actions.
// A card is static HTML (app/lib/static-html.ts; issue 18): nothing in it hydrates. Its links are
// PageLinks (one listener navigates), its Quick Enquiry opens its dialog through one listener too
// (QuickEnquiryDialogs), and the search page's favourite star is a form until the page hydrates,
// when a live star takes its place (LiveStars).
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { memo, useMemo } from "react";
import { PageLink } from "~/components/PageLink";
import type { CarCardView } from "~/lib/car-card";
import { BOOKING_ENQUIRY_TEXT, FIND_SIMILAR_TEXT, LIKE_THIS_TEXT } from "~/lib/car-card";
import type { ImageConfig } from "~/lib/images";
import type { RootData } from "~/root";
import { CarImageTag, useImageConfig } from "./CarImage";
import { staticHtml } from "~/lib/static-html";
import { StarForm, type StarPlace } from "./FavouriteStar";
import { QuickEnquiry } from "~/components/forms/QuickEnquiry";

/** What every card of a page shares: the image service and, where cards carry the star, its form's place. */
export interface CardSetting {
  images: ImageConfig;
  star: StarPlace | null;
}

/** The page's card setting; `withStar` for the search page's favourite star. */
export function useCardSetting(withStar: boolean): CardSetting {
  const images = useImageConfig();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { pathname, search } = useLocation();
  const garage = site?.garagePath ?? null;
  const locale = site?.locale ?? "en-AU";
  const returnTo = pathname + search;
  // One object while these stay: a list's memo of its HTML keys on it.
  return useMemo(() => ({ images, star: withStar ? { garage, locale, returnTo } : null }), [images, withStar, garage, locale, returnTo]);
}

/** A list of cards, one static HTML string; `eager` pictures load first (the page's largest paint). */
export const CarCardList = memo(function CarCardList({ cars, eager = 0 }: { cars: readonly CarCardView[]; eager?: number }) {
  const setting = useCardSetting(false);
  return (
    <ul
      className="card-grid"
      dangerouslySetInnerHTML={staticHtml(
        cars.map((car, i) => (
          <li key={car.id}>
            <CarCard car={car} eager={i < eager} setting={setting} />
          </li>
        )),
      )}
    />
  );
});

/** One card, hook-free: for static HTML only. */
export function CarCard({ car, eager = false, setting }: { car: CarCardView; eager?: boolean; setting: CardSetting }) {
  return (
    <article className="car-card" aria-labelledby={`car-${car.id}-title`}>
      <div className="car-card__media">
        <PageLink to={car.href} tabIndex={-1} aria-hidden="true">
          <CarImageTag src={car.image} alt={car.title} width={400} height={300} eager={eager} config={setting.images} />
        </PageLink>
        {car.tag && <span className={`tag tag--${car.tag.kind} car-card__tag`}>{car.tag.text}</span>}
        <span className="car-card__location">{car.location}</span>
        {setting.star && <StarForm car={car} place={setting.star} />}
      </div>
      <div className="car-card__body">
        <h3 className="car-card__title" id={`car-${car.id}-title`}>
          <PageLink to={car.href} prefetch="intent">
            {car.title}
          </PageLink>
        </h3>
        <p className="car-card__price">
          <CardPrice car={car} />
        </p>
        {car.subscriptionPrice && <p className="car-card__subscription">From {car.subscriptionPrice} subscription</p>}
        {car.specRow ? (
          <dl className="spec-row">
            <SpecRow items={car.specRow} />
          </dl>
        ) : (
          <p className="car-card__similar">{LIKE_THIS_TEXT}</p>
        )}
        <div className="car-card__actions">
          {car.unavailable ? (
            <QuickEnquiry carId={car.slug} carTitle={car.title} label={FIND_SIMILAR_TEXT} form="find-similar" className="btn btn--small" />
          ) : (
            <>
              {/* Reserve (on some cars only) comes first, on its own line, so the buttons every car has
                  share the bottom line and sit at one height across a row of cards. */}
              {car.reserveHref && (
                <PageLink className="btn btn--small btn--accent car-card__reserve" to={car.reserveHref}>
                  {`Reserve This Car ${car.reserveLabel}`}
                </PageLink>
              )}
              <PageLink className="btn btn--small" to={car.href}>
                Explore Vehicle
              </PageLink>
              {car.kind === "rental" ? (
                <QuickEnquiry carId={car.slug} carTitle={car.title} label={BOOKING_ENQUIRY_TEXT} form="rental-booking" />
              ) : (
                <QuickEnquiry carId={car.slug} carTitle={car.title} label={car.enquireText} />
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

function CardPrice({ car }: { car: CarCardView }) {
  if (car.rentalRates)
    return (
      <>
        {car.rentalRates.daily ?? car.rentalRates.weekly}
        {car.rentalRates.daily && car.rentalRates.weekly && <span className="car-card__price-type">or {car.rentalRates.weekly}</span>}
      </>
    );
  return (
    <>
      {car.price.text}
      {car.price.kind === "price" && car.priceType && <span className="car-card__price-type">{car.priceType}</span>}
      {car.wasPrice && (
        <span className="car-card__was">
          {" "}
          <span className="visually-hidden">was </span>
          <s>{car.wasPrice}</s>
        </span>
      )}
    </>
  );
}

function SpecRow({ items }: { items: NonNullable<CarCardView["specRow"]> }) {
  return (
    <>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </>
  );
}
