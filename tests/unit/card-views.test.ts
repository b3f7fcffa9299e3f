// A car card's view kept per stock record (app/models/card-views.server.ts): the same record, site and
// vehicle path give the same view while the car is still (or still not) just arrived; the second that
// answer changes, a new view; a held car is a fresh reserved view every time; another site sharing
// the record has its own. Every kept view is what carCardView makes for the same inputs.
import { describe, expect, it } from "vitest";
import { carCardView } from "~/lib/car-card";
import { isSold } from "~/lib/car-tags";
import { cardView, cardViewDigest, keptForCar, starJson } from "~/models/card-views.server";
import { createHash } from "node:crypto";
import { vehiclePath } from "~/models/layout.server";
import { NO_HOLDS } from "~/models/held-cars.server";
import type { Car } from "../../server/sites/schema";
import { DEMO_NOW_MS, demoRegistry } from "../fixtures/demo-stock";
import { siteCars } from "../fixtures/site-cars";

const DAY = 86_400;
const registry = demoRegistry();
const entry = registry.bySiteSlug("sunshine")!;
const other = registry.bySiteSlug("sunshine-toyota")!;
const days = entry.site.specifications.just_arrived_days;
const nowSec = Math.floor(DEMO_NOW_MS / 1000);
const at = (sec: number) => new Date(sec * 1000);
const base = siteCars(entry).find((c) => !isSold(c) && !c.reserved && !c.tag && c.status !== "coming_soon")!;
/** A record of its own that arrived `days` days less one second before the demo's now. */
const fresh = (): Car => ({ ...base, simple_fuel: "Petrol", created_at_timestamp: nowSec - days * DAY + 1 });

describe("cardView", () => {
  it("one frozen view per record while the site, the path and the just-arrived answer are the same", () => {
    const record = fresh();
    const view = cardView(entry, record, at(nowSec), NO_HOLDS);
    expect(view).toEqual(carCardView(record, entry.site, at(nowSec), vehiclePath(entry)));
    expect(view.tag?.kind).toBe("just-arrived");
    expect(Object.isFrozen(view)).toBe(true);
    expect(cardView(entry, record, new Date(nowSec * 1000 + 999), NO_HOLDS)).toBe(view);
  });

  it("at the second the car stops being just arrived, a new view without the tag; an earlier time brings the tag back", () => {
    const record = fresh();
    const before = cardView(entry, record, at(nowSec), NO_HOLDS);
    const after = cardView(entry, record, at(nowSec + 1), NO_HOLDS); // created_at + days × 86,400 s exactly
    expect(after).not.toBe(before);
    expect(after.tag).toBeNull();
    expect(after).toEqual(carCardView(record, entry.site, at(nowSec + 1), vehiclePath(entry)));
    expect(cardView(entry, record, at(nowSec + 2 * DAY), NO_HOLDS)).toBe(after);
    expect(cardView(entry, record, at(nowSec), NO_HOLDS).tag?.kind).toBe("just-arrived");
  });

  it("a held car is a fresh reserved view each time; without the hold, the kept view", () => {
    const record = fresh();
    const kept = cardView(entry, record, at(nowSec), NO_HOLDS);
    const held = new Set([String(record.id)]);
    const reserved = cardView(entry, record, at(nowSec), held);
    expect(reserved.tag).toEqual({ text: "RESERVED", kind: "reserved" });
    expect(reserved.reserveHref).toBeNull();
    expect(cardView(entry, record, at(nowSec), held)).not.toBe(reserved);
    expect(cardView(entry, record, at(nowSec), NO_HOLDS)).toBe(kept);
  });

  it("another site showing the same record has its own view", () => {
    const record = fresh();
    const mine = cardView(entry, record, at(nowSec), NO_HOLDS);
    const theirs = cardView(other, record, at(nowSec), NO_HOLDS);
    expect(theirs).not.toBe(mine);
    expect(theirs).toEqual(carCardView(record, other.site, at(nowSec), vehiclePath(other)));
    expect(cardView(entry, record, at(nowSec), NO_HOLDS)).toEqual(mine);
  });
});

describe("cardViewDigest", () => {
  it("is the SHA-256 of the view's JSON, made once per view, and differs where the views differ", () => {
    const record = fresh();
    const view = cardView(entry, record, at(nowSec), NO_HOLDS);
    const digest = cardViewDigest(view);
    expect(digest).toBe(createHash("sha256").update(JSON.stringify(view)).digest("base64url"));
    expect(cardViewDigest(view)).toBe(digest);
    const held = cardView(entry, record, at(nowSec), new Set([String(record.id)]));
    expect(held).not.toEqual(view);
    expect(cardViewDigest(held)).not.toBe(digest);
  });
});

describe("keptForCar", () => {
  it("one answer per record, site and key: made once, made afresh for another key, site or record", () => {
    const record = fresh();
    let made = 0;
    const make = () => ({ made: ++made });
    const first = keptForCar(record, entry, "json-ld https://a.example", make);
    expect(keptForCar(record, entry, "json-ld https://a.example", make)).toBe(first);
    expect(made).toBe(1);
    expect(keptForCar(record, entry, "json-ld https://b.example", make)).toEqual({ made: 2 });
    expect(keptForCar(record, other, "json-ld https://a.example", make)).toEqual({ made: 3 });
    expect(keptForCar(fresh(), entry, "json-ld https://a.example", make)).toEqual({ made: 4 });
    // The other site's answer replaced this one's under the same key: asked again, it is made again.
    expect(keptForCar(record, entry, "json-ld https://a.example", make)).toEqual({ made: 5 });
  });
});

describe("starJson", () => {
  it("the star's JSON, once per view", () => {
    const view = cardView(entry, fresh(), at(nowSec), NO_HOLDS);
    const json = starJson(view);
    expect(JSON.parse(json)).toEqual({ id: view.id, slug: view.slug, title: view.title, make: view.make, model: view.model, image: view.image });
    expect(starJson(view)).toBe(json);
  });
});
