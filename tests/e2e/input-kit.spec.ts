// The input kit over real HTTP (Express, Remix, the error page): a body or method an action cannot
// take answers a clear 4xx with a message, never a 500; a chunked upload over the limit is cut off.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { visitorAddress } from "./support/fixtures";

test.describe("bodies and methods", () => {
  test("POST /de/login as text/plain answers 415 with the error page", async ({ request }) => {
    const response = await request.post("/de/login", { headers: { "Content-Type": "text/plain" }, data: "email=a@b.at" });
    expect(response.status()).toBe(415);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  });

  test("PUT /webshop/cart answers 405 with Allow", async ({ request }) => {
    const response = await request.put("/webshop/cart", { form: { intent: "checkout" } });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
  });

  test("TRACE, which Remix's adapter cannot take, answers 405 with Allow before any route", async ({ baseURL }) => {
    const answer = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const req = http.request(new URL("/de/agb", baseURL), { method: "TRACE" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain("GET");
    expect(answer.body).toBe("The method TRACE is not allowed here.");
  });

  for (const host of ["a b", "[::1", "%00", "localhost:99999"]) {
    test(`a Host header that makes no URL (${host}) answers 400, not 500`, async ({ baseURL }) => {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(new URL("/de/agb", baseURL), { headers: { Host: host } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, body }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toBe("The Host header is not a valid host name.");
    });
  }

  test("/api/consent/ answers JSON 415 for a JSON body and 405 with Allow for PUT", async ({ request }) => {
    const json = await request.post("/api/consent/", { data: { intent: "decline" } });
    expect(json.status()).toBe(415);
    expect((await json.json()).error).toMatch(/Send the form as/);
    const put = await request.put("/api/consent/", { form: { intent: "decline" } });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("POST");
  });

  test("a chunked multipart upload of 205 MiB is refused with 413 and a closed connection", async ({ baseURL }) => {
    const url = new URL("/de/api/temp-files/", baseURL);
    const boundary = "----e2e-boundary";
    const result = await new Promise<{ status: number; connection?: string; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = http.request(url, {
        method: "POST",
        headers: {
          Origin: url.origin,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Transfer-Encoding": "chunked",
          // an address of its own, whatever the uploads before it used of the upload limit
          "X-Forwarded-For": visitorAddress(),
        },
      });
      let answered = false;
      req.on("response", (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body, sent }));
      });
      // Once answered, this side stops sending and may meet its own closing socket; before the answer,
      // an error means the answer was lost (the server closed before reading on what was in flight).
      req.on("error", (error) => (answered ? undefined : reject(error)));
      setTimeout(() => reject(new Error(`no answer after 20 s (${sent} bytes sent)`)), 20_000).unref();
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      let part = 0;
      let inPart = 0;
      const write = () => {
        while (part < 41) {
          if (req.destroyed) return;
          const head = inPart === 0 ? `--${boundary}\r\nContent-Disposition: form-data; name="file${part}"; filename="f${part}.pdf"\r\n\r\n%PDF-` : "";
          const ok = req.write(head ? Buffer.concat([Buffer.from(head), chunk]) : chunk);
          sent += chunk.length;
          inPart += 1;
          if (inPart === 5) {
            req.write("\r\n");
            inPart = 0;
            part += 1;
          }
          if (!ok) return void req.once("drain", write);
        }
        req.end(`--${boundary}--\r\n`);
      };
      write();
    });
    expect(result.status).toBe(413);
    expect(result.connection).toBe("close");
    expect(JSON.parse(result.body).error).toMatch(/larger than/);
  });
});
