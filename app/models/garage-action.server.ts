// The garage's form posts (issue 15), one action for the page, the sign-in dialog and the star:
// ask for a code, confirm it, sign out, save or remove a car, save or remove a search, delete the account.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { readFormData } from "../../server/leads/body";
import { recordPostedAction } from "../../server/analytics/server-events";
import { checkCode, requestCode } from "../../server/garage/codes";
import { signInCodeMail } from "../../server/garage/mails";
import { addToWatchlist, deleteAccount, deleteSavedSearch, removeFromWatchlist, saveSearch } from "../../server/garage/accounts";
import type { Car } from "../../server/sites/schema";
import { readFavourites } from "~/lib/favourites";
import { carTitle } from "~/lib/car-title";
import { returnPath, savedCarsPath } from "~/lib/garage/paths";
import { requireGarage, signedInUser } from "./garage.server";
import { siteOrigin } from "./layout.server";
import { favouriteIds } from "./favourites.server";

export type GarageActionData =
  | { step: "email"; error: string; email: string }
  | { step: "code"; email: string; error?: string; message: string }
  | { ok: true }
  | { error: string };

export const MESSAGES = {
  email: "Enter a valid email address, like name@example.com.",
  codeFormat: "Enter the 6-digit code from the email.",
  wrongCode: "That code is not right. Check the email and try again.",
  spentCode: "This code has expired or has been tried too many times. Ask for a new code.",
  limited: "You have asked for a lot of codes. Please wait 15 minutes and try again.",
  confirmDelete: "Tick the box to confirm you want to delete your account.",
  searchesFull: "You have saved 20 searches, the most a garage keeps. Remove one to save this search.",
} as const;

export const codeSentMessage = (email: string) => `We have emailed a 6-digit code to ${email}. It works for 10 minutes. Check your junk folder if it does not arrive.`;

/** A car as the watchlist keeps it: its favourite entry and the price it had. */
const watchEntry = (car: Car) => ({ id: car.id, name: carTitle(car), slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url, price: car.price });

const emailSchema = z.string().trim().max(254).email();
const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

export async function garageAction(context: AppLoadContext, request: Request) {
  const entry = context.site;
  const base = requireGarage(entry, request);
  const body = await readFormData(request);
  if (!body.ok) return data({ error: body.error } as GarageActionData, { status: body.status });
  const form = body.value;
  const intent = field(form, "intent");
  const back = returnPath(field(form, "return_to"), base);
  const { services } = context;

  if (intent === "request-code" || intent === "verify-code") return signIn(context, request, form, intent, back === base ? savedCarsPath(base) : back);

  const user = await signedInUser(context, request);
  if (!user) {
    if (intent === "sign-out") return redirect(`${base}?notice=signed-out`);
    return redirect(`${base}?notice=save&return_to=${encodeURIComponent(back)}`);
  }
  const viaFetcher = field(form, "via") === "fetcher"; // the star with JavaScript: JSON, and the browser records event 39
  switch (intent) {
    case "sign-out":
      return redirect(`${base}?notice=signed-out`, { headers: { "Set-Cookie": await services.garage.sessions.signOut(request) } });
    case "watch":
    case "unwatch": {
      const slug = field(form, "slug");
      const car = /^[a-z0-9-]{1,200}$/.test(slug) ? await services.cars.getCar(entry.site, slug).catch(() => null) : null;
      if (!car) return data({ error: "That car is no longer in stock." } as GarageActionData, { status: 404 });
      if (intent === "unwatch") await removeFromWatchlist(services.db, user.id, car.id);
      else {
        const added = await addToWatchlist(services.db, user.id, [watchEntry(car)]);
        if (added && !viaFetcher) recordPostedAction(services, entry, request, "favourite");
      }
      return viaFetcher ? data({ ok: true } as GarageActionData) : redirect(back);
    }
    case "save-search": {
      const search = returnPath(field(form, "search"), "");
      if (!search) return data({ error: "There is no search to save." } as GarageActionData, { status: 400 });
      const label = field(form, "label").slice(0, 200) || search;
      // The cars it finds now are seen: the first alert names only newer ones.
      const seen = (await services.garage.stock.matches(entry, search, new Date())).map((c) => c.id);
      const saved = await saveSearch(services.db, user.id, search, label, seen);
      if (!saved) return data({ error: MESSAGES.searchesFull } as GarageActionData, { status: 400 });
      return redirect(`${base}?tab=saved-searches`);
    }
    case "delete-search":
      await deleteSavedSearch(services.db, user.id, field(form, "id"));
      return redirect(`${base}?tab=saved-searches`);
    case "delete-account":
      if (field(form, "confirm") !== "yes") return data({ error: MESSAGES.confirmDelete } as GarageActionData, { status: 400 });
      await deleteAccount(services.db, entry.site.slug, user.id);
      return redirect(`${base}?notice=deleted`, { headers: { "Set-Cookie": await services.garage.sessions.signOut(request) } });
    default:
      return data({ error: "Unknown action." } as GarageActionData, { status: 400 });
  }
}

async function signIn(context: AppLoadContext, request: Request, form: FormData, intent: string, back: string) {
  const entry = context.site;
  const { services } = context;
  const parsed = emailSchema.safeParse(field(form, "email"));
  if (!parsed.success) return data({ step: "email", email: field(form, "email").slice(0, 254), error: MESSAGES.email } as GarageActionData, { status: 400 });
  const email = parsed.data;
  const deps = { db: services.db, limits: services.limits, secret: services.garage.secret };

  if (intent === "request-code") {
    const origin = siteOrigin(entry, request);
    const result = await requestCode(deps, { siteSlug: entry.site.slug, email, clientIp: context.clientIp || "unknown", mail: (code) => signInCodeMail(entry, origin, code) });
    if (!result.ok) return data({ step: "email", email, error: MESSAGES.limited } as GarageActionData, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    services.mailer.wake();
    recordPostedAction(services, entry, request, "verification-code-request");
    // The same answer whether or not the address has an account.
    return data({ step: "code", email, message: codeSentMessage(email) } as GarageActionData);
  }

  const code = field(form, "code").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return data({ step: "code", email, error: MESSAGES.codeFormat, message: codeSentMessage(email) } as GarageActionData, { status: 400 });
  recordPostedAction(services, entry, request, "verification-code-submit");
  const check = await checkCode(deps, { siteSlug: entry.site.slug, email, code });
  if (!check.ok) {
    const error = check.reason === "wrong" ? MESSAGES.wrongCode : MESSAGES.spentCode;
    return data({ step: "code", email, error, message: codeSentMessage(email) } as GarageActionData, { status: 400 });
  }
  if (check.created) recordPostedAction(services, entry, request, "registration-complete");
  // The browser's favourites (sent by the dialog with JavaScript, and the favourites cookie) join the watchlist.
  const favourites = readFavourites(field(form, "favourites")).filter((f) => /^[a-z0-9-]{1,200}$/.test(f.slug));
  const stock = services.search.forSite(context.site);
  const fromCookie = favouriteIds(request)
    .filter((id) => !favourites.some((f) => f.id === id))
    .flatMap((id) => {
      const car = stock.byId(id);
      return car ? [watchEntry(car)] : [];
    });
  if (favourites.length || fromCookie.length) await addToWatchlist(services.db, check.accountId, [...favourites, ...fromCookie]);
  const cookie = await services.garage.sessions.signIn(request, check.accountId);
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}
