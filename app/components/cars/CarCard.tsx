// The results card of spec point 2: image with tag and location, title, price, spec row, actions.
// The picture, the title link, the price and the spec row have nothing to hydrate: they are static
// HTML (app/lib/static-html.ts), a third of the elements of a search page's 21 cards.
import { PageLink } from "~/components/PageLink";
import type { CarCardView } from "~/lib/car-card";
import { BOOKING_ENQUIRY_TEXT, FIND_SIMILAR_TEXT, LIKE_THIS_TEXT } from "~/lib/car-card";
import { CarImageTag, useImageConfig } from "./CarImage";
import { staticHtml } from "~/lib/static-html";
import { FavouriteButton } from "./FavouriteButton";
import { QuickEnquiry } from "~/components/forms/QuickEnquiry";

export function CarCard({
  car,
  eager = false,
  showFavourite = false,
}: {
  car: CarCardView;
  eager?: boolean;
  /** The favourite star (a JavaScript feature; styled by app/styles/search.css). */
  showFavourite?: boolean;
}) {
  const images = useImageConfig();
  return (
    <article className="car-card" aria-labelledby={`car-${car.id}-title`}>
      <div className="car-card__media">
        <PageLink to={car.href} tabIndex={-1} aria-hidden="true" dangerouslySetInnerHTML={staticHtml(<CarImageTag src={car.image} alt={car.title} width={400} height={300} eager={eager} config={images} />)} />
        {car.tag && <span className={`tag tag--${car.tag.kind} car-card__tag`}>{car.tag.text}</span>}
        <span className="car-card__location">{car.location}</span>
        {showFavourite && <FavouriteButton car={car} />}
      </div>
      <div className="car-card__body">
        <h3
          className="car-card__title"
          id={`car-${car.id}-title`}
          dangerouslySetInnerHTML={staticHtml(
            <PageLink to={car.href} prefetch="intent">
              {car.title}
            </PageLink>,
          )}
        />
        <p className="car-card__price" dangerouslySetInnerHTML={staticHtml(<CardPrice car={car} />)} />
        {car.subscriptionPrice && <p className="car-card__subscription">From {car.subscriptionPrice} subscription</p>}
        {car.specRow ? (
          <dl className="spec-row" dangerouslySetInnerHTML={staticHtml(<SpecRow items={car.specRow} />)} />
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

export function CardPrice({ car }: { car: CarCardView }) {
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

export function SpecRow({ items }: { items: NonNullable<CarCardView["specRow"]> }) {
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
