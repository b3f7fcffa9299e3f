// One request context: the site is resolved once from the Host header and handed, with the
// group's services, to every loader and action (routes never look these up themselves).
import type { AppLoadContext } from "@remix-run/node";
import type { Env } from "./env";
import type { Geocoder } from "./geocoding";
import type { Database } from "./db/database";
import type { Forwarder } from "./leads/forwarder";
import type { CarApi } from "./cars/port";
import type { SiteEntry, SiteRegistry } from "./sites/registry";
import type { SearchService } from "./search/service";
import type { StockService } from "./stock/service";
import type { RateLimits } from "./rate-limits";
import type { ReservationService } from "./reservations/port";
import type { ValuationService } from "./valuation/port";
import type { EventRecorder } from "./analytics/recorder";
import type { ChatService } from "./chat/service";
import type { Mailer } from "./email";
import type { GarageService } from "./garage/service";

/** Long-lived services shared by all requests of this process. */import type { CaptchaService } from "./captcha/service";

export interface Services {
  env: Env;
  registry: SiteRegistry;
  /** Postcode → coordinates for the nearest-location box (maps service, or the embedded table). */
  geocoder: Geocoder;
  db: Database;
  /** Call wake() after storing a lead so it is forwarded at once rather than on the next poll. */
  leadForwarder: Forwarder;
  /** The car API: local stock under sites/, or the dealer platform's HTTP API when CAR_API_URL is set. */
  cars: CarApi;
  /** Stock search: one in-process index per group (server/search), following the stock store. */
  search: SearchService;
  /** The stock store (sites/ files, or the stock table) and the feed importer (issue 16). */
  stock: StockService;
  /** Per-client limits (leads, phone reveals, the inbox password): memory, or PostgreSQL shared by all servers. */
  limits: RateLimits;
  /** Online reservations with a card deposit (issue 10): Stripe, the embedded sandbox, or the lead path. */
  reservations: ReservationService;
  /** Vehicle lookup and trade-in valuation (issue 12): the AutoGrab/NEVDIS-shaped API, or the embedded catalogue and comparable stock. */
  valuations: ValuationService;
  /** Analytics events (spec points 3 and 9): queued in memory, written in batches; never awaited by a page. */
  events: EventRecorder;
  /** The 'Text us' chat (issue 14): conversations in the database, live over SSE, told between servers by its bus. */
  chat: ChatService;
  /** The email port (issue 15): the outbox sender, to SMTP or the embedded admin mailbox. */
  mailer: Mailer;
  /** Garage accounts (issue 15): sessions and the secret of codes and unsubscribe links. */
  garage: GarageService;
  /** The lead forms' captcha: signed challenges, single-use solutions, the no-JavaScript fill time. */
  captcha: CaptchaService;
  /** The daily garage alert's timer. */
  alertSchedule: { stop(): void };
}

export interface RequestContext {
  /** The site answering to the request's host (an unknown host never reaches Remix: server/unknown-host.ts). */
  site: SiteEntry;
  services: Services;
  /** The client's address (Express req.ip: X-Forwarded-For only from a TRUST_PROXY proxy), for per-client limits. */
  clientIp?: string | null;
  /** This response's Content-Security-Policy nonce: every inline <script> carries it. */
  cspNonce?: string;
  /** The loaders' data goes into a page's HTML (not a client navigation's .data): a loader may leave out
   * what that HTML shows and the browser never renders again (the search page's cards). */
  document?: boolean;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export function requestContext(services: Services, site: SiteEntry, clientIp?: string, cspNonce?: string, document = false): AppLoadContext {
  return { site, services, clientIp: clientIp ?? null, cspNonce, document };
}
