/**
 * Whether the forwarded headers (X-Forwarded-For, -Proto, -Host) of a request count: only when its
 * peer is a proxy that TRUST_PROXY trusts (off by default; a hop count, or the proxies' addresses
 * and CIDRs). Express gets the same function as its "trust proxy" setting (server.ts), so `req.ip`,
 * `req.protocol` and `req.hostname` there agree with `forwardedRequest` here, which the direct lane
 * uses (docs/decisions/0024-public-origin-and-proxies.md).
 */
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import { env, type Env } from "./env.server";

/** `trust(address, hop)`: hop 0 is the peer, hop 1 the last X-Forwarded-For entry, and so on. */
export type Trust = (address: string, hop: number) => boolean;

export function compileTrust(setting: Env["TRUST_PROXY"]): Trust {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

let compiled: Trust | undefined;

/** TRUST_PROXY as a function: the one decision Express and the direct lane both use. */
export function trustProxy(): Trust {
  compiled ??= compileTrust(env().TRUST_PROXY);
  return compiled;
}

export interface ForwardedRequest {
  /** The client's address: the peer, or the first untrusted address walking X-Forwarded-For back. */
  clientIp: string;
  proto: "http" | "https";
  /** X-Forwarded-Host from a trusted peer, else Host. */
  host: string | undefined;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",")[0]?.trim() || undefined;
}

/** What Express reads as `req.ip`, `req.protocol` and `req.hostname` (with port), for Node's request. */
export function forwardedRequest(req: IncomingMessage, trust: Trust = trustProxy()): ForwardedRequest {
  const peerTrusted = trust(req.socket.remoteAddress ?? "", 0);
  const encrypted = "encrypted" in req.socket && !!req.socket.encrypted;
  const proto = (peerTrusted && firstValue(req.headers["x-forwarded-proto"])) || (encrypted ? "https" : "http");
  return {
    clientIp: proxyaddr(req, trust) || "unknown",
    proto: proto === "https" ? "https" : "http",
    host: (peerTrusted && firstValue(req.headers["x-forwarded-host"])) || req.headers.host || undefined,
  };
}
