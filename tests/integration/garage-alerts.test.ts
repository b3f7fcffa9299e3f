// The daily garage alert job on PGlite and PostgreSQL, with the stock changed under it: the real
// search service and local car API take a new matching car and a watched car's lower price, as an
// import would hand them over. One email with both, never a second for the same change; the
// unsubscribe link's token stops it without signing in.
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { openDatabase } from "../../server/db/open";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry, type SiteEntry } from "../../server/sites/registry";
import type { Car } from "../../server/sites/schema";
import { createSearchService, type SearchService } from "../../server/search/service";
import { createCarApi } from "../../server/cars";
import { searchStock } from "../../server/garage/stock";
import { sendDueAlerts, unsubscribe } from "../../server/garage/alert-job";
import { addToWatchlist, saveSearch } from "../../server/garage/accounts";
import { listMail } from "../../server/email/outbox";
import { testDatabases, truncateAll } from "./support/databases";

const SECRET = "alerts-test-secret-0123456789abcdef012345";
const SEARCH = "/search/subscription-cars";
const registry = new SiteRegistry(loadSitesDir(path.resolve("sites")), "sunshine");
const drivewell = registry.entries.find((e) => e.site.slug === "drivewell") as SiteEntry;

describe.each(testDatabases())("garage alerts on $name", (target) => {
  let db: Database;
  let search: SearchService;
  let stock: readonly Car[];
  const source = () => searchStock(search, createCarApi({}, registry, search));
  const run = () => sendDueAlerts({ db, registry, stock: source(), secret: SECRET });
  const mails = async () => (await listMail(db, ["drivewell"], 50)).filter((m) => m.idempotencyKey.startsWith("alert:"));

  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });
  beforeEach(async () => {
    await truncateAll(db);
    await db.exec("DELETE FROM saved_searches; DELETE FROM watchlist;");
    stock = [...drivewell.group.cars];
    search = createSearchService(registry);
  });

  it("mails one alert for a new matching car and a price drop, then nothing more for the same change; unsubscribe stops it", async () => {
    const accountId = "3f1c1e9e-8f0a-4c5e-9d55-1b2a3c4d5e6f";
    await db.query("INSERT INTO garage_accounts (id, site_slug, email) VALUES ($1, 'drivewell', 'alerts@example.com')", [accountId]);
    const matches = await source().matches(drivewell, SEARCH, new Date());
    expect(matches.length).toBeGreaterThan(1);
    await saveSearch(db, accountId, SEARCH, "Subscription cars", matches.map((c) => c.id));
    const watched = stock.find((c) => c.slug === matches[0].slug && c.price > 1_000) as Car;
    await addToWatchlist(db, accountId, [{ id: watched.id, name: "Watched", slug: watched.slug, make: watched.make, model: watched.model, primary_image_url: null, price: watched.price }]);

    expect(await run()).toEqual({ accounts: 1, mailed: 0 }); // nothing changed yet
    expect(await mails()).toHaveLength(0);

    // The stock changes: a new car that the saved search finds, and the watched car $1,000 cheaper.
    const template = stock.find((c) => c.subscription_price && c.subscription_price > 0 && c.id !== watched.id) as Car;
    const added: Car = { ...template, id: 699_999, slug: "2026-alert-test-car-699999", name: "Alert Test Car" };
    search.apply(drivewell.group.group.slug, [{ ...watched, price: watched.price - 1_000 }, added]);

    expect(await run()).toEqual({ accounts: 1, mailed: 1 });
    const [mail] = await mails();
    expect(mail.to).toBe("alerts@example.com");
    expect(mail.text).toContain("/cars/2026-alert-test-car-699999");
    expect(mail.text).toMatch(new RegExp(`Price drop: .* now \\$${(watched.price - 1_000).toLocaleString("en-AU")} \\(was \\$${watched.price.toLocaleString("en-AU")}\\)`));
    expect(mail.html).toContain("Unsubscribe from alert emails");

    expect(await run()).toEqual({ accounts: 1, mailed: 0 }); // the same change is never told twice
    expect(await mails()).toHaveLength(1);

    const token = mail.text.match(/unsubscribe\?token=(\S+)/)?.[1] ?? "";
    expect(await unsubscribe(db, SECRET, `${token.slice(0, -1)}x`)).toBe(false); // a forged token
    expect(await unsubscribe(db, SECRET, token)).toBe(true);
    search.apply(drivewell.group.group.slug, [{ ...watched, price: watched.price - 1_500 }]);
    expect(await run()).toEqual({ accounts: 0, mailed: 0 });
  });
});
