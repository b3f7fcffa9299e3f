// The favourite star of a car card (spec points 2 and 3: favourites live in local storage, per
// site). A JavaScript feature: without JavaScript there is nothing to store into, so no star.
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { RootData } from "~/root";
import type { CarCardView } from "~/lib/car-card";
import { favouritesKey, isFavourite, readFavourites, toggleFavourite, type FavouriteEntry } from "~/lib/favourites";
import { useHydrated } from "~/components/locations/use-hydrated";
import { localStore } from "~/lib/browser-storage";

const CHANGED = "favourites-changed";

const read = (key: string): FavouriteEntry[] => readFavourites(localStore.read(key));

export function FavouriteButton({ car }: { car: Pick<CarCardView, "id" | "slug" | "title" | "make" | "model" | "image"> }) {
  const hydrated = useHydrated();
  const site = useRouteLoaderData<RootData>("root")?.site.slug ?? "site";
  const key = favouritesKey(site);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const sync = () => setSaved(isFavourite(read(key), car.id));
    sync();
    window.addEventListener(CHANGED, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(CHANGED, sync);
      window.removeEventListener("storage", sync);
    };
  }, [key, car.id]);

  if (!hydrated) return null;
  const toggle = () => {
    const entry: FavouriteEntry = { id: car.id, name: car.title, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.image };
    if (!localStore.writeJson(key, toggleFavourite(read(key), entry))) return; // storage full or disabled
    window.dispatchEvent(new Event(CHANGED));
  };
  return (
    <button type="button" className={`favourite-button${saved ? " favourite-button--saved" : ""}`} aria-pressed={saved} onClick={toggle} data-event={saved ? undefined : "favourite"} data-car-slug={car.slug}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">
        {saved ? "Saved to favourites: " : "Save to favourites: "}
        {car.title}
      </span>
    </button>
  );
}
