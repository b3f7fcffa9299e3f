import { describe, expect, it } from "vitest";
import type { LocationCardView } from "~/lib/locations/card";
import { MAP_STATUS_TEXT, clusterPins, mapPinFromCard, mapPins, mapStatusText, mapsScriptUrl, placeLabels, projectPins } from "~/lib/locations/map";

describe("map load states use the spec's default texts", () => {
  it.each([
    ["loading", "Google Maps is loading"],
    ["idle", "Google Maps is on idle"],
    ["error", "Google Maps is on error"],
  ] as const)("%s → %s", (status, text) => {
    expect(MAP_STATUS_TEXT[status]).toBe(text);
    expect(mapStatusText(status)).toBe(text);
  });

  it("a ready map shows no status text", () => {
    expect(mapStatusText("ready")).toBeNull();
  });
});

describe("mapsScriptUrl: the maps service with the places and geometry libraries", () => {
  it("carries the key, the libraries and the callback, encoded", () => {
    const url = new URL(mapsScriptUrl("key with&odd=chars", "onDealerMapReady"));
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js");
    expect(url.searchParams.get("key")).toBe("key with&odd=chars");
    expect(url.searchParams.get("libraries")).toBe("places,geometry");
    expect(url.searchParams.get("callback")).toBe("onDealerMapReady");
    expect(url.searchParams.get("loading")).toBe("async");
  });
});

describe("projectPins: a pins diagram placed by latitude and longitude", () => {
  const box = { width: 400, height: 300, padding: 20 };
  const IPSWICH = { lat: -27.6138, lng: 152.7893 };
  const BRISBANE = { lat: -27.4698, lng: 153.0251 };
  const GOLD_COAST = { lat: -28.0167, lng: 153.4 };
  const TOOWOOMBA = { lat: -27.5598, lng: 151.9507 };

  it("no points, no pins", () => {
    expect(projectPins([], box)).toEqual([]);
  });

  it("one point sits in the middle", () => {
    expect(projectPins([BRISBANE], box)).toEqual([{ x: 200, y: 150 }]);
  });

  it("all pins stay inside the padded box", () => {
    for (const { x, y } of projectPins([IPSWICH, BRISBANE, GOLD_COAST, TOOWOOMBA], box)) {
      expect(x).toBeGreaterThanOrEqual(20);
      expect(x).toBeLessThanOrEqual(380);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(280);
    }
  });

  it("west is left, north is up", () => {
    const [toowoomba, goldCoast] = projectPins([TOOWOOMBA, GOLD_COAST], box);
    expect(toowoomba.x).toBeLessThan(goldCoast.x);
    expect(toowoomba.y).toBeLessThan(goldCoast.y); // Toowoomba is further north
  });

  it("keeps the shape: one km east is as long as one km north", () => {
    const [origin, east, north] = projectPins([{ lat: -27.5, lng: 153 }, { lat: -27.5, lng: 153.1 }, { lat: -27.4, lng: 153 }], box);
    const dx = east.x - origin.x;
    const dy = origin.y - north.y;
    // 0.1° of longitude at 27.5°S is cos(27.5°) ≈ 0.887 of 0.1° of latitude
    expect(dx / dy).toBeCloseTo(Math.cos((27.45 * Math.PI) / 180), 2);
  });

  it("the widest spread fills the box on one axis", () => {
    const pins = projectPins([TOOWOOMBA, GOLD_COAST], box);
    const xs = pins.map((p) => p.x);
    expect(Math.min(...xs)).toBeCloseTo(20, 6);
    expect(Math.max(...xs)).toBeCloseTo(380, 6);
  });

  it("identical points share the middle", () => {
    expect(projectPins([BRISBANE, BRISBANE], box)).toEqual([
      { x: 200, y: 150 },
      { x: 200, y: 150 },
    ]);
  });
});

