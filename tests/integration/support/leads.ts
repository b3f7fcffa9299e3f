// A request context for the lead routes over the demo sites and a real database, and helpers to
// post forms and JSON to them as a browser or an API client would.
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Services } from "../../../server/context";
import type { Database } from "../../../server/db/database";
import { openDatabase, type DatabaseEnv } from "../../../server/db/open";
import { parseEnv } from "../../../server/env";
import { createLocalCarApi } from "../../../server/cars/local";
import { createChatService } from "../../../server/chat/service";
import { memoryChatBus } from "../../../server/chat/bus";
import { loadSitesDir } from "../../../server/sites/load";
import { SiteRegistry } from "../../../server/sites/registry";
import { memoryRateLimits } from "../../../server/rate-limits";
import { createReservationService } from "../../../server/reservations/service";
import { createValuationService } from "../../../server/valuation";
import { startEventRecorder } from "../../../server/analytics/recorder";
import { truncateAll, type TestDatabase } from "./databases";
import { siteCars } from "../../fixtures/site-cars";
import { SearchService } from "../../../server/search/service";
import { createCaptchaService } from "../../../server/captcha/service";
import { databaseReplayStore } from "../../../server/captcha/replay-store";
import { TEST_CAPTCHA_KEY, formStarted } from "./captcha";

let registry: SiteRegistry | undefined;
/** The demo sites, loaded once per test file. */
export function demoRegistry(): SiteRegistry {
  registry ??= new SiteRegistry(loadSitesDir(path.resolve("sites")), "sunshine");
  return registry;
}

/** An API lead as the spec's example gives it: an enquiry about the demo's reserved car. */
export const carEnquiryLead = () => ({
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "+61 412 345 678",
  message: "Is it available?",
  category: "Used Vehicle Enquiry",
  car_id: siteCars(demoRegistry().bySiteSlug("sunshine")!).find((c) => c.slug === "edge-reserved")!.id,
});

export interface LeadTestServices {
  services: Services;
  db: Database;
  wakes: () => number;
  /** A context for a site, as the Express adapter builds it (clientIp: req.ip). */
  context(site: string, clientIp?: string): AppLoadContext;
  close(): Promise<void>;
}

export async function leadServices(dbEnv: DatabaseEnv, env: Record<string, string> = {}): Promise<LeadTestServices> {
  const reg = demoRegistry();
  const db = await openDatabase(dbEnv);
  let wakes = 0;
  const search = new SearchService(reg);
  const services = {
    env: parseEnv({ ADMIN_PASSWORD: "letmein", ...env }),
    registry: reg,
    db,
    cars: createLocalCarApi(reg, search),
    search,
    leadForwarder: { wake: () => void wakes++, stop: async () => undefined },
    limits: memoryRateLimits(),
    events: startEventRecorder(db, { flushMs: 60_000 }),
    // The posts here are not a browser's: no fill time (the captcha's own tests: captcha-*.test.ts).
    captcha: createCaptchaService(TEST_CAPTCHA_KEY, databaseReplayStore(db), { minFillMs: 0 }),
  } as unknown as Services;
  services.reservations = await createReservationService({ env: services.env, db, registry: reg, search, leads: services, secrets: env, sweepEvery: false });
  services.valuations = createValuationService({ env: services.env, db, search });
  services.chat = createChatService({ db, limits: services.limits, leads: services, bus: memoryChatBus() });
  return {
    services,
    db,
    wakes: () => wakes,
    context: (site, clientIp = "203.0.113.10") => ({ site: reg.bySiteSlug(site), services, clientIp }) as unknown as AppLoadContext,
    close: async () => {
      await services.chat.close();
      await services.events.stop();
      await db.close();
    },
  };
}

/**
 * Lead services on a fresh database of `target` for the enclosing describe block, emptied before each
 * test. The object is filled in by beforeAll, so use its members inside hooks and tests only.
 */
export function useLeadServices(target: TestDatabase): LeadTestServices {
  const t = {} as LeadTestServices;
  beforeAll(async () => void Object.assign(t, await leadServices(await target.freshEnv())));
  afterAll(async () => {
    await t.close?.();
    await target.cleanUp();
  });
  beforeEach(() => truncateAll(t.db));
  return t;
}

export const host = (site: string) => `${site}.localhost`;

/**
 * A browser form post (urlencoded, or multipart when a value is a File). Like a form our page
 * rendered, it carries a signed start time (the captcha refuses a post with neither captcha field)
 * unless it posts its own `form_started` or `altcha`, or `bare` asks for a post not from our page.
 */
export function formPost(site: string, pathAndQuery: string, posted: Record<string, string | string[] | File>, headers: Record<string, string> = {}, { bare = false } = {}): Request {
  const own = bare || "form_started" in posted || "altcha" in posted;
  const values = own ? posted : { ...posted, ...formStarted() };
  const hasFile = Object.values(values).some((v) => v instanceof File);
  let body: FormData | URLSearchParams;
  if (hasFile) {
    body = new FormData();
    for (const [k, v] of Object.entries(values)) for (const item of Array.isArray(v) ? v : [v]) (body as FormData).append(k, item);
  } else {
    body = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) for (const item of Array.isArray(v) ? v : [v]) (body as URLSearchParams).append(k, item as string);
  }
  return new Request(`http://${host(site)}${pathAndQuery}`, { method: "POST", body, headers: { "user-agent": "vitest", ...headers } });
}

export function jsonPost(site: string, pathAndQuery: string, body: unknown, init: { method?: string; headers?: Record<string, string>; raw?: string } = {}): Request {
  return new Request(`http://${host(site)}${pathAndQuery}`, {
    method: init.method ?? "POST",
    body: init.raw ?? JSON.stringify(body),
    headers: { "content-type": "application/json", "user-agent": "vitest", ...init.headers },
  });
}

export const get = (site: string, pathAndQuery: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host(site)}${pathAndQuery}`, { headers });

/** What an action answered: a redirect's location, or the data and status of data(). */
export async function outcome(pending: unknown): Promise<{ status: number; location: string | null; data: unknown }> {
  const result = await pending;
  if (result instanceof Response) {
    const text = await result.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: result.status, location: result.headers.get("location"), data };
  }
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    const d = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, location: null, data: d.data };
  }
  return { status: 200, location: null, data: result };
}

/** Runs fn and returns what it threw, or fails when it did not throw. */
export async function thrown(fn: () => unknown): Promise<Response> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

export const VALID_CONTACT = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "4000",
};
