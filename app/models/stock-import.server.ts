// POST /api/stock/import: the dealer's DMS sends its stock feed (CSV or JSON by Content-Type) for
// the group of the site it posts to, with the group's bearer token. ?full=1 marks cars missing from
// the feed sold, ?dry_run=1 only answers what would change. Bad rows come back by line and field
// and do not stop the others. Every refusal is a 4xx with a sentence; a store failure is a 503.
// ?kind=parts takes the group's parts catalogue instead, the same way (docs/decisions/2026-11-27-parts.md):
// ?full=1 then sets the parts the feed no longer lists to no stock.
import type { AppLoadContext } from "@remix-run/node";
import { readBytes } from "../../server/leads/body";
import { feedFormat } from "../../server/stock/feed";
import { bearerMatches } from "../../server/stock/token";

/** The largest feed taken in one request: a 100,000-car CSV is about 60 MB; DMS feeds are per group and far smaller. */
export const STOCK_FEED_MAX_BYTES = 32 * 1024 * 1024;

type Ctx = Pick<AppLoadContext, "site" | "services">;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const flag = (url: URL, name: string) => /^(1|true|yes)$/i.test(url.searchParams.get(name) ?? "");

export async function stockImportApi(context: Ctx, request: Request, now = new Date()): Promise<Response> {
  const groupSlug = context.site.group.group.slug;
  const token = context.services.stock.importToken(groupSlug);
  if (!token) return json({ error: "Stock import is not set up for this group." }, 404);
  if (!bearerMatches(request.headers.get("authorization"), token)) {
    return json({ error: "Send the group's stock import token as 'Authorization: Bearer <token>'." }, 401, { "WWW-Authenticate": 'Bearer realm="stock import"' });
  }
  const format = feedFormat(request.headers.get("content-type") ?? "");
  if (!format) return json({ error: "Send the feed as text/csv or application/json." }, 415);
  const bytes = await readBytes(request, STOCK_FEED_MAX_BYTES);
  if (!bytes.ok) return json({ error: bytes.error }, bytes.status);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.value);
  } catch {
    return json({ error: "The feed is not UTF-8 text." }, 400);
  }
  if (text.includes("\0")) return json({ error: "The feed holds a NUL byte." }, 400);
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "cars";
  if (kind !== "cars" && kind !== "parts") return json({ error: "kind: one of cars, parts." }, 400);
  const opts = { full: flag(url, "full"), dryRun: flag(url, "dry_run"), now };
  const failed = (error: unknown) => {
    console.error(`${kind} import for ${groupSlug} failed:`, error);
    return json({ error: `The ${kind === "parts" ? "parts catalogue" : "stock"} could not be saved; nothing was imported. Try again shortly.` }, 503, { "Retry-After": "30" });
  };
  if (kind === "parts") {
    let parts;
    try {
      parts = await context.services.stock.importParts(groupSlug, text, format, opts);
    } catch (error) {
      return failed(error);
    }
    const counted = (k: string) => parts.changes.filter((c) => c.kind === k).length;
    const body = { kind, dry_run: parts.dryRun, full: parts.full, added: counted("added"), changed: counted("changed"), out_of_stock: counted("out_of_stock"), unchanged: parts.unchanged, changes: parts.changes, errors: parts.errors };
    return json(body, parts.errors.some((e) => e.field === "(file)") ? 400 : 200);
  }
  let result;
  try {
    result = await context.services.stock.import(groupSlug, text, format, opts);
  } catch (error) {
    return failed(error);
  }
  const count = (kind: string) => result.changes.filter((c) => c.kind === kind).length;
  const body = {
    dry_run: result.dryRun,
    full: result.full,
    added: count("added"),
    changed: count("changed"),
    sold: count("sold"),
    unchanged: result.unchanged,
    changes: result.changes,
    errors: result.errors,
  };
  // Nothing readable at all (an empty or broken file): the feed itself is bad.
  const unreadable = result.errors.some((e) => e.field === "(file)");
  return json(body, unreadable ? 400 : 200);
}
