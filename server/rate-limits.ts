// Per-client limits (rate-limiter-flexible): in memory by default; in PostgreSQL when DATABASE_URL
// is set, so every app server behind a load balancer counts against one shared limit.
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { LEAD_RATE_WINDOWS, type RateWindow } from "./leads/guards";

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one request for a client; refuses with the wait once any window is full. */
export interface RateLimit {
  consume(key: string): Promise<RateDecision>;
}

/** Wrong passwords per client: locked for the lock time after the last allowed failure. */
export interface Lockout {
  /** Whether the client is locked out now (checked before the password). */
  check(key: string): Promise<RateDecision>;
  /** Counts one wrong password; true when this one locked the client out. */
  fail(key: string): Promise<boolean>;
}

export interface RateLimits {
  /** Lead creation (forms and POST /api/leads): 5 a minute, 30 an hour. */
  leadCreate: RateLimit;
  /** Lead updates (PUT /api/leads/{id}, later steps of a form): generous, a form has several steps. */
  leadUpdate: RateLimit;
  /** Phone reveals on vehicle pages. */
  phoneReveal: RateLimit;
  /** Vehicle lookups and valuations through the JSON API (each may be a paid call to the valuation API). */
  valuation: RateLimit;
  /** Analytics events (POST /api/events): a page sends a few; a flood from one client is cut off. */
  events: RateLimit;
  /** Chat messages from one visitor (client address), whichever conversation. */
  chatVisitor: RateLimit;
  /** Messages into one conversation (its id), whoever sends them. */
  chatConversation: RateLimit;
  /** The dealer inbox's password. */
  adminSignIn: Lockout;
  /** Garage sign-in codes asked for, per client address and per email address (issue 15). */
  signInCodeByAddress: RateLimit;
  signInCodeByEmail: RateLimit;
  close(): Promise<void>;
}

export const LEAD_UPDATE_WINDOWS: readonly RateWindow[] = [{ limit: 30, windowMs: 60_000 }];
export const PHONE_REVEAL_WINDOWS: readonly RateWindow[] = [{ limit: 20, windowMs: 60_000 }];
/** A visitor looks up a car or two and adjusts a valuation a few times; a script asks hundreds. */
export const VALUATION_WINDOWS: readonly RateWindow[] = [
  { limit: 30, windowMs: 60_000 },
  { limit: 200, windowMs: 60 * 60_000 },
];
export const VALUATION_LIMITED_MESSAGE = "You have asked for a lot of vehicle lookups or valuations in a short time. Please wait a few minutes and try again.";
export const EVENT_WINDOWS: readonly RateWindow[] = [{ limit: 120, windowMs: 60_000 }];
export const PHONE_REVEAL_LIMITED_MESSAGE = "You have asked for a lot of phone numbers in a short time. Please wait a minute and try again.";
/** A visitor writes a line every few seconds at most; a script writes hundreds. Our numbers. */
export const CHAT_VISITOR_WINDOWS: readonly RateWindow[] = [
  { limit: 20, windowMs: 60_000 },
  { limit: 200, windowMs: 60 * 60_000 },
];
export const CHAT_CONVERSATION_WINDOWS: readonly RateWindow[] = [{ limit: 10, windowMs: 60_000 }];
export const CHAT_LIMITED_MESSAGE = "You have sent a lot of messages in a short time. Please wait a minute and try again.";
/** A visitor asks for a code, maybe again when it is slow to arrive; more is a script or a mail bomb. */
export const SIGN_IN_CODE_EMAIL_WINDOWS: readonly RateWindow[] = [{ limit: 3, windowMs: 15 * 60_000 }];
/** An address may be a family or an office sharing one connection: a few people's worth. */
export const SIGN_IN_CODE_ADDRESS_WINDOWS: readonly RateWindow[] = [{ limit: 10, windowMs: 15 * 60_000 }];
/** "Lock out an address after 10 wrong passwords for 15 minutes." */
export const ADMIN_LOCKOUT = { failures: 10, lockMs: 15 * 60_000 };

/** The shared table; each limit's rows carry its own key prefix. */
const TABLE = "rate_limits";

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const refused = (res: RateLimiterRes): RateDecision => ({ ok: false, retryAfterSeconds: seconds(res.msBeforeNext) });

type Make = (keyPrefix: string, points: number, durationSeconds: number) => RateLimiterAbstract;

function windows(make: Make, name: string, list: readonly RateWindow[]): RateLimit {
  const limiters = list.map((w) => make(`${name}-${w.windowMs / 1000}s`, w.limit, w.windowMs / 1000));
  return {
    async consume(key) {
      for (const limiter of limiters) {
        try {
          await limiter.consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes) return refused(error);
          // The store failed and its in-memory insurance too: a limit must never lose a lead.
          console.error(`rate limit ${name} unavailable:`, error);
        }
      }
      return { ok: true };
    },
  };
}

function lockout(make: Make, name: string): Lockout {
  const { failures, lockMs } = ADMIN_LOCKOUT;
  const limiter = make(name, failures, lockMs / 1000);
  return {
    async check(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= failures ? refused(res) : { ok: true };
    },
    async fail(key) {
      const res = await limiter.penalty(key, 1);
      if (res.consumedPoints !== failures) return false;
      await limiter.block(key, lockMs / 1000); // the full lock time counts from the last try
      return true;
    },
  };
}

function limitsWith(make: Make, close: () => Promise<void>): RateLimits {
  return {
    leadCreate: windows(make, "lead-create", LEAD_RATE_WINDOWS),
    leadUpdate: windows(make, "lead-update", LEAD_UPDATE_WINDOWS),
    phoneReveal: windows(make, "phone-reveal", PHONE_REVEAL_WINDOWS),
    valuation: windows(make, "valuation", VALUATION_WINDOWS),
    events: windows(make, "events", EVENT_WINDOWS),
    chatVisitor: windows(make, "chat-visitor", CHAT_VISITOR_WINDOWS),
    chatConversation: windows(make, "chat-conversation", CHAT_CONVERSATION_WINDOWS),
    adminSignIn: lockout(make, "admin-sign-in"),
    signInCodeByAddress: windows(make, "sign-in-code-address", SIGN_IN_CODE_ADDRESS_WINDOWS),
    signInCodeByEmail: windows(make, "sign-in-code-email", SIGN_IN_CODE_EMAIL_WINDOWS),
    close,
  };
}

export function memoryRateLimits(): RateLimits {
  return limitsWith((keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }), async () => undefined);
}

/**
 * Limits kept in PostgreSQL (a small pool of their own; the library creates its table). While the
 * database cannot answer, each limit falls back to counting in this process's memory.
 */
export async function postgresRateLimits(connectionString: string): Promise<RateLimits> {
  const pool = new pg.Pool({ connectionString, max: 3, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => console.error("rate limits: PostgreSQL idle connection error:", error.message));
  // Create the table once, before the limits use it (several CREATE TABLEs at once can collide).
  const tableError = await new Promise<Error | null>((resolve) => {
    new RateLimiterPostgres({ storeClient: pool, storeType: "pool", tableName: TABLE, points: 1, duration: 1, clearExpiredByTimeout: false }, (error) =>
      resolve(error ?? null),
    );
  });
  if (tableError) console.error("rate limits: table not ready, counting in memory until PostgreSQL answers:", tableError);
  const make: Make = (keyPrefix, points, duration) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    });
  return limitsWith(make, () => pool.end());
}

export function createRateLimits(env: { DATABASE_URL?: string }): Promise<RateLimits> {
  return env.DATABASE_URL ? postgresRateLimits(env.DATABASE_URL) : Promise.resolve(memoryRateLimits());
}
