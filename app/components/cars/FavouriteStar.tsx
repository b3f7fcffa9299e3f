// The favourite star of a car card (spec points 2 and 3; the favourites cookie and local storage,
// per site: ./favourite-store.ts). Where the garage is on (issue 15): signed in, the star also saves
// to the account's watchlist (a fetcher); signed out, saving a car offers the sign-in dialog;
// without JavaScript the star is a plain form that saves to the garage. Elsewhere without
// JavaScript it is a form that saves to the favourites cookie and shows the list (/favourites).
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { Fragment, useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { RootData } from "~/root";
import type { StarCar } from "~/lib/car-card";
import { FAVOURITES_PATH, type FavouriteEntry } from "~/lib/favourites";
import { useHydrated } from "~/components/locations/use-hydrated";
import { swapWords } from "~/lib/locale";
import { attributes, html, type Html } from "~/lib/html";
type Locale = RootData["site"]["locale"];
import { loadAccount, openSignIn, useGarageAccount, type GarageAccount } from "~/components/garage/account";
import { FAVOURITES_CHANGED, favouriteIdsNow, setFavourite } from "./favourite-store";


// Before the browser paints: a new list's forms would otherwise show for a frame, unsaved.
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

const STAR_SVG = { width: "22", height: "22", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" } as const;

/** The star's outline, filled when saved: one markup for the live star and the form's template. */
const starPath = (saved: boolean) =>
  html`<path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" fill="${saved ? "currentColor" : "none"}" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"></path>`;

// A search page's 21 no-JavaScript stars are the same outline: made once.
const UNSAVED_STAR = html`<svg${attributes(STAR_SVG)}>${starPath(false)}</svg>`;

function Star({ saved }: { saved: boolean }) {
  return <svg {...STAR_SVG} dangerouslySetInnerHTML={{ __html: starPath(saved).text }} />;
}

/** Where a card's no-JavaScript star form saves to and comes back to. */
export interface StarPlace {
  garage: string | null;
  locale: Locale;
  returnTo: string;
}

/** The one form every card's no-JavaScript star submits: the cards' buttons name it. A form in each card
 * made Chromium lay out each off-screen card once more after the page loaded (its scan of a page's
 * forms measures their fields, so content-visibility's skipped cards were laid out one by one): on a
 * search page 17 extra layouts, 20 ms of the main thread on this machine and four times that on
 * Lighthouse's phone. */
export const STARS_FORM_ID = "favourite-stars";

// Public pages are cached for everyone, so the button cannot know this visitor's list: it saves.
// In the card's template; once the page hydrates LiveStars puts a live star in its place.
export function starButtonHtml(car: StarCar, { garage, locale }: StarPlace): Html {
  return html`<span data-star="${car.id}"><button type="submit" form="${STARS_FORM_ID}" name="${garage ? "slug" : "car_id"}" value="${garage ? car.slug : String(car.id)}" class="favourite-button">\
${UNSAVED_STAR}\
<span class="visually-hidden">${garage ? "Save to My Garage: " : swapWords(locale, "Save to favourites: ")}${car.title}</span></button></span>`;
}

/** The stars' form, once per page and outside the cards; it saves to the garage where there is one. */
export function StarsForm({ place: { garage, returnTo } }: { place: StarPlace }) {
  // data-discover: the action's route is discovered as Remix's <Form> would have it.
  return (
    <form id={STARS_FORM_ID} method="post" action={garage ?? FAVOURITES_PATH} data-discover="true">
      <input type="hidden" name="intent" value={garage ? "watch" : "add"} />
      <input type="hidden" name="return_to" value={returnTo} />
    </form>
  );
}

/** Once the page has hydrated, the live star of each card in `list` (a template's HTML) takes the place of
 * its no-JavaScript button: the cards themselves never hydrate. Looked for again whenever the cards change. The saved
 * list and the account are read here, once for all the stars: reading the cookie and local storage per
 * star was a fifth of the search page's hydration. */
export function LiveStars({ list, cars }: { list: RefObject<HTMLElement>; cars: readonly StarCar[] }) {
  const hydrated = useHydrated();
  const root = useRouteLoaderData<RootData>("root");
  const site = root?.site.slug ?? "site";
  const garage = root?.site.garagePath ?? null;
  const locale = root?.site.locale ?? "en-AU";
  const [slots, setSlots] = useState<{ car: StarCar; slot: Element }[]>([]);
  const [savedIds, setSavedIds] = useState<readonly number[]>([]);
  const account = useGarageAccount(garage);
  useBeforePaint(() => {
    const element = list.current;
    if (!hydrated || !element) return;
    const byId = new Map(cars.map((car) => [String(car.id), car]));
    const found: { car: StarCar; slot: Element }[] = [];
    for (const marked of element.querySelectorAll<HTMLElement>("[data-star]")) {
      const car = byId.get(marked.dataset.star ?? "");
      if (!car) continue;
      let slot: Element = marked;
      if (!marked.hasAttribute("data-live")) {
        // The template's button: an empty slot of the live star's own takes its place.
        slot = document.createElement("span");
        slot.setAttribute("data-star", String(car.id));
        slot.setAttribute("data-live", "");
        marked.replaceWith(slot);
      }
      found.push({ car, slot });
    }
    setSavedIds(favouriteIdsNow(site));
    setSlots(found);
  }, [hydrated, list, cars, site]);
  useEffect(() => {
    if (!hydrated) return;
    const sync = () => setSavedIds(favouriteIdsNow(site));
    window.addEventListener(FAVOURITES_CHANGED, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(FAVOURITES_CHANGED, sync);
      window.removeEventListener("storage", sync);
    };
  }, [hydrated, site]);
  // Keyed fragments: Preact's createPortal takes no key.
  return (
    <>
      {slots.map(({ car, slot }) => (
        <Fragment key={car.id}>{createPortal(<LiveStar car={car} local={savedIds.includes(car.id)} account={account} site={site} garage={garage} locale={locale} />, slot)}</Fragment>
      ))}
    </>
  );
}

interface LiveStarProps {
  car: StarCar;
  /** Saved in this browser (the favourites cookie). */
  local: boolean;
  account: GarageAccount;
  site: string;
  garage: string | null;
  locale: Locale;
}

function LiveStar({ car, local, account, site, garage, locale }: LiveStarProps) {
  const fetcher = useFetcher();

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) void loadAccount(); // the star's change is in the watchlist now
  }, [fetcher.state, fetcher.data]);

  const signedIn = account.status === "signed-in";
  const pending = fetcher.formData?.get("intent");
  const onServer = signedIn && account.watchlist.some((f) => f.id === car.id);
  const saved = pending ? pending === "watch" : local || onServer;
  const toggle = () => {
    const entry: FavouriteEntry = { id: car.id, name: car.title, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.image };
    // Removing takes the car out of every list; adding puts it in every one.
    if (!setFavourite(site, entry, !saved) && !signedIn) return; // cookies and storage refused, and no account to keep it
    if (signedIn && garage) fetcher.submit({ intent: saved ? "unwatch" : "watch", slug: car.slug, via: "fetcher" }, { method: "post", action: garage });
    else if (garage && !saved) openSignIn();
  };
  return (
    <button type="button" className={`favourite-button${saved ? " favourite-button--saved" : ""}`} aria-pressed={saved} onClick={toggle} data-event={saved ? undefined : "favourite"} data-car-slug={car.slug}>
      <Star saved={saved} />
      <span className="visually-hidden">
        {swapWords(locale, saved ? "Saved to favourites: " : "Save to favourites: ")}
        {car.title}
      </span>
    </button>
  );
}
