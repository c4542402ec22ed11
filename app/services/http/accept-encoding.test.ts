import { describe, expect, it } from "vitest";
import { acceptedEncoding, acceptsGzip } from "./accept-encoding";

describe("acceptsGzip", () => {
  it("takes gzip where a browser or client names it", () => {
    for (const header of ["gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8, *;q=0.1", "GZIP", "x-gzip", "*", ["deflate", "gzip"]]) expect(acceptsGzip(header), String(header)).toBe(true);
  });

  it("refuses gzip when it is absent, weighted zero, or weighted below an unencoded answer", () => {
    for (const header of [undefined, "", "identity", "br, deflate", "gzip;q=0", "gzip;q=0.000", "*;q=0", "gzip;q=0.5, identity;q=1", "br, *;q=0"]) {
      expect(acceptsGzip(header), String(header)).toBe(false);
    }
  });

  it("answers a header it has seen before the same, also after many others came between", () => {
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    for (let i = 0; i < 250; i++) expect(acceptsGzip(`br;q=0.${i % 10}, gzip;q=${i % 2}`)).toBe(i % 2 === 1);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("gzip;q=1, br")).toBe(true);
  });
});

describe("acceptedEncoding", () => {
  const offers = ["br", "gzip"] as const;
  it("answers with the coding the client weighs highest, the server's order breaking ties", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd", offers)).toBe("br");
    expect(acceptedEncoding("gzip, deflate", offers)).toBe("gzip");
    expect(acceptedEncoding("br;q=0.5, gzip", offers)).toBe("gzip");
    expect(acceptedEncoding("*", offers)).toBe("br");
    expect(acceptedEncoding("br;q=0, *", offers)).toBe("gzip");
  });

  it("answers unencoded when neither is taken", () => {
    for (const header of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0", "br;q=0.4, identity;q=0.5"]) {
      expect(acceptedEncoding(header, offers), String(header)).toBeNull();
    }
  });
});
