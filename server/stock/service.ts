// The stock service of an app server: the store chosen by the environment (the stock table when
// DATABASE_URL is set, else the sites/ files), its stock loaded into the search engines, and every
// later change of the store applied to them incrementally. Imports go through here. The parts
// catalogue rides along the same way: its own store (parts.json or the stock_parts table) and index.
import type { Database } from "../db/database";
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import type { SearchService } from "../search/service";
import type { FeedFormat } from "./feed";
import { createFileStore, createJsonFileStore } from "./file-store";
import { importFeed, type ImportOptions, type ImportResult } from "./import";
import { createPostgresStore, createTableStore } from "./pg-store";
import type { StockGroup, StockStore, StoredGroup } from "./port";
import { PARTS } from "./stored-kinds";
import type { Part } from "../sites/part-schema";
import { importParts, type PartsImportResult } from "../parts/import";
import { importToken } from "./token";
import type { SecretSource } from "../payments/keys";

export interface StockService {
  readonly store: StockStore;
  /** Imports a feed into a group's stock; this server's index takes the change at once, the others through the store. */
  import(groupSlug: string, text: string, format: FeedFormat, opts: ImportOptions): Promise<ImportResult>;
  readonly parts: StockStore<Part>;
  /** Imports a parts feed into a group's catalogue, as import() does for its cars. */
  importParts(groupSlug: string, text: string, format: FeedFormat, opts: Omit<ImportOptions, "now">): Promise<PartsImportResult>;
  /** The webhook's bearer token for a group; null: the webhook is off for it. */
  importToken(groupSlug: string): string | null;
  close(): Promise<void>;
}

export function stockGroups(registry: SiteRegistry): StockGroup[] {
  const groups = new Map<string, StockGroup>();
  for (const { group } of registry.entries) groups.set(group.group.slug, { slug: group.group.slug, dir: group.dir, cars: group.cars });
  return [...groups.values()];
}

export function partGroups(registry: SiteRegistry): StoredGroup<Part>[] {
  const groups = new Map<string, StoredGroup<Part>>();
  for (const { group } of registry.entries) groups.set(group.group.slug, { slug: group.group.slug, dir: group.dir, items: group.parts });
  return [...groups.values()];
}

/** The parts table on PostgreSQL; else each group's parts.json (as the cars). */
export function createPartsStore(env: Pick<Env, "DATABASE_URL">, db: Database | null, groups: readonly StoredGroup<Part>[]): StockStore<Part> {
  return env.DATABASE_URL && db?.kind === "postgres" ? createTableStore(PARTS, db, env.DATABASE_URL, groups) : createJsonFileStore(PARTS, groups);
}

/** The stock table on PostgreSQL; else the files (PGlite holds no stock: the files stay the demo's data). */
export function createStockStore(env: Pick<Env, "DATABASE_URL">, db: Database | null, groups: readonly StockGroup[]): StockStore {
  return env.DATABASE_URL && db?.kind === "postgres" ? createPostgresStore(db, env.DATABASE_URL, groups) : createFileStore(groups);
}

export async function startStock(
  env: Pick<Env, "DATABASE_URL">,
  db: Database,
  registry: SiteRegistry,
  search: SearchService,
  secrets: SecretSource = process.env,
): Promise<StockService> {
  const groups = stockGroups(registry);
  const store = createStockStore(env, db, groups);
  if (store.kind === "postgres") {
    // The table, not the files, is the stock at scale (the files only seed it).
    for (const group of groups) search.forGroup(group.slug).rebuild(await store.load(group.slug));
  }
  await store.watch((slug, changed) => search.apply(slug, changed));
  const parts = createPartsStore(env, db, partGroups(registry));
  if (parts.kind === "postgres") for (const group of groups) search.forGroup(group.slug).rebuildParts(await parts.load(group.slug));
  await parts.watch((slug, changed) => search.applyParts(slug, changed));
  const bySlug = new Map(registry.entries.map((e) => [e.group.group.slug, e.group]));
  return {
    store,
    async import(groupSlug, text, format, opts) {
      const group = bySlug.get(groupSlug);
      if (!group) throw new Error(`no group ${groupSlug}`);
      const result = await importFeed(store, { slug: groupSlug, group: group.group }, text, format, opts);
      if (!result.dryRun) search.apply(groupSlug, result.cars);
      return result;
    },
    parts,
    async importParts(groupSlug, text, format, opts) {
      if (!bySlug.has(groupSlug)) throw new Error(`no group ${groupSlug}`);
      const result = await importParts(parts, groupSlug, text, format, opts);
      if (!result.dryRun) search.applyParts(groupSlug, result.parts);
      return result;
    },
    importToken: (groupSlug) => importToken(secrets, groupSlug),
    close: async () => {
      await store.close();
      await parts.close();
    },
  };
}
