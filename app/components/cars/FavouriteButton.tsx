// The favourite star of a car card (spec points 2 and 3: favourites live in local storage, per
// site). Where the garage is on (issue 15): signed in, the star also saves to the account's
// watchlist (a fetcher); signed out, saving a car offers the sign-in dialog; without JavaScript the
// star is a plain form that saves to the garage. Elsewhere without JavaScript there is no star.
import { Form, useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { RootData } from "~/root";
import type { CarCardView } from "~/lib/car-card";
import { favouritesKey, isFavourite, readFavourites, toggleFavourite, type FavouriteEntry } from "~/lib/favourites";
import { useHydrated } from "~/components/locations/use-hydrated";
import { localStore } from "~/lib/browser-storage";
import { loadAccount, openSignIn, useGarageAccount } from "~/components/garage/account";

const CHANGED = "favourites-changed";

const read = (key: string): FavouriteEntry[] => readFavourites(localStore.read(key));

type StarCar = Pick<CarCardView, "id" | "slug" | "title" | "make" | "model" | "image">;

function Star({ saved }: { saved: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FavouriteButton({ car }: { car: StarCar }) {
  const hydrated = useHydrated();
  const root = useRouteLoaderData<RootData>("root");
  const garage = root?.site.garagePath ?? null;
  // The server renders a page's stars without their hooks: the no-JavaScript form, or nothing.
  if (!hydrated) return garage ? <GarageStarForm car={car} garage={garage} /> : null;
  return <LiveStar car={car} site={root?.site.slug ?? "site"} garage={garage} />;
}

function GarageStarForm({ car, garage }: { car: StarCar; garage: string }) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={garage} className="favourite-form">
      <input type="hidden" name="intent" value="watch" />
      <input type="hidden" name="slug" value={car.slug} />
      <input type="hidden" name="return_to" value={pathname + search} />
      <button type="submit" className="favourite-button">
        <Star saved={false} />
        <span className="visually-hidden">Save to My Garage: {car.title}</span>
      </button>
    </Form>
  );
}

function LiveStar({ car, site, garage }: { car: StarCar; site: string; garage: string | null }) {
  const key = favouritesKey(site);
  const [local, setLocal] = useState(false);
  const account = useGarageAccount(garage);
  const fetcher = useFetcher();

  useEffect(() => {
    const sync = () => setLocal(isFavourite(read(key), car.id));
    sync();
    window.addEventListener(CHANGED, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(CHANGED, sync);
      window.removeEventListener("storage", sync);
    };
  }, [key, car.id]);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) void loadAccount(); // the star's change is in the watchlist now
  }, [fetcher.state, fetcher.data]);

  const signedIn = account.status === "signed-in";
  const pending = fetcher.formData?.get("intent");
  const onServer = signedIn && account.watchlist.some((f) => f.id === car.id);
  const saved = pending ? pending === "watch" : local || onServer;
  const toggle = () => {
    const entry: FavouriteEntry = { id: car.id, name: car.title, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.image };
    const list = read(key);
    // Removing takes the car out of both lists; adding puts it in both.
    const next = saved ? list.filter((f) => f.id !== car.id) : isFavourite(list, car.id) ? list : toggleFavourite(list, entry);
    if (!localStore.writeJson(key, next) && !signedIn) return; // storage full or disabled, and no account to keep it
    window.dispatchEvent(new Event(CHANGED));
    if (signedIn && garage) fetcher.submit({ intent: saved ? "unwatch" : "watch", slug: car.slug, via: "fetcher" }, { method: "post", action: garage });
    else if (garage && !saved) openSignIn();
  };
  return (
    <button type="button" className={`favourite-button${saved ? " favourite-button--saved" : ""}`} aria-pressed={saved} onClick={toggle} data-event={saved ? undefined : "favourite"} data-car-slug={car.slug}>
      <Star saved={saved} />
      <span className="visually-hidden">
        {saved ? "Saved to favourites: " : "Save to favourites: "}
        {car.title}
      </span>
    </button>
  );
}
