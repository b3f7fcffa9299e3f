// The results card of spec point 2 as plain data, so loaders send the browser only what it shows.
import type { Car, Site } from "../../server/sites/schema";
import { carTitle, rentalRates, specRowFor, type RentalRates, type SpecItem } from "./car-title";
import { cardTag, cardTagOptions, isSold, type CardTag } from "./car-tags";
import { displayPrice, subscriptionPrice, wasPrice, type DisplayPrice } from "./price";
import { reservability } from "./reservability";
import { checkoutHref } from "./checkout-path";
import { swapWords } from "./locale";

export const LIKE_THIS_TEXT = "Like this and want something similar?";
export const FIND_SIMILAR_TEXT = "Find Me Something Similar";
export const QUICK_ENQUIRY_TEXT = "Quick Enquiry";
/** A rental site's card and vehicle page ask for a booking, not a sale enquiry. */
export const BOOKING_ENQUIRY_TEXT = "Book This Car";
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";

export interface CarCardView {
  id: number;
  slug: string;
  href: string;
  title: string;
  make: string;
  model: string;
  image: string | null;
  price: DisplayPrice;
  priceType: string;
  wasPrice: string | null;
  subscriptionPrice: string | null;
  /** A rental site's hire rates (shown instead of a sale price), null elsewhere. */
  rentalRates: RentalRates | null;
  /** A truck or a hire car: says so on the card (image alt, enquiry button). */
  kind: "car" | "truck" | "rental";
  /** null when details are hidden: the card shows LIKE_THIS_TEXT instead. */
  specRow: SpecItem[] | null;
  tag: CardTag | null;
  location: string;
  reservable: boolean;
  /** The car's checkout ('Reserve This Car'), null when it cannot be reserved online. */
  reserveHref: string | null;
  reserveLabel: string;
  /** Sold or unavailable: the card offers 'Find Me Something Similar'. */
  unavailable: boolean;
  /** 'Quick Enquiry' in the site's words ('Quick Inquiry' on en-US sites). */
  enquireText: string;
}

/** What a card's live favourite star needs of its car (the search page sends these beside the cards). */
export type StarCar = Pick<CarCardView, "id" | "slug" | "title" | "make" | "model" | "image">;

export const starCar = ({ id, slug, title, make, model, image }: StarCar): StarCar => ({ id, slug, title, make, model, image });

export function siteReserveRules(site: Site) {
  return {
    allowedDealerships: site.online_payments.dealerships,
    paymentProvider: site.payment_provider,
    allowComingSoon: site.online_payments.allow_coming_soon,
    template: site.template,
    dealership: { id: site.dealership_id, slug: site.dealership_slug },
    allowTestKeys: site.online_payments.allow_test_keys,
  };
}

export function carCardView(car: Car, site: Site, now: Date, vehiclePath: string): CarCardView {
  const unavailable = isSold(car);
  const reservable = !unavailable && reservability(car, siteReserveRules(site)).reservable;
  return {
    id: car.id,
    slug: car.slug,
    href: `${vehiclePath}/${car.slug}`,
    title: carTitle(car),
    make: car.make,
    model: car.model,
    image: car.primary_image_url,
    price: displayPrice(car, { noPriceText: site.cars.noPriceText }),
    priceType: car.price_type,
    wasPrice: wasPrice(car),
    subscriptionPrice: subscriptionPrice(car, { offersSubscription: site.features.offers_subscription }),
    rentalRates: site.template === "rental" ? rentalRates(car) : null,
    kind: site.template === "truck" || site.template === "rental" ? site.template : "car",
    specRow: unavailable ? null : specRowFor(car, site.locale, site.template),
    tag: cardTag(car, cardTagOptions(site, now, site.features.fuel_tags)),
    location: car.location.name,
    reservable,
    reserveHref: reservable ? checkoutHref(site, vehiclePath, car.slug) : null,
    reserveLabel: site.cars.reserveLabel,
    unavailable,
    enquireText: swapWords(site.locale, QUICK_ENQUIRY_TEXT),
  };
}
