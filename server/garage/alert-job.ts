// The daily alert job: for each garage account that has not unsubscribed, the alert from the stock
// now against its snapshot; when there is news, one email through the outbox, written in the same
// transaction as the new snapshot (and keyed by the change), so a change is never told twice.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database";
import type { SiteEntry, SiteRegistry } from "../sites/registry";
import type { FavouriteEntry } from "../../app/lib/favourites";
import { garageBaseOf } from "../../app/lib/garage/paths";
import { formatPrice } from "../../app/lib/locale";
import { vehiclePath, siteOrigin } from "../../app/models/layout.server";
import { enqueueMail } from "../email/outbox";
import { renderMail } from "../email/template";
import { computeAlert, hasNews, type Alert } from "./alerts";
import type { AlertStockSource } from "./stock";

export interface AlertJobDeps {
  db: Database;
  registry: SiteRegistry;
  stock: AlertStockSource;
  secret: string;
  now?: () => Date;
}

export interface AlertReport {
  accounts: number;
  mailed: number;
}

/** "{account id}.{HMAC}": unsubscribes that account, with no sign-in (the link is in its mail). */
export function unsubscribeToken(secret: string, accountId: string): string {
  return `${accountId}.${createHmac("sha256", secret).update(`unsubscribe:${accountId}`).digest("base64url")}`;
}

export function accountOfToken(secret: string, token: string): string | null {
  const [id, mac] = token.split(".");
  if (!id || !mac || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const want = Buffer.from(unsubscribeToken(secret, id).split(".")[1]);
  const given = Buffer.from(mac);
  return want.length === given.length && timingSafeEqual(want, given) ? id : null;
}

export async function unsubscribe(db: Database, secret: string, token: string, now = new Date()): Promise<boolean> {
  const id = accountOfToken(secret, token);
  if (!id) return false;
  await db.query("UPDATE garage_accounts SET alerts_off_at = COALESCE(alerts_off_at, $2) WHERE id = $1", [id, now]);
  return true;
}

function alertMail(entry: SiteEntry, origin: string, alert: Alert, unsubscribeUrl: string) {
  const carUrl = (slug: string) => `${origin}${vehiclePath(entry)}/${slug}`;
  const links = [
    ...alert.newCars.flatMap((s) => s.cars.map((c) => ({ text: `New for "${s.label}": ${c.name}${c.price ? ` ${formatPrice(c.price)}` : ""}`, url: carUrl(c.slug) }))),
    ...alert.priceDrops.map((d) => ({ text: `Price drop: ${d.car.name} now ${formatPrice(d.now)} (was ${formatPrice(d.was)})`, url: carUrl(d.car.slug) })),
  ];
  const count = links.length;
  return renderMail(entry, origin, {
    subject: `${count} update${count === 1 ? "" : "s"} on your saved cars and searches at ${entry.site.name}`,
    paragraphs: ["Here is what changed since we last wrote: new cars matching your saved searches, and lower prices on cars you saved."],
    links,
    footer: { text: "You get this daily email because you saved cars or searches in your garage.", link: { text: "Unsubscribe from alert emails", url: unsubscribeUrl } },
  });
}

export async function sendDueAlerts(deps: AlertJobDeps): Promise<AlertReport> {
  const now = deps.now?.() ?? new Date();
  const report: AlertReport = { accounts: 0, mailed: 0 };
  for (const entry of deps.registry.entries) {
    const base = garageBaseOf(entry.site.features);
    if (!base) continue;
    const { rows: accounts } = await deps.db.query<{ id: string; email: string }>(
      "SELECT id, email FROM garage_accounts WHERE site_slug = $1 AND alerts_off_at IS NULL ORDER BY created_at",
      [entry.site.slug],
    );
    // The site's configured address: a job has no request to take the origin from.
    const origin = siteOrigin(entry, new Request("http://localhost/"));
    for (const account of accounts) {
      report.accounts++;
      if (await alertAccount(deps, entry, origin, base, account, now)) report.mailed++;
    }
  }
  return report;
}

async function alertAccount(deps: AlertJobDeps, entry: SiteEntry, origin: string, base: string, account: { id: string; email: string }, now: Date): Promise<boolean> {
  const { db, stock } = deps;
  const searches = (await db.query<{ id: string; search: string; label: string; seen_car_ids: number[] }>("SELECT id, search, label, seen_car_ids FROM saved_searches WHERE account_id = $1", [account.id])).rows;
  const watched = (await db.query<{ car_id: number | string; entry: FavouriteEntry; price: number | null }>("SELECT car_id, entry, price FROM watchlist WHERE account_id = $1", [account.id])).rows;
  const alert = computeAlert(
    { searches: searches.map((s) => ({ id: s.id, seen: s.seen_car_ids })), watched: watched.map((w) => ({ carId: Number(w.car_id), price: w.price })) },
    {
      searches: await Promise.all(searches.map(async (s) => ({ id: s.id, label: s.label, search: s.search, cars: await stock.matches(entry, s.search, now) }))),
      watched: await Promise.all(
        watched.map(async (w) => {
          const found = await stock.car(entry, w.entry.slug);
          return { carId: Number(w.car_id), car: found?.car ?? null, sold: found?.sold ?? true };
        }),
      ),
    },
  );
  const news = hasNews(alert);
  await db.transaction(async (tx) => {
    for (const s of alert.next.searches) await tx.query("UPDATE saved_searches SET seen_car_ids = $2 WHERE id = $1", [s.id, JSON.stringify(s.seen)]);
    for (const w of alert.next.watched) await tx.query("UPDATE watchlist SET price = $3 WHERE account_id = $1 AND car_id = $2", [account.id, w.carId, w.price]);
    if (!news) return;
    const change = createHash("sha256").update(JSON.stringify([alert.newCars.map((s) => [s.searchId, s.cars.map((c) => c.id)]), alert.priceDrops.map((d) => [d.car.id, d.now])])).digest("hex").slice(0, 32);
    const unsubscribeUrl = `${origin}${base}/unsubscribe?token=${unsubscribeToken(deps.secret, account.id)}`;
    await enqueueMail(tx, { idempotencyKey: `alert:${account.id}:${change}`, siteSlug: entry.site.slug, accountEmail: account.email, to: account.email, ...alertMail(entry, origin, alert, unsubscribeUrl) });
  });
  return news;
}

export const ALERT_INTERVAL_MS = 24 * 60 * 60_000;

/** Runs the job once a day in this process (a failed run is logged; the next day tries again). */
export function startAlertSchedule(run: () => Promise<unknown>, intervalMs = ALERT_INTERVAL_MS): { stop(): void } {
  const timer = setInterval(() => run().catch((error: unknown) => console.error("garage alerts:", error)), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
