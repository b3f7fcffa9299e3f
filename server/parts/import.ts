// One import of a dealer's parts feed into a group's catalogue, as the stock import does for cars
// (server/stock/import.ts): read the feed under the part schema, plan it, write it unless a dry run.
import { partSchema } from "../sites/part-schema";
import type { Part } from "../sites/part-schema";
import { readFeed, type FeedFormat, type FeedShape } from "../stock/feed";
import type { ImportOptions } from "../stock/import";
import type { StockStore } from "../stock/port";
import { planParts, type PartsPlan } from "./plan";

export const PARTS_FEED: FeedShape = { schema: partSchema, list: "parts", noun: "part" };

export interface PartsImportResult extends PartsPlan {
  dryRun: boolean;
  full: boolean;
}

export async function importParts(store: StockStore<Part>, groupSlug: string, text: string, format: FeedFormat, opts: Omit<ImportOptions, "now">): Promise<PartsImportResult> {
  const feed = readFeed(text, format, PARTS_FEED);
  // A feed that could not be read whole says nothing about which parts are gone.
  const whole = !feed.errors.some((e) => e.field === "(file)");
  const plan = planParts(await store.load(groupSlug), feed.rows, { full: opts.full && whole });
  const errors = [...feed.errors, ...plan.errors].sort((a, b) => a.line - b.line);
  if (!opts.dryRun && plan.parts.length > 0) await store.save(groupSlug, plan.parts);
  return { ...plan, errors, dryRun: opts.dryRun, full: opts.full };
}
