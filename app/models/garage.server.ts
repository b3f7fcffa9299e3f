// The garage's pages and /api/auth (issue 15): only on a site with garage_enabled, only at its own
// base path (features.garage_path); everywhere else every garage path is a 404.
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import { exportAccount, getSavedSearches, getUser, getWatchlist, type GarageUser } from "../../server/garage/accounts";
import { CarApiUnavailableError } from "../../server/cars/port";
import { accountOfToken, unsubscribe } from "../../server/garage/alert-job";
import { readFormData } from "../../server/leads/body";
import { isSold } from "~/lib/car-tags";
import { buildSearchUrl } from "~/lib/search/url";
import { garageBaseOf, tabOf, type GaragePath, type GarageTab } from "~/lib/garage/paths";
import { vehiclePath } from "./layout.server";

/** The site's garage base, or null when the garage is off there. */
export const garageBase = (entry: SiteEntry): GaragePath | null => garageBaseOf(entry.site.features);

const notFound = () => new Response("Not found", { status: 404 });

/** The base this request's path is under, when it is the site's own garage; else a 404. */
export function requireGarage(entry: SiteEntry, request: Request): GaragePath {
  const base = garageBase(entry);
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (!base || !(path === base || path.startsWith(`${base}/`))) throw notFound();
  return base;
}

/** The signed-in visitor of this site, or null (no cookie, a bad one, or a deleted account). */
export async function signedInUser(context: AppLoadContext, request: Request): Promise<GarageUser | null> {
  const accountId = await context.services.garage.sessions.accountId(request);
  if (!accountId || !/^[0-9a-f-]{36}$/i.test(accountId)) return null;
  return getUser(context.services.db, context.site.site.slug, accountId);
}

export interface SavedCarView {
  id: number;
  name: string;
  slug: string;
  href: string;
  image: string | null;
  sold: boolean;
  /** A search for the same make and model ('Find Me Something Similar'), for a sold car. */
  similarHref: string;
}

async function savedCars(context: AppLoadContext, accountId: string): Promise<SavedCarView[]> {
  const entry = context.site;
  const list = await getWatchlist(context.services.db, accountId);
  return Promise.all(
    list.map(async (car) => {
      // A car gone from stock has sold; while the car API is down a saved car is shown as it was.
      const now = await context.services.cars.getCar(entry.site, car.slug).catch((error: unknown) => {
        if (CarApiUnavailableError.is(error)) return undefined;
        throw error;
      });
      const sold = now === null || (now !== undefined && isSold(now));
      return {
        id: car.id,
        name: car.name,
        slug: car.slug,
        href: `${vehiclePath(entry)}/${car.slug}`,
        image: car.primary_image_url,
        sold,
        similarHref: buildSearchUrl({ refinements: { make: [car.make], make_model: [car.model] }, ranges: {}, page: 1 }),
      };
    }),
  );
}

export type GaragePage =
  | { signedIn: false; base: GaragePath; siteName: string; notice: string | null }
  | {
      signedIn: true;
      base: GaragePath;
      siteName: string;
      tab: GarageTab;
      user: GarageUser;
      cars: SavedCarView[];
      searches: Awaited<ReturnType<typeof getSavedSearches>>;
      notice: string | null;
    };

const NOTICES: Record<string, string> = {
  save: "Sign in to save cars and searches to your garage.",
  deleted: "Your garage account has been deleted, with its saved cars, searches and emails.",
  "signed-out": "You have signed out.",
  unsubscribed: "You will get no more alert emails. Your saved cars and searches are kept.",
};

export async function garagePage(context: AppLoadContext, request: Request): Promise<GaragePage> {
  const base = requireGarage(context.site, request);
  const url = new URL(request.url);
  const notice = NOTICES[url.searchParams.get("notice") ?? ""] ?? null;
  const siteName = context.site.site.name;
  const user = await signedInUser(context, request);
  if (!user) return { signedIn: false, base, siteName, notice };
  const [cars, searches] = await Promise.all([savedCars(context, user.id), getSavedSearches(context.services.db, user.id)]);
  return { signedIn: true, base, siteName, tab: tabOf(url, base), user, cars, searches, notice };
}

/** GET /api/auth (spec point 7: "user and watchlist"): 401 JSON when signed out, 404 where the garage is off. */
export async function authApi(context: AppLoadContext, request: Request): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store" };
  if (!garageBase(context.site)) return Response.json({ error: "Not found" }, { status: 404, headers });
  const user = await signedInUser(context, request);
  if (!user) return Response.json({ error: "Not signed in" }, { status: 401, headers });
  return Response.json({ user, watchlist: await getWatchlist(context.services.db, user.id) }, { headers });
}

/** {base}/data.json: everything kept about the signed-in visitor, as a download. */
export async function garageDataDownload(context: AppLoadContext, request: Request): Promise<Response> {
  const base = requireGarage(context.site, request);
  const user = await signedInUser(context, request);
  if (!user) return redirect(`${base}?notice=save`);
  const slug = context.site.site.slug;
  return Response.json(await exportAccount(context.services.db, slug, user.id), {
    headers: { "Cache-Control": "private, no-store", "Content-Disposition": `attachment; filename="my-garage-${slug}.json"` },
  });
}

/** The alert email's unsubscribe page: whether its token is good (no sign-in needed). */
export function garageUnsubscribePage(context: AppLoadContext, request: Request) {
  requireGarage(context.site, request);
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token, valid: accountOfToken(context.services.garage.secret, token) !== null };
}

export async function garageUnsubscribe(context: AppLoadContext, request: Request) {
  requireGarage(context.site, request);
  const body = await readFormData(request);
  const token = body.ok ? body.value.get("token") : null;
  const ok = typeof token === "string" && (await unsubscribe(context.services.db, context.services.garage.secret, token));
  if (!ok) throw new Response("This unsubscribe link is not valid.", { status: 400 });
  return { ok: true };
}
