// Compresses the browser build's scripts, stylesheets and manifests once, after `remix vite:build`:
// `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each file. The server answers
// /build/ from them (app/services/http/build-assets.server.ts).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const DIR = "build/client";

const files = fs
  .readdirSync(DIR, { recursive: true, withFileTypes: true })
  // (not .vite/, the build's own manifest, which is never served)
  .filter((entry) => entry.isFile() && /\.(js|css|json|svg)$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}.`))
  .map((entry) => path.join(entry.parentPath, entry.name));

await Promise.all(
  files.map(async (file) => {
    const body = await fs.promises.readFile(file);
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    await fs.promises.writeFile(`${file}.br`, await brotli(body, { params }));
    await fs.promises.writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
  }),
);
