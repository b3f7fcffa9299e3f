// Environment, parsed once by one zod schema; a bad value stops start-up naming the variable.
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
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  // Adds /__test/* routes (a throwing loader) for the e2e suite; never set in production.
  TEST_ROUTES: bool,
  // Reservations (issue 10): sandbox = the embedded test checkout (no money moves), stripe = Stripe
  // Checkout with the dealership's secret key, off = every reservation becomes a 'Reserve Car' lead.
  // Per-dealership keys STRIPE_SECRET_KEY_<DEALERSHIP_SLUG_UPPER_SNAKE> are read by server/payments/keys.ts.
  PAYMENTS: z.enum(["sandbox", "stripe", "off"]).default("sandbox"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535, "must be a port number (1-65535)").optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
