// The car API's local adapter (the embedded default): answers from the stock and group data under
// sites/, scoped to the asking site's dealerships, with booking times derived from opening hours.
import type { Location, SpecialHours } from "../sites/schema";
import type { SiteRegistry } from "../sites/registry";
import type { SearchService } from "../search/service";
import { timeZoneForState } from "../../app/lib/locale";
import { localDate } from "../../app/lib/dates";
import { byLocationOrder, isSalesLocation, locationKind } from "../../app/lib/locations/location-filters";
import type { BookingDay, CarApi, CarApiSite } from "./port";

/** How many days ahead booking times are offered, starting tomorrow. */
export const BOOKING_DAYS = 14;


const minutes = (hhmm: string | undefined) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};
const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** On-the-hour starts from opening until an hour before closing. */
function hourlyTimes(open: string | undefined, close: string | undefined): string[] {
  const from = minutes(open);
  const to = minutes(close);
  if (from === null || to === null) return [];
  const times: string[] = [];
  for (let t = Math.ceil(from / 60) * 60; t + 60 <= to; t += 60) times.push(hhmm(t));
  return times;
}

function dayHours(location: Location, specials: SpecialHours[], date: string, weekday: number) {
  const special = specials.find((s) => s.date === date && (s.location_id ?? s.location?.id) === location.id);
  if (special) {
    if (special.status === "Closed") return [];
    return hourlyTimes(special.start_hour ?? special.hours?.begin, special.end_hour ?? special.hours?.end);
  }
  const regular = location.contact_detail.opening_hours.find((h) => h.weekday === weekday);
  return regular?.status === "Open" ? hourlyTimes(regular.open, regular.close) : [];
}

export function bookingDays(location: Location, specials: SpecialHours[], now: Date, days = BOOKING_DAYS): BookingDay[] {
  const timeZone = timeZoneForState(location.address.state) ?? "UTC"; // the dealership's own dates and weekdays
  const result: BookingDay[] = [];
  for (let i = 1; i <= days; i += 1) {
    const { date, weekday } = localDate(new Date(now.getTime() + i * 86_400_000), timeZone);
    const times = dayHours(location, specials, date, weekday);
    if (times.length) result.push({ date, location_id: location.id, times });
  }
  return result;
}

export function createLocalCarApi(registry: SiteRegistry, search: SearchService, opts: { now?: () => Date } = {}): CarApi {
  const now = opts.now ?? (() => new Date());
  const carOf = (site: CarApiSite, slug: string) => {
    const entry = registry.bySiteSlug(site.slug);
    return entry ? search.forSite(entry).bySlug(slug) : null;
  };
  const groupOfDealership = (dealershipId: number) =>
    registry.entries.find((e) => e.group.group.dealerships.some((d) => d.id === dealershipId))?.group.group ?? null;

  function slots(dealershipId: number, kind: "service" | "sales"): BookingDay[] | null {
    const group = groupOfDealership(dealershipId);
    if (!group) return null;
    const own = group.locations.filter((l) => l.dealership_id === dealershipId && l.visible).sort(byLocationOrder);
    const location = (kind === "service" ? own.find((l) => locationKind(l) === "service") : undefined) ?? own.find(isSalesLocation) ?? own[0];
    return location ? bookingDays(location, group.special_hours, now()) : [];
  }

  return {
    kind: "local",
    async getCar(site, slug) {
      return carOf(site, slug);
    },
    async serviceSlots(dealershipId) {
      return slots(dealershipId, "service");
    },
    async testDriveSlots(dealershipId) {
      return slots(dealershipId, "sales");
    },
  };
}
