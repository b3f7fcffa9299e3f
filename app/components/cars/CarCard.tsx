// The results card of spec point 2: image with tag and location, title, price, spec row, actions.
// A card is a template's HTML (app/lib/html.ts; issue 18): nothing in it hydrates. Its links are
// PageLinks (one listener navigates), its Quick Enquiry opens its dialog through one listener too
// (QuickEnquiryDialogs), and the search page's favourite star is a button of the page's one stars
// form (StarsForm) until the page hydrates, when a live star takes its place (LiveStars).
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { memo, useMemo } from "react";
import { pageLinkHtml } from "~/components/PageLink";
import type { CarCardView } from "~/lib/car-card";
import { BOOKING_ENQUIRY_TEXT, FIND_SIMILAR_TEXT, LIKE_THIS_TEXT } from "~/lib/car-card";
import type { ImageConfig } from "~/lib/images";
import type { RootData } from "~/root";
import { carImageHtml, useImageConfig } from "./CarImage";
import { html, IN_DOCUMENT, lazyHtml, type Html } from "~/lib/html";
import { starButtonHtml, type StarPlace } from "./FavouriteStar";
import { quickEnquiryHtml } from "~/components/forms/QuickEnquiry";

/** What every card of a page shares: the image service and, where cards carry the star, where it saves. */
export interface CardSetting {
  images: ImageConfig;
  star: StarPlace | null;
}

/** The page's card setting; `withStar` for the search page's favourite star. */
export function useCardSetting(withStar: boolean): CardSetting {
  const { serviceUrl, sizedQuality } = useImageConfig();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { pathname, search } = useLocation();
  const garage = site?.garagePath ?? null;
  const locale = site?.locale ?? "en-AU";
  const returnTo = pathname + search;
  // One object while these stay, by value (a reload of the root's data makes new objects of the same
  // values): a list's memo of its HTML keys on it.
  return useMemo(
    () => ({ images: { serviceUrl, sizedQuality }, star: withStar ? { garage, locale, returnTo } : null }),
    [serviceUrl, sizedQuality, withStar, garage, locale, returnTo],
  );
}

/**
 * A list of cards, one HTML string; `eager` pictures load first (the page's largest paint). Null
 * cards: the document's HTML holds them, and the browser keeps it until it is given cards.
 */
export const CarCardList = memo(function CarCardList({ cars, eager = 0 }: { cars: readonly CarCardView[] | null; eager?: number }) {
  const setting = useCardSetting(false);
  return (
    <ul
      className="card-grid"
      dangerouslySetInnerHTML={lazyHtml(() => (cars === null ? IN_DOCUMENT : html`${cars.map((car, i) => html`<li>${carCardHtml(car, setting, i < eager)}</li>`)}`))}
    />
  );
});

/** One card's HTML. */
export function carCardHtml(car: CarCardView, setting: CardSetting, eager = false): Html {
  const image = carImageHtml({ src: car.image, alt: car.title, width: 400, height: 300, eager, config: setting.images });
  return html`<article class="car-card" aria-labelledby="car-${car.id}-title"><div class="car-card__media">\
${pageLinkHtml(car.href, { tabIndex: -1, "aria-hidden": "true" }, image)}\
${car.tag && html`<span class="tag tag--${car.tag.kind} car-card__tag">${car.tag.text}</span>`}\
<span class="car-card__location">${car.location}</span>\
${setting.star && starButtonHtml(car, setting.star)}</div>\
<div class="car-card__body"><h3 class="car-card__title" id="car-${car.id}-title">${pageLinkHtml(car.href, {}, car.title, { prefetch: "intent" })}</h3>\
<p class="car-card__price">${cardPrice(car)}</p>\
${car.subscriptionPrice && html`<p class="car-card__subscription">From ${car.subscriptionPrice} subscription</p>`}\
${car.specRow ? html`<dl class="spec-row">${car.specRow.map((item) => html`<div><dt>${item.label}</dt><dd>${item.value}</dd></div>`)}</dl>` : html`<p class="car-card__similar">${LIKE_THIS_TEXT}</p>`}\
<div class="car-card__actions">${cardActions(car)}</div></div></article>`;
}

function cardActions(car: CarCardView): Html {
  if (car.unavailable) return quickEnquiryHtml({ carId: car.slug, carTitle: car.title, label: FIND_SIMILAR_TEXT, form: "find-similar", className: "btn btn--small" });
  // Reserve (on some cars only) comes first, on its own line, so the buttons every car has share the
  // bottom line and sit at one height across a row of cards.
  return html`${car.reserveHref && pageLinkHtml(car.reserveHref, { className: "btn btn--small btn--accent car-card__reserve" }, `Reserve This Car ${car.reserveLabel}`)}\
${pageLinkHtml(car.href, { className: "btn btn--small" }, "Explore Vehicle")}\
${car.kind === "rental" ? quickEnquiryHtml({ carId: car.slug, carTitle: car.title, label: BOOKING_ENQUIRY_TEXT, form: "rental-booking" }) : quickEnquiryHtml({ carId: car.slug, carTitle: car.title, label: car.enquireText })}`;
}

function cardPrice(car: CarCardView): Html {
  const rates = car.rentalRates;
  if (rates) return html`${rates.daily ?? rates.weekly}${rates.daily && rates.weekly && html`<span class="car-card__price-type">or ${rates.weekly}</span>`}`;
  return html`${car.price.text}${car.price.kind === "price" && car.priceType && html`<span class="car-card__price-type">${car.priceType}</span>`}\
${car.wasPrice && html`<span class="car-card__was"> <span class="visually-hidden">was </span><s>${car.wasPrice}</s></span>`}`;
}
