// Reads every group folder under SITES_DIR and validates it; a broken file stops start-up naming file and field.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ZodType, ZodTypeDef } from "zod";
import { groupSchema, siteSchema, stockSchema, type Car, type Group, type Site } from "./schema";
import { partsFileSchema, type Part } from "./part-schema";

export interface LoadedGroup {
  dir: string;
  group: Group;
  /** The stock as read at start-up: the stock store's first copy, never read by pages (see registry.ts). */
  cars: Car[];
  /** The parts catalogue as read at start-up (parts.json; none when the group has no such file). */
  parts: Part[];
  sites: Site[];
}

export class SitesError extends Error {}

function readJson<T>(file: string, schema: ZodType<T, ZodTypeDef, unknown>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON (${error.message})` : "cannot be read";
    throw new SitesError(`${file} ${reason}`);
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 10).map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(file)";
    return `  ${file}: field ${field}: ${issue.message}`;
  });
  throw new SitesError(`Invalid site data:\n${issues.join("\n")}`);
}

export function loadGroup(dir: string): LoadedGroup {
  const groupFile = path.join(dir, "group.json");
  if (!existsSync(groupFile)) {
    throw new SitesError(`${groupFile} is missing: a group folder holds group.json, stock.json and sites/*.json`);
  }
  const group = readJson(groupFile, groupSchema);
  const stockFile = path.join(dir, "stock.json");
  if (!existsSync(stockFile)) {
    throw new SitesError(`${stockFile} is missing (for the demo groups run \`npm run generate\`)`);
  }
  const { cars } = readJson(stockFile, stockSchema);
  const partsFile = path.join(dir, "parts.json");
  const parts = existsSync(partsFile) ? readJson(partsFile, partsFileSchema).parts : [];
  const sitesDir = path.join(dir, "sites");
  if (!existsSync(sitesDir)) throw new SitesError(`${sitesDir} is missing: a group needs at least one site`);
  const files = readdirSync(sitesDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  if (files.length === 0) throw new SitesError(`${sitesDir} holds no site file: a group needs at least one site`);
  const sites = files.map((name) => {
    const site = readJson(path.join(sitesDir, name), siteSchema);
    // Other messages name a site's file after its slug, and a renamed copy must not serve stale data.
    if (`${site.slug}.json` !== name) {
      throw new SitesError(`${path.join(sitesDir, name)}: field slug: '${site.slug}' differs from the file name (expected '${name.slice(0, -5)}')`);
    }
    return site;
  });
  checkReferences(dir, group, cars, sites);
  return { dir, group, cars, parts, sites };
}

function checkReferences(dir: string, group: Group, cars: Car[], sites: Site[]) {
  const dealershipIds = new Set(group.dealerships.map((d) => d.id));
  const locationIds = new Set(group.locations.map((l) => l.id));
  for (const loc of group.locations) {
    if (!dealershipIds.has(loc.dealership_id)) {
      throw new SitesError(`${dir}/group.json: location ${loc.slug}: field dealership_id: no dealership ${loc.dealership_id}`);
    }
  }
  const slugs = new Set<string>();
  const ids = new Set<number>();
  for (const car of cars) {
    if (slugs.has(car.slug)) throw new SitesError(`${dir}/stock.json: car ${car.id}: field slug: duplicate slug ${car.slug}`);
    slugs.add(car.slug);
    if (ids.has(car.id)) throw new SitesError(`${dir}/stock.json: car ${car.slug}: field id: duplicate id ${car.id}`);
    ids.add(car.id);
    if (!dealershipIds.has(car.dealership_id)) {
      throw new SitesError(`${dir}/stock.json: car ${car.slug}: field dealership_id: no dealership ${car.dealership_id}`);
    }
    if (locationIds.size > 0 && !locationIds.has(car.location_id)) {
      throw new SitesError(`${dir}/stock.json: car ${car.slug}: field location_id: no location ${car.location_id}`);
    }
  }
  for (const site of sites) {
    for (const id of site.dealership_ids) {
      if (!dealershipIds.has(id)) {
        throw new SitesError(`${dir}/sites/${site.slug}.json: field dealership_ids: no dealership ${id}`);
      }
    }
  }
}

export function loadSitesDir(sitesDir: string): LoadedGroup[] {
  if (!existsSync(sitesDir) || !statSync(sitesDir).isDirectory()) {
    throw new SitesError(`SITES_DIR ${sitesDir} is not a folder`);
  }
  const groups = readdirSync(sitesDir)
    .filter((name) => !name.startsWith(".") && statSync(path.join(sitesDir, name)).isDirectory())
    .sort()
    .map((name) => loadGroup(path.join(sitesDir, name)));
  if (groups.length === 0) throw new SitesError(`SITES_DIR ${sitesDir} holds no group folder`);
  return groups;
}
