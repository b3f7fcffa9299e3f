import { describe, expect, it, vi } from "vitest";
import { EnvError, parseEnv } from "../../server/env";
import { sessionSecret } from "../../server/garage/secret";
import type { SiteRegistry } from "../../server/sites/registry";

const registry = (garage: boolean) => ({ entries: [{ site: { slug: "drivewell", features: { garage_enabled: garage } } }] }) as unknown as SiteRegistry;
const SECRET = "a".repeat(32);

describe("SESSION_SECRET", () => {
  it("is required in production when a site enables the garage, naming the variable and the site", () => {
    expect(() => sessionSecret({ NODE_ENV: "production", SESSION_SECRET: undefined }, registry(true))).toThrow(EnvError);
    expect(() => sessionSecret({ NODE_ENV: "production", SESSION_SECRET: undefined }, registry(true))).toThrow(/SESSION_SECRET: required .*drivewell/);
    expect(sessionSecret({ NODE_ENV: "production", SESSION_SECRET: SECRET }, registry(true))).toBe(SECRET);
  });

  it("is made per process, with a warning, outside production; no warning when no site has the garage", () => {
    const warn = vi.fn();
    const a = sessionSecret({ NODE_ENV: "development", SESSION_SECRET: undefined }, registry(true), warn);
    const b = sessionSecret({ NODE_ENV: "test", SESSION_SECRET: undefined }, registry(true), warn);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(warn).toHaveBeenCalledTimes(2);
    sessionSecret({ NODE_ENV: "production", SESSION_SECRET: undefined }, registry(false), warn);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("is at least 32 characters; SMTP_URL must be smtp:// or smtps://", () => {
    expect(() => parseEnv({ SESSION_SECRET: "a".repeat(31) })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(parseEnv({ SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(SECRET);
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL: must be an SMTP URL/);
    expect(parseEnv({ SMTP_URL: "smtps://u:p@mail.example.com:465" }).SMTP_URL).toBe("smtps://u:p@mail.example.com:465");
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });
});
