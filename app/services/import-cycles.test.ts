// No import circle among the services: a file that needs another's types imports a types file, never
// the module that builds on it. Type-only and lazy (`import()`) imports count as well.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const candidate = base + ending;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file's imports among the given files. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, "utf8");
      const targets = [...text.matchAll(SPECIFIER)].map((m) => resolveImport(file, m[1]!)).filter((t): t is string => t !== null && known.has(t));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every circle as the list of files on it, found by a depth-first walk (one report per circle). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (node: string) => {
    seen.add(node);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (onStack.has(next)) {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join("|");
        if (!reported.has(key)) {
          cycles.push([...cycle, next]);
          reported.add(key);
        }
      } else if (!seen.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(node);
  };
  for (const node of graph.keys()) if (!seen.has(node)) visit(node);
  return cycles;
}

describe("imports among the services", () => {
  it("finds a circle where there is one", () => {
    const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(findCycles(new Map([["a", ["b"]], ["b", []]]))).toEqual([]);
  });

  it("reads every form of import", () => {
    const services = path.join(app, "services");
    const graph = importGraph(sourceFiles(services));
    const boxOffice = path.join(services, "box-office");
    expect(graph.get(path.join(boxOffice, "box-office.server.ts"))).toContain(path.join(boxOffice, "embedded.server.ts"));
    expect(graph.get(path.join(boxOffice, "embedded.server.ts"))).toContain(path.join(boxOffice, "types.server.ts"));
  });

  it("form no circle", () => {
    const graph = importGraph(sourceFiles(path.join(app, "services")));
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(app, file)).join(" → "));
    expect(cycles).toEqual([]);
  });
});
