// npm run import -- --group <group> [--full] [--dry-run] feed.csv|feed.json
// Imports a dealer's stock feed into a group's stock store: the sites/<group>/stock.json file (the
// embedded default; running servers pick the change up by watching it), or the stock table when
// DATABASE_URL is set (running servers hear of it through NOTIFY). Rows are keyed by VIN, else
// stock number; --full marks the group's cars missing from the feed sold; --dry-run changes nothing.
// Exit code: 0 all rows taken, 1 some rows bad (the good ones are taken), 2 nothing could be done.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseEnv } from "../server/env";
import { openDatabase } from "../server/db/open";
import { loadSitesDir } from "../server/sites/load";
import { SiteRegistry } from "../server/sites/registry";
import { feedFormat } from "../server/stock/feed";
import { importFeed, importReport } from "../server/stock/import";
import { createStockStore, stockGroups } from "../server/stock/service";

const USAGE = "usage: npm run import -- --group <group slug> [--full] [--dry-run] <feed.csv | feed.json>";

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a === "--full" || a === "--dry-run"));
  const groupAt = argv.indexOf("--group");
  const groupSlug = groupAt >= 0 ? argv[groupAt + 1] : undefined;
  const files = argv.filter((a, i) => !a.startsWith("--") && i !== groupAt + 1);
  if (!groupSlug || files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const format = feedFormat(files[0]);
  if (!format) {
    console.error(`${files[0]}: a feed is a .csv or a .json file\n${USAGE}`);
    return 2;
  }
  const env = parseEnv();
  const registry = new SiteRegistry(loadSitesDir(path.resolve(env.SITES_DIR)));
  const groups = stockGroups(registry);
  const group = registry.entries.find((e) => e.group.group.slug === groupSlug)?.group;
  if (!group) {
    console.error(`no group '${groupSlug}' (known: ${groups.map((g) => g.slug).join(", ")})`);
    return 2;
  }
  const db = env.DATABASE_URL ? await openDatabase(env) : null;
  const store = createStockStore(env, db, groups);
  try {
    const text = await readFile(files[0], "utf8");
    const result = await importFeed(store, { slug: groupSlug, group: group.group }, text, format, {
      full: flags.has("--full"),
      dryRun: flags.has("--dry-run"),
      now: new Date(),
    });
    console.log(importReport(result));
    return result.errors.length > 0 ? 1 : 0;
  } finally {
    await store.close();
    await db?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import failed: ${(error as Error).message}`);
    process.exit(2);
  },
);
