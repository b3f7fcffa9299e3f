// The vehicle lookup and valuation ports (issue 12): identify a visitor's car (registry by rego +
// state or VIN, or a pick from the catalogue), price it, and keep the valuation a dealer will read.
// Embedded: the catalogue (group stock + shipped brands) and the group's comparable stock.
// At scale: the AutoGrab/NEVDIS-shaped HTTP API named by VALUATION_API_URL.
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import type { RejectReason, ValuationPurpose, VehicleDetails, VehicleIdentity } from "../../app/lib/valuation/vehicle";

export type { RejectReason, ValuationPurpose, VehicleDetails, VehicleIdentity };

/** What a registry is asked: a plate and the state that issued it, or a VIN. */
export type LookupQuery = { rego: string; state?: string } | { vin: string };

export type LookupResult =
  | { kind: "found"; vehicle: VehicleIdentity; source: "nevdis" | "autograb" }
  /** The registry answered and knows no such vehicle: a field message, never an error page. */
  | { kind: "not-found" }
  /** The embedded adapter has no registry to ask: the visitor picks the car from the catalogue. */
  | { kind: "no-registry" };

export interface VehicleLookup {
  /** True when a registry answers lookups (the HTTP adapter). */
  readonly registry: boolean;
  /**
   * `/api/nevdis` (registration lookup) or `/api/simple-autograb-lookup` (vehicle lookup).
   * A registry that fails (5xx, timeout, bad reply) throws the shared fetch helper's CallError.
   */
  lookup(query: LookupQuery, via: "nevdis" | "autograb"): Promise<LookupResult>;
}

/** The cascading picker: each list narrows by the choices before it. Sorted for display. */
export interface VehicleCatalogue {
  years(entry: SiteEntry): number[];
  makes(entry: SiteEntry, year?: number): string[];
  models(entry: SiteEntry, make: string, year?: number): string[];
  badges(entry: SiteEntry, make: string, model: string, year?: number): string[];
}

export type ValuationSource = "stock" | "autograb";

export type ValuationResult =
  | {
      kind: "priced";
      /** Whole currency units (dollars), rounded to the nearest 100. */
      low: number;
      high: number;
      /** The single guide figure, between low and high. */
      guide: number;
      currency: "AUD" | "NZD" | "USD";
      source: ValuationSource;
      /** How many comparable cars the figure rests on (stock source), else null. */
      comparables: number | null;
    }
  /** Honest decline: "we'll call you with a price". */
  | { kind: "declined"; reason: "too-few-comparables" | "not-valued"; source: ValuationSource; comparables: number | null };

export interface ValuationInput {
  entry: SiteEntry;
  vehicle: VehicleIdentity;
  details: VehicleDetails;
  now: Date;
}

export interface Valuer {
  /** Throws the fetch helper's CallError when the valuation API fails; never for a car it cannot price. */
  value(input: ValuationInput): Promise<ValuationResult>;
}

export type ValuationStatus = "offered" | "declined" | "accepted" | "rejected";

/** A stored valuation: what the visitor told us, what we answered, what they decided. */
export interface Valuation {
  id: string; // uuid: the visitor's pages and the JSON API carry it
  siteSlug: string;
  groupSlug: string;
  purpose: ValuationPurpose;
  /** The car being bought, for /cars/trade-in?car_id= (its slug), else null. */
  carSlug: string | null;
  vehicle: VehicleIdentity;
  details: VehicleDetails;
  result: ValuationResult;
  status: ValuationStatus;
  rejectReason: RejectReason | null;
  rejectComment: string | null;
  leadId: string | null;
  /** POST /api/miscellaneous's values by column name (the one site that uses it: `valuation`). */
  miscellaneous: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface CreateValuationInput extends ValuationInput {
  purpose: ValuationPurpose;
  car?: Car | null;
}

export type Decision = { decision: "accept" } | { decision: "reject"; reason: RejectReason; comment?: string };

export interface ValuationService {
  lookup: VehicleLookup;
  catalogue: VehicleCatalogue;
  /**
   * Values the car and stores the valuation. The result is returned even when storing fails
   * (spec point 8: "valuation save failure: console only"): then `valuation` is null.
   * The valuer's CallError propagates (the caller answers 503 and keeps the visitor's input).
   */
  create(input: CreateValuationInput): Promise<{ result: ValuationResult; valuation: Valuation | null }>;
  /** The site's valuation by id, or null (unknown id, another site's, or a malformed id). */
  get(entry: SiteEntry, id: string): Promise<Valuation | null>;
  /** The adjustment call: new details, valued again, same id. Null when the id is not this site's. */
  adjust(entry: SiteEntry, id: string, details: VehicleDetails, now: Date): Promise<Valuation | null>;
  /** Accept, or reject with a reason (only where the dealership enables rejection: the caller checks). */
  decide(entry: SiteEntry, id: string, decision: Decision): Promise<Valuation | null>;
  /** The lead that locked the valuation in. */
  attachLead(entry: SiteEntry, id: string, leadId: string): Promise<void>;
  /** POST /api/miscellaneous: a value kept under a column name on the valuation. */
  setMiscellaneous(entry: SiteEntry, id: string, column: string, value: unknown): Promise<Valuation | null>;
  /** The admin list, newest first. */
  list(filter: { groupSlug: string; siteSlugs?: string[]; limit?: number; offset?: number }): Promise<Valuation[]>;
}
