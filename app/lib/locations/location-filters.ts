// Which locations a page lists: multi-location switch, kind filters, service modes, dealership lists, visibility.
import type { Location } from "../../../server/sites/schema";

export type LocationKind = "sales" | "service" | "parts";
export type LocationFilter = "buying" | "sales" | "service" | "service-no-make" | "parts" | "parts-no-make";
export type LocationMode = "all" | "service-only" | "hide-service";

// Structural shapes, so callers may pass a full Location or any object with the fields a rule reads.
type KindFields = {
  location_type?: Location["location_type"] | null;
  location_subtype?: readonly string[] | null;
  manufacturers?: readonly string[] | null;
};
type DealershipFields = Pick<Location, "dealership_id">;
type VisibilityFields = { name: string; visible?: boolean | null; position?: number | null };

export interface MultiLocationInput {
  dealershipCount: number;
  locationCount: number;
  forced?: boolean;
}

/** "Multiple-location display is on only when more than one dealership (or forced) and more than one location." */
export function isMultiLocation({ dealershipCount, locationCount, forced = false }: MultiLocationInput): boolean {
  return (dealershipCount > 1 || forced) && locationCount > 1;
}

/** location_type, where "empty means sales". */
export function locationKind(location: KindFields): LocationKind {
  return location.location_type || "sales";
}

/** A sales location ("location_type ... empty means sales"). */
export const isSalesLocation = (location: KindFields): boolean => locationKind(location) === "sales";

/**
 * The one order of locations wherever a page lists them: position, then name (case- and
 * accent-insensitive, so 'albany' does not sort after 'Zetland'). Array sort is stable, so equal
 * locations keep the order they came in.
 */
export function byLocationOrder(a: VisibilityFields, b: VisibilityFields): number {
  return (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name, "en", { sensitivity: "base" });
}

function isBuying(location: KindFields): boolean {
  return (location.location_subtype ?? []).some((subtype) => subtype.trim().toLowerCase() === "buying");
}

// "With no make": the location lists no manufacturers, i.e. it serves every make.
function hasNoMake(location: KindFields): boolean {
  return (location.manufacturers ?? []).length === 0;
}

/**
 * The spec's location helper filters. 'buying' reads location_subtype whatever the location_type;
 * the others read location_type (empty = sales), the "-no-make" ones also need an empty manufacturers list.
 */
export function filterLocations<L extends KindFields>(locations: readonly L[], filter: LocationFilter): L[] {
  const keep: Record<LocationFilter, (location: L) => boolean> = {
    buying: isBuying,
    sales: isSalesLocation,
    service: (l) => locationKind(l) === "service",
    "service-no-make": (l) => locationKind(l) === "service" && hasNoMake(l),
    parts: (l) => locationKind(l) === "parts",
    "parts-no-make": (l) => locationKind(l) === "parts" && hasNoMake(l),
  };
  return locations.filter(keep[filter]);
}

/** The location filter modes: 'service-only' keeps service locations, 'hide-service' drops them, 'all' keeps all. */
export function applyLocationMode<L extends KindFields>(locations: readonly L[], mode: LocationMode): L[] {
  if (mode === "service-only") return locations.filter((l) => locationKind(l) === "service");
  if (mode === "hide-service") return locations.filter((l) => locationKind(l) !== "service");
  return [...locations];
}

export interface DealershipLists {
  /** Restrict to these dealerships and order by this list; empty or absent means no restriction. */
  shown?: readonly number[] | null;
  /** Remove these dealerships' locations; applied after `shown`, so hiding always wins. */
  hidden?: readonly number[] | null;
}

/** "Hidden and shown dealership lists order and restrict locations." Within a dealership the given order is kept. */
export function orderAndRestrictByDealerships<L extends DealershipFields>(
  locations: readonly L[],
  { shown, hidden }: DealershipLists = {},
): L[] {
  const hide = new Set(hidden ?? []);
  let result = locations.filter((l) => !hide.has(l.dealership_id));
  if (shown && shown.length > 0) {
    const rank = new Map<number, number>();
    shown.forEach((id, index) => {
      if (!rank.has(id)) rank.set(id, index); // first mention decides the place
    });
    result = result
      .filter((l) => rank.has(l.dealership_id))
      .map((location, index) => ({ location, index, rank: rank.get(location.dealership_id) as number }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ location }) => location);
  }
  return result;
}

/** Locations to list: visible ones (visible absent counts as visible, the schema's default), in location order. */
export function visibleLocations<L extends VisibilityFields>(locations: readonly L[]): L[] {
  return locations.filter((l) => l.visible !== false).sort(byLocationOrder);
}
