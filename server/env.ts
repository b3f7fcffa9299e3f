// Environment, parsed once by one zod schema; a bad value stops start-up naming the variable.
import { isIP } from "node:net";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalUrl = z
  .string()
  .url("must be a URL such as https://api.example.com")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** Express's names for address ranges, and an address or CIDR such as 10.0.0.0/8 or fd00::/8. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function proxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address, bits, ...rest] = item.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies may name the client in X-Forwarded-For (Express's `trust proxy`): none by default,
 * so a client cannot claim another address; a hop count (`1` behind one load balancer) or a comma
 * list of addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`. Never `true`: that trusts anyone.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = v?.trim() ?? "";
    if (value === "" || value === "0" || value === "false") return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const items = value.split(",").map((s) => s.trim());
    const bad = items.filter((item) => !proxyAddress(item));
    if (bad.length === 0) return items;
    ctx.addIssue({ code: "custom", message: `must be a hop count (1) or a comma list of addresses, CIDRs or loopback; not ${bad.join(", ")}` });
    return z.NEVER;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int("must be a whole number").min(0).max(65535, "must be a port number (0-65535)").default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITES_DIR: z.string().min(1).default("sites"),
  DEFAULT_SITE: z.string().optional(),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: optionalUrl,
  CAR_API_URL: optionalUrl,
  CAR_API_USER: z.string().optional(),
  CAR_API_PASSWORD: z.string().optional(),
  LEADS_API_URL: optionalUrl,
  ADMIN_PASSWORD: z.string().optional(),
  IMAGE_SERVICE_URL: optionalUrl,
  MAPS_API_KEY: z.string().optional(),
  TRUST_PROXY: trustProxy,
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  // The rendered-page micro-cache (server/page-cache.ts): anonymous GETs of public pages answered from
  // memory for this many seconds; 0, the default, turns it off.
  PAGE_CACHE_SECONDS: z.coerce.number().int("must be a whole number").min(0).max(60, "must be at most 60 seconds").default(0),
  // Adds /__test/* routes (a throwing loader) for the e2e suite; never set in production.
  TEST_ROUTES: bool,
  // Reservations (issue 10): sandbox = the embedded test checkout (no money moves), stripe = Stripe
  // Checkout with the dealership's secret key, off = every reservation becomes a 'Reserve Car' lead.
  // Per-dealership keys STRIPE_SECRET_KEY_<DEALERSHIP_SLUG_UPPER_SNAKE> are read by server/payments/keys.ts.
  // Unset: the sandbox, except in production, where a dealer who configured nothing must never hold
  // cars for test payments (the demo command sets PAYMENTS=sandbox itself).
  PAYMENTS: z.enum(["sandbox", "stripe", "off"]).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535, "must be a port number (1-65535)").optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  // Vehicle lookup and valuation (issue 12): unset, the embedded catalogue and comparable-stock
  // valuer; set, the AutoGrab/NEVDIS-shaped API at this URL (POST /api/nevdis,
  // /api/simple-autograb-lookup, /api/valuations), the key sent as a bearer token.
  VALUATION_API_URL: optionalUrl,
  VALUATION_API_KEY: z.string().optional(),
  // The DMS webhook POST /api/stock/import (issue 16): a bearer token per group,
  // STOCK_IMPORT_TOKEN_<GROUP_SLUG_UPPER_SNAKE> (read by server/stock/token.ts), or this one for every
  // group. Neither set: the webhook answers 404.
  STOCK_IMPORT_TOKEN: z.string().optional(),
  // Search at scale (issue 16): a Typesense cluster, its nodes' URLs comma-separated
  // (https://ts1.example:443,https://ts2.example:443,...), and an API key that may write the
  // group's collections. Unset: the embedded index.
  TYPESENSE_URL: z
    .string()
    .optional()
    .refine((v) => !v || v.split(",").every((u) => /^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(u.trim())), "must be one or more http(s)://host:port URLs, comma-separated"),
  TYPESENSE_API_KEY: z.string().optional(),
  // Garage accounts (issue 15): the email port. Unset, mail is kept in the database and read in the
  // admin mailbox (/admin/mailbox); set, nodemailer sends it through this SMTP server (smtp:// or
  // smtps://user:password@host:port). MAIL_FROM is the address mail comes from.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an SMTP URL such as smtp://user:password@mail.example.com:587")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().email("must be an email address such as no-reply@dealer.example").default("no-reply@dealer-platform.invalid"),
  // Signs the garage's session cookie and unsubscribe links: required in production when a site
  // enables the garage (server/garage/secret.ts); elsewhere a per-process secret is made, with a warning.
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional().or(z.literal("").transform(() => undefined)),
  // Signs the lead forms' captcha challenges and start times: required in production when a site
  // shows the captcha (server/captcha/secret.ts); elsewhere a per-process key is made, with a warning.
  CAPTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional().or(z.literal("").transform(() => undefined)),
  // The no-JavaScript form's minimum fill time (server/captcha/fill-time.ts); the e2e suite, whose
  // robot fills a form in well under a second, sets 0.
  CAPTCHA_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
}).refine((env) => !env.TYPESENSE_URL || env.TYPESENSE_API_KEY, { path: ["TYPESENSE_API_KEY"], message: "is required when TYPESENSE_URL is set" });

export type Payments = "sandbox" | "stripe" | "off";
export type Env = Omit<z.infer<typeof envSchema>, "PAYMENTS"> & { PAYMENTS: Payments };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const payments = result.data.PAYMENTS ?? (result.data.NODE_ENV === "production" ? "off" : "sandbox");
    return { ...result.data, PAYMENTS: payments };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
