import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

describe("environment", () => {
  it("has working defaults: port 3000 on 127.0.0.1, sites from sites/", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", SITES_DIR: "sites", DATA_DIR: "data", NODE_ENV: "development" });
    expect(env.TEST_ROUTES).toBe(false);
    expect(env.LOG_REQUESTS).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "30.5" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ LOG_REQUESTS: "maybe" }, "LOG_REQUESTS"],
    [{ TYPESENSE_URL: "ts1:8108", TYPESENSE_API_KEY: "k" }, "TYPESENSE_URL"],
    [{ TYPESENSE_URL: "https://ts1:8108,ftp://ts2", TYPESENSE_API_KEY: "k" }, "TYPESENSE_URL"],
    [{ TYPESENSE_URL: "https://ts1:8108" }, "TYPESENSE_API_KEY"],
  ])("stops on %j with a message naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment:\\n  ${variable}: `));
  });

  it("takes a Typesense cluster as comma-separated node URLs with its API key", () => {
    const env = parseEnv({ TYPESENSE_URL: "https://ts1:8108,https://ts2:8108, https://ts3:8108", TYPESENSE_API_KEY: "key" });
    expect(env).toMatchObject({ TYPESENSE_URL: "https://ts1:8108,https://ts2:8108, https://ts3:8108", TYPESENSE_API_KEY: "key" });
  });

  it("reads PORT and HOST from the environment", () => {
    expect(parseEnv({ PORT: "8080", HOST: "0.0.0.0" })).toMatchObject({ PORT: 8080, HOST: "0.0.0.0" });
  });

  it("trusts no proxy by default; TRUST_PROXY takes a hop count or a list of addresses, CIDRs and loopback", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8"]);
  });

  it.each(["true", "*", "10.0.0.0/33", "proxy.example", "1.2.3", "-1"])("stops on TRUST_PROXY=%s (it would trust any client, or is no address)", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/^Invalid environment:\n  TRUST_PROXY: /);
  });
});
