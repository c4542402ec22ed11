import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { secretFile } from "./secret.server";

const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-secret-"));
  dirs.push(dir);
  return path.join(dir, "data", "session-secret");
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("secretFile", () => {
  it("makes a secret once and reads it back afterwards", () => {
    const file = scratch();
    const first = secretFile(file);
    expect(first.made).toBe(true);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secretFile(file)).toEqual({ secret: first.secret, made: false });
    expect(fs.readdirSync(path.dirname(file))).toEqual(["session-secret"]);
  });

  it("keeps the secret another process wrote after this one looked (two workers starting at once)", () => {
    const file = scratch();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "the-other-workers-secret");
    // This process looked before the other one had written its file.
    vi.spyOn(fs, "existsSync").mockReturnValueOnce(false);
    expect(secretFile(file)).toEqual({ secret: "the-other-workers-secret", made: false });
    expect(fs.readFileSync(file, "utf8")).toBe("the-other-workers-secret");
    expect(fs.readdirSync(path.dirname(file))).toEqual(["session-secret"]);
  });
});
