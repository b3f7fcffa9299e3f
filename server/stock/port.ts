// The stock store port: where a group's stock lives between imports. Embedded default: the group's
// sites/<group>/stock.json, watched; at scale: a PostgreSQL table, changes announced with
// LISTEN/NOTIFY. Every app server's search index follows the store through watch().
import type { Car } from "../sites/schema";

export type StockListener<T = Car> = (groupSlug: string, changed: T[]) => void;

/** T: what the store holds, a group's cars (the default) or its parts catalogue. */
export interface StockStore<T = Car> {
  readonly kind: "files" | "postgres";
  /** A group's stock now, in a stable order. */
  load(groupSlug: string): Promise<T[]>;
  /** Writes a group's added and changed items (by key); every watching server hears of them. */
  save(groupSlug: string, items: readonly T[]): Promise<void>;
  /** Calls back with a group's changed items whenever the store changes, whoever changed it. */
  watch(listener: StockListener<T>): Promise<void>;
  close(): Promise<void>;
}

/** How a store keeps one kind of item: its file in the group's folder, its table, its key. */
export interface StoredKind<T> {
  /** 'stock.json', 'parts.json' */
  file: string;
  /** The file's content → the items (throws on a bad file). */
  parse(json: unknown): T[];
  /** The items → the file's content. */
  wrap(items: readonly T[]): unknown;
  /** The item's key within its group (the table's id column). */
  key(item: T): string | number;
  /** The table, its JSON column and its NOTIFY channel (migrations 010, 011). */
  table: string;
  column: string;
  channel: string;
  /** One item of the table's JSON column (throws on a bad row). */
  parseRow(json: unknown): T;
}

/** What a store needs to know of each group: where its files are and the stock read at start-up. */
export interface StockGroup {
  slug: string;
  dir: string;
  cars: readonly Car[];
}

/** The same for any kind of item: the group's folder and its items read at start-up. */
export interface StoredGroup<T> {
  slug: string;
  dir: string;
  items: readonly T[];
}
