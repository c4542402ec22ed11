import { describe, expect, it } from "vitest";
import { serviceWorkerConfig } from "./service-worker.server";

describe("serviceWorkerConfig", () => {
  it("carries the version and each locale's texts for the worker's own pages", () => {
    const config = serviceWorkerConfig("abc123");
    expect(config.version).toBe("abc123");
    expect(config.texts.de.heading).toBe("Sie sind offline");
    expect(config.texts.de.titleSuffix).toBe(" | Lesezeichen");
    expect(config.texts.en.savedCopy).toBe("Saved copy from {{date}}");
    expect(Object.keys(config.texts)).toEqual(["de", "en"]);
  });
});
