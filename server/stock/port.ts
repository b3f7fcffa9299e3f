// The stock store port: where a group's stock lives between imports. Embedded default: the group's
// sites/<group>/stock.json, watched; at scale: a PostgreSQL table, changes announced with
// LISTEN/NOTIFY. Every app server's search index follows the store through watch().
import type { Car } from "../sites/schema";

export type StockListener = (groupSlug: string, changed: Car[]) => void;

export interface StockStore {
  readonly kind: "files" | "postgres";
  /** A group's stock now, in a stable order. */
  load(groupSlug: string): Promise<Car[]>;
  /** Writes a group's added and changed cars (by id); every watching server hears of them. */
  save(groupSlug: string, cars: readonly Car[]): Promise<void>;
  /** Calls back with a group's changed cars whenever the store changes, whoever changed it. */
  watch(listener: StockListener): Promise<void>;
  close(): Promise<void>;
}

/** What a store needs to know of each group: where its files are and the stock read at start-up. */
export interface StockGroup {
  slug: string;
  dir: string;
  cars: readonly Car[];
}
