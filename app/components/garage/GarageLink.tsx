// The header's way into the garage: a link to the garage page (works without JavaScript); with
// JavaScript and signed out, it opens the sign-in dialog instead.
import { PageLink } from "~/components/PageLink";
import type { MouseEvent } from "react";
import { openSignIn, useGarageAccount } from "./account";
import { savedCarsPath, type GaragePath } from "~/lib/garage/paths";

export function GarageLink({ base }: { base: GaragePath }) {
  const account = useGarageAccount(base);
  const signedIn = account.status === "signed-in";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn || account.status === "loading" || typeof HTMLDialogElement === "undefined") return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openSignIn();
  };
  return (
    <PageLink to={signedIn ? savedCarsPath(base) : base} className="garage-link" onClick={onClick} data-account={account.status}>
      {signedIn ? `My Garage (${account.watchlist.length})` : "My Garage"}
    </PageLink>
  );
}
