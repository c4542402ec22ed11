import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the defaults for an empty environment, an empty value counting as unset", () => {
    const config = parseEnv({ CART_RATE_LIMIT: "", TRUST_PROXY: "" });
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      DATABASE_URL: "file:./data/festival.sqlite",
      MEDIA_DIR: "./data/media",
      DATA_DIR: "./data",
      CART_RATE_LIMIT: 30,
      BOX_OFFICE: "embedded",
      TRUST_PROXY: false,
    });
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it("reads TRUST_PROXY as off, a hop count or a list of proxy addresses and CIDRs", () => {
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12,loopback" }).TRUST_PROXY).toEqual(["10.0.0.1", "172.16.0.0/12", "loopback"]);
  });

  it("reads WEB_CONCURRENCY as a count of worker processes, unset meaning one per core", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBeUndefined();
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
  });

  it("takes an http(s) origin as PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://festival.example" }).PUBLIC_URL).toBe("https://festival.example");
    expect(parseEnv({ PUBLIC_URL: "http://localhost:8080/" }).PUBLIC_URL).toBe("http://localhost:8080/");
  });

  it.each([
    ["CART_RATE_LIMIT", "abc"],
    ["CART_RATE_LIMIT", "0"],
    ["CART_RATE_LIMIT", "2.5"],
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/festival"],
    ["SESSION_SECRET", "short"],
    ["SENTRY_DSN", "not a url"],
    ["COOKIE_DOMAIN", "festival example"],
    ["PUBLIC_URL", "festival.example"],
    ["PUBLIC_URL", "https://festival.example/de"],
    ["PUBLIC_URL", "ftp://festival.example"],
    ["PUBLIC_URL", "https://user:pw@festival.example"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "10.0.0.300"],
    ["BOX_OFFICE", "elsewhere"],
    ["LOG_REQUESTS", "yes"],
    ["INSECURE_COOKIES", "true"],
    ["NODE_ENV", "staging"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "two"],
    ["WEB_CONCURRENCY", "1.5"],
  ])("refuses %s=%s with a message naming the variable and its value", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(`Invalid environment: ${name}=${JSON.stringify(value)} `);
  });

  it("names every malformed variable at once", () => {
    expect(() => parseEnv({ CART_RATE_LIMIT: "abc", PORT: "x" })).toThrow(/PORT="x" .*; CART_RATE_LIMIT="abc" |CART_RATE_LIMIT="abc" .*; PORT="x" /);
  });
});
