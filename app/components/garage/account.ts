// The garage account in the browser (spec point 6: "the user record and a watchlist array are
// loaded from /api/auth"): fetched once per page and again after each navigation (a sign-in, a star);
// a failure is a console line and loading ends signed out (spec point 8).
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FavouriteEntry } from "~/lib/favourites";

export type GarageAccount =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: { id: string; email: string }; watchlist: FavouriteEntry[] };

const CHANGED = "garage-account-changed";
const OPEN_SIGN_IN = "garage-open-sign-in";
let current: GarageAccount = { status: "loading" };
let loadedFor: string | null = null;

export async function loadAccount(): Promise<void> {
  try {
    const res = await fetch("/api/auth", { headers: { accept: "application/json" }, credentials: "same-origin" });
    const body = res.ok ? await res.json() : null;
    current = body?.user ? { status: "signed-in", user: body.user, watchlist: body.watchlist ?? [] } : { status: "signed-out" };
  } catch (error) {
    console.error("garage: account not loaded:", error);
    current = { status: "signed-out" };
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The account, for a site whose garage is on (garagePath); always signed out elsewhere. */
export function useGarageAccount(garagePath: string | null): GarageAccount {
  const [account, setAccount] = useState<GarageAccount>(garagePath ? current : { status: "signed-out" });
  const { key } = useLocation();
  useEffect(() => {
    if (!garagePath) return;
    const sync = () => setAccount(current);
    window.addEventListener(CHANGED, sync);
    if (loadedFor !== key) {
      loadedFor = key;
      void loadAccount();
    } else sync();
    return () => window.removeEventListener(CHANGED, sync);
  }, [garagePath, key]);
  return account;
}

/** Opens the sign-in dialog (GarageDialogHost listens). */
export const openSignIn = () => window.dispatchEvent(new Event(OPEN_SIGN_IN));
export const onOpenSignIn = (fn: () => void) => {
  window.addEventListener(OPEN_SIGN_IN, fn);
  return () => window.removeEventListener(OPEN_SIGN_IN, fn);
};