describe("clusterPins: pins closer than the radius share one marker on the diagram", () => {
  it("far pins stay apart, in order", () => {
    expect(clusterPins([{ x: 0, y: 0 }, { x: 100, y: 0 }], 10)).toEqual([
      { x: 0, y: 0, members: [0] },
      { x: 100, y: 0, members: [1] },
    ]);
  });

  it("near pins merge into one marker at their mean position", () => {
    expect(clusterPins([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 6, y: 6 }], 10)).toEqual([
      { x: 3, y: 3, members: [0, 2] },
      { x: 100, y: 0, members: [1] },
    ]);
  });

  it.each([
    [9.99, 1],
    [10, 2],
  ])("at distance %d the pins make %d marker(s) (radius 10)", (distance, markers) => {
    expect(clusterPins([{ x: 0, y: 0 }, { x: distance, y: 0 }], 10)).toHaveLength(markers);
  });

  it("no pins, no markers", () => {
    expect(clusterPins([], 10)).toEqual([]);
  });
});

describe("mapPins: one numbered pin per card with coordinates", () => {
  const card = (id: number, point: { lat: number; lng: number } | null) =>
    ({
      id,
      name: `Location ${id}`,
      address: { street: `${id} Main St`, cityLine: "Ipswich QLD 4304", full: "" },
      point,
      directionsUrl: `https://maps.example/${id}`,
      detailsPath: `/our-location/l-${id}`,
    }) as unknown as LocationCardView;

  it("numbers pins by the cards' order and skips cards without coordinates", () => {
    expect(mapPins([card(1, { lat: -27, lng: 152 }), card(2, null), card(3, { lat: -28, lng: 153 })])).toEqual([
      { id: 1, number: 1, name: "Location 1", street: "1 Main St", cityLine: "Ipswich QLD 4304", lat: -27, lng: 152, directionsUrl: "https://maps.example/1", detailsPath: "/our-location/l-1" },
      { id: 3, number: 3, name: "Location 3", street: "3 Main St", cityLine: "Ipswich QLD 4304", lat: -28, lng: 153, directionsUrl: "https://maps.example/3", detailsPath: "/our-location/l-3" },
    ]);
    expect(mapPinFromCard(card(2, null), 1)).toBeNull();
  });
});

describe("placeLabels: pin labels that neither overlap nor leave the picture", () => {
  const box = { width: 400, height: 260, padding: 40 };
  type Rect = { left: number; top: number; right: number; bottom: number };
  const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it("a lone pin is labelled on its right", () => {
    expect(placeLabels([{ x: 200, y: 130 }], ["Ipswich"], box)[0]).toMatchObject({ anchor: "start", x: 212 });
  });

  it("a pin near the right edge is labelled on its left", () => {
    expect(placeLabels([{ x: 370, y: 130 }], ["Sunshine Coast"], box)[0]).toMatchObject({ anchor: "end", x: 358 });
  });

  it("the demo group's clusters get labels clear of each other and of every pin", () => {
    const points = projectPins(
      [
        { lat: -27.6138, lng: 152.7893 }, // Ipswich
        { lat: -27.4441, lng: 153.0462 }, // Brisbane
        { lat: -27.9712, lng: 153.4012 }, // Gold Coast
        { lat: -26.6601, lng: 153.0838 }, // Sunshine Coast
        { lat: -27.5752, lng: 151.9521 }, // Toowoomba
      ],
      box,
    );
    const labels = ["Ipswich · 3 locations", "Brisbane · 4 locations", "Gold Coast · 4 locations", "Sunshine Coast", "Toowoomba · 2 locations"];
    const placed = placeLabels(points, labels, box);
    const pins = points.map((p) => ({ left: p.x - 11, right: p.x + 11, top: p.y - 26, bottom: p.y }));
    placed.forEach((label, i) => {
      expect(label.rect.left, labels[i]).toBeGreaterThanOrEqual(0);
      expect(label.rect.right, labels[i]).toBeLessThanOrEqual(400);
      expect(label.rect.top, labels[i]).toBeGreaterThanOrEqual(0);
      expect(label.rect.bottom, labels[i]).toBeLessThanOrEqual(260);
      pins.forEach((pin) => expect(overlaps(label.rect, pin), `${labels[i]} over a pin`).toBe(false));
      placed.forEach((other, j) => j !== i && expect(overlaps(label.rect, other.rect), `${labels[i]} over ${labels[j]}`).toBe(false));
    });
  });
});
