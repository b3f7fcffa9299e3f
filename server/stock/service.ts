// The stock service of an app server: the store chosen by the environment (the stock table when
// DATABASE_URL is set, else the sites/ files), its stock loaded into the search engines, and every
// later change of the store applied to them incrementally. Imports go through here.
import type { Database } from "../db/database";
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import type { SearchService } from "../search/service";
import type { FeedFormat } from "./feed";
import { createFileStore } from "./file-store";
import { importFeed, type ImportOptions, type ImportResult } from "./import";
import { createPostgresStore } from "./pg-store";
import type { StockGroup, StockStore } from "./port";
import { importToken } from "./token";
import type { SecretSource } from "../payments/keys";

export interface StockService {
  readonly store: StockStore;
  /** Imports a feed into a group's stock; this server's index takes the change at once, the others through the store. */
  import(groupSlug: string, text: string, format: FeedFormat, opts: ImportOptions): Promise<ImportResult>;
  /** The webhook's bearer token for a group; null: the webhook is off for it. */
  importToken(groupSlug: string): string | null;
  close(): Promise<void>;
}

export function stockGroups(registry: SiteRegistry): StockGroup[] {
  const groups = new Map<string, StockGroup>();
  for (const { group } of registry.entries) groups.set(group.group.slug, { slug: group.group.slug, dir: group.dir, cars: group.cars });
  return [...groups.values()];
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
    importToken: (groupSlug) => importToken(secrets, groupSlug),
    close: () => store.close(),
  };
}
