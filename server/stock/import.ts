// One import of a dealer's feed into a group's stock, for the CLI and the DMS webhook alike: read
// the feed, plan it against the store's stock, write the plan unless it is a dry run.
import type { Group } from "../sites/schema";
import { readFeed, type FeedFormat } from "./feed";
import { planImport, type ImportPlan } from "./plan";
import type { StockStore } from "./port";

export interface ImportOptions {
  full: boolean;
  dryRun: boolean;
  now: Date;
}

export interface ImportResult extends ImportPlan {
  dryRun: boolean;
  full: boolean;
}

export async function importFeed(
  store: StockStore,
  group: { slug: string; group: Pick<Group, "dealerships" | "locations"> },
  text: string,
  format: FeedFormat,
  opts: ImportOptions,
): Promise<ImportResult> {
  const feed = readFeed(text, format);
  // A feed that could not be read whole says nothing about which cars are gone: no sold marking.
  const whole = !feed.errors.some((e) => e.field === "(file)");
  const plan = planImport(await store.load(group.slug), feed.rows, { full: opts.full && whole, now: opts.now, group: group.group });
  const errors = [...feed.errors, ...plan.errors].sort((a, b) => a.line - b.line);
  if (!opts.dryRun && plan.cars.length > 0) await store.save(group.slug, plan.cars);
  return { ...plan, errors, dryRun: opts.dryRun, full: opts.full };
}

/** The report a person reads (the CLI prints it): one line per change and per bad row. */
export function importReport(result: ImportResult): string {
  const count = (kind: string) => result.changes.filter((c) => c.kind === kind).length;
  const lines = [
    `${result.dryRun ? "Dry run: would import" : "Imported"}: ${count("added")} added, ${count("changed")} changed, ${count("sold")} marked sold, ${result.unchanged} unchanged, ${result.errors.length} bad rows`,
    ...result.changes.map((c) => `  ${c.kind.padEnd(7)} ${c.key} (${c.slug})${c.fields ? `: ${c.fields.join(", ")}` : ""}`),
    ...result.errors.map((e) => `  line ${e.line}: field ${e.field}: ${e.message}`),
  ];
  return lines.join("\n");
}
