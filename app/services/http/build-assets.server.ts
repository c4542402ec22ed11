// Build assets (scripts and stylesheets of the browser build) are fingerprinted, never change, and are
// compressed once when the app is built: a `.br` (Brotli, best quality) and a `.gz` (gzip, level 9)
// beside each file (scripts/compress-build.mjs). They are answered from those files as the browser
// accepts them, without compressing anything per request.
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { acceptedEncoding } from "./accept-encoding";

const ENCODINGS = ["br", "gzip"] as const;
const SUFFIX: Record<(typeof ENCODINGS)[number], string> = { br: ".br", gzip: ".gz" };
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Every file under `dir` by its path below it as a URL path ("/assets/app-x.js"), with its size; files
 * in folders whose name starts with "." (the build's own `.vite/`) are left out.
 */
export function filesUnder(dir: string): Map<string, number> {
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !path.relative(dir, entry.parentPath).split(path.sep).some((part) => part.startsWith(".")))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [`/${path.relative(dir, file).split(path.sep).join("/")}`, fs.statSync(file).size] as const;
      }),
  );
}

/**
 * Answers a GET or HEAD of a pre-compressed build file (mounted under /build); anything else (a file
 * without compressed copies, an unknown path) goes on to the next handler.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = filesUnder(dir);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(req.path)) return next();
    const type = TYPES[path.extname(req.path)];
    const coding = acceptedEncoding(req.headers["accept-encoding"], ENCODINGS.filter((c) => files.has(req.path + SUFFIX[c])));
    if (!type || !coding) return next();
    const compressed = req.path + SUFFIX[coding];
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", files.get(compressed)!);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (req.method === "HEAD") return res.end();
    fs.createReadStream(path.join(dir, compressed)).on("error", next).pipe(res);
  };
}
