// The phone reveal end to end below the browser: the vehicle route's action, called with a plain
// form POST, records a reveal call (car_id, dealership_id, website_id) in a real PGlite database.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { createLocalCarApi } from "../../server/cars/local";
import { openDatabase } from "../../server/db/open";
import type { Database } from "../../server/db/database";
import { countPhoneReveals } from "../../server/phone-reveals";
import { vehicleAction } from "~/models/vehicle-routes.server";
import { pgliteTarget } from "./support/databases";
import { memoryRateLimits } from "../../server/rate-limits";
import { siteCars } from "../fixtures/site-cars";
import { SearchService } from "../../server/search/service";

const target = pgliteTarget();
let db: Database;
let registry: SiteRegistry;
const limits = memoryRateLimits();

beforeAll(async () => {
  registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
  db = await openDatabase(await target.freshEnv());
});
afterAll(async () => {
  await db?.close();
  await target.cleanUp();
});

function context(site = "sunshine"): AppLoadContext {
  const search = new SearchService(registry);
  return {
    site: registry.bySiteSlug(site)!,
    services: { cars: createLocalCarApi(registry, search), search, db, env: {}, registry, limits } as unknown as AppLoadContext["services"],
  };
}

const post = (slug: string, body: Record<string, string>, base = "/cars") =>
  new Request(`http://sunshine.localhost${base}/${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });

async function call(slug: string, body: Record<string, string>, site = "sunshine") {
  try {
    return await vehicleAction({ request: post(slug, body), params: { slug }, context: context(site) }, "/cars");
  } catch (thrown) {
    return thrown;
  }
}

describe("POST /cars/{slug} intent=reveal-phone", () => {
  it("answers the number and stores one reveal call with car_id, dealership_id and website_id", async () => {
    const car = siteCars(registry.bySiteSlug("sunshine")!).find((c) => c.slug === "edge-special")!;
    const result = (await call("edge-special", { intent: "reveal-phone" })) as { revealedPhone: { text: string } };
    expect(result.revealedPhone.text).toBe(car.location.phone);
    const { rows } = await db.query<Record<string, string>>("SELECT site_slug, car_id, dealership_id, website_id FROM phone_reveals");
    expect(rows).toEqual([{ site_slug: "sunshine", car_id: String(car.id), dealership_id: String(car.dealership_id), website_id: "1" }]);
  });

  it("each reveal is a call of its own", async () => {
    await call("edge-special", { intent: "reveal-phone" });
    const car = siteCars(registry.bySiteSlug("sunshine")!).find((c) => c.slug === "edge-special")!;
    expect(await countPhoneReveals(db, { siteSlug: "sunshine", carId: car.id })).toBe(2);
  });

  it("an unknown intent is a 400 and stores nothing", async () => {
    const before = await countPhoneReveals(db);
    const result = (await call("edge-special", { intent: "delete-everything" })) as { init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(await countPhoneReveals(db)).toBe(before);
  });

  it.each([["edge-hidden"], ["edge-sold-10-days"], ["no-such-car"], ["a.b"], ["1' OR '1'='1"]])(
    "%s is a 404 and stores nothing",
    async (slug) => {
      const before = await countPhoneReveals(db);
      const result = await call(slug, { intent: "reveal-phone" });
      expect(result).toBeInstanceOf(Response);
      expect((result as Response).status).toBe(404);
      expect(await countPhoneReveals(db)).toBe(before);
    },
  );
});

describe("a reveal post that is not the reveal form", () => {
  it("a large body is a 400 and is not read", async () => {
    const before = await countPhoneReveals(db);
    const request = new Request("http://sunshine.localhost/cars/edge-special", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "100000" },
      body: "intent=reveal-phone&x=" + "a".repeat(99_978),
    });
    const result = (await vehicleAction({ request, params: { slug: "edge-special" }, context: context() }, "/cars")) as { init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(await countPhoneReveals(db)).toBe(before);
  });

  it("a JSON body is a 400", async () => {
    const request = new Request("http://sunshine.localhost/cars/edge-special", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "reveal-phone" }),
    });
    const result = (await vehicleAction({ request, params: { slug: "edge-special" }, context: context() }, "/cars")) as { init: { status: number } };
    expect(result.init.status).toBe(400);
  });
});
