import { describe, expect, it, vi } from "vitest";
import { EnvError } from "../../server/env";
import { captchaKey } from "../../server/captcha/secret";
import type { SiteRegistry } from "../../server/sites/registry";

const KEY = "k".repeat(32);
const registry = (enabled: boolean) => ({ entries: [{ site: { slug: "sunshine", captcha: { enabled } } }] }) as unknown as SiteRegistry;

describe("CAPTCHA_HMAC_KEY at start-up", () => {
  it("production with a site showing the captcha: required, the error names it and the site", () => {
    expect(() => captchaKey({ NODE_ENV: "production", CAPTCHA_HMAC_KEY: undefined }, registry(true))).toThrow(EnvError);
    expect(() => captchaKey({ NODE_ENV: "production", CAPTCHA_HMAC_KEY: undefined }, registry(true))).toThrow(/CAPTCHA_HMAC_KEY: required .*sunshine/);
    expect(captchaKey({ NODE_ENV: "production", CAPTCHA_HMAC_KEY: KEY }, registry(true))).toBe(KEY);
  });
  it("development and tests: a key made for the process, with a warning; none when every site turned it off", () => {
    const warn = vi.fn();
    const a = captchaKey({ NODE_ENV: "development", CAPTCHA_HMAC_KEY: undefined }, registry(true), warn);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("CAPTCHA_HMAC_KEY is not set"));
    const quiet = vi.fn();
    expect(captchaKey({ NODE_ENV: "production", CAPTCHA_HMAC_KEY: undefined }, registry(false), quiet)).toMatch(/^[0-9a-f]{64}$/);
    expect(quiet).not.toHaveBeenCalled();
  });
});
