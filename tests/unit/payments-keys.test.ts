import { describe, expect, it } from "vitest";
import { envSuffix, stripeSecretKey, stripeWebhookSecret } from "../../server/payments/keys";
import { EnvError, parseEnv } from "../../server/env";

describe("Stripe keys come from the environment, per dealership", () => {
  it("names the variable after the dealership slug", () => {
    expect(envSuffix("sunshine-toyota")).toBe("SUNSHINE_TOYOTA");
    expect(envSuffix("live-oak-motors-2")).toBe("LIVE_OAK_MOTORS_2");
  });
  it("prefers the dealership's own key, else the shared one, else none", () => {
    const env = { STRIPE_SECRET_KEY: "sk_live_shared", STRIPE_SECRET_KEY_SUNSHINE_TOYOTA: "sk_live_toyota" };
    expect(stripeSecretKey(env, "sunshine-toyota")).toBe("sk_live_toyota");
    expect(stripeSecretKey(env, "sunshine-mazda")).toBe("sk_live_shared");
    expect(stripeSecretKey({ STRIPE_SECRET_KEY: "  " }, "sunshine-mazda")).toBeNull();
  });
  it("finds the webhook secret of a dealership or the shared one", () => {
    const env = { STRIPE_WEBHOOK_SECRET: "whsec_shared", STRIPE_WEBHOOK_SECRET_TAMAKI_MOTOR_COMPANY: "whsec_nz" };
    expect(stripeWebhookSecret(env, "tamaki-motor-company")).toBe("whsec_nz");
    expect(stripeWebhookSecret(env)).toBe("whsec_shared");
    expect(stripeWebhookSecret({})).toBeNull();
  });
});

describe("PAYMENTS", () => {
  it("defaults to the embedded sandbox, but in production to the lead path (no test payments unless asked for)", () => {
    expect(parseEnv({}).PAYMENTS).toBe("sandbox");
    expect(parseEnv({ NODE_ENV: "development" }).PAYMENTS).toBe("sandbox");
    expect(parseEnv({ NODE_ENV: "production" }).PAYMENTS).toBe("off");
    expect(parseEnv({ NODE_ENV: "production", PAYMENTS: "sandbox" }).PAYMENTS).toBe("sandbox");
  });
  it("takes stripe and off; anything else stops start-up naming it", () => {
    expect(parseEnv({ PAYMENTS: "off" }).PAYMENTS).toBe("off");
    expect(parseEnv({ PAYMENTS: "stripe", STRIPE_API_PORT: "12111", STRIPE_API_PROTOCOL: "http" })).toMatchObject({ STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: "http" });
    expect(() => parseEnv({ PAYMENTS: "paypal" })).toThrow(EnvError);
    expect(() => parseEnv({ PAYMENTS: "paypal" })).toThrow(/PAYMENTS: /);
  });
});
