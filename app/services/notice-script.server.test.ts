import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { LIMITED_NOTICE_ID, NOTICE_REASON_ATTRIBUTE, UNSUPPORTED_BROWSER_ATTRIBUTE } from "~/lib/notice";
import { LIMITED_NOTICE_SCRIPT } from "./notice-script.server";

// The inline script runs in the visitor's browser before anything of ours; here it runs against
// stand-ins of the few things it touches (the e2e spec notice-layer.spec.ts runs it in Chromium).
interface Element {
  hidden: boolean;
  attrs: Record<string, string>;
  onclick?: () => void;
  onsubmit?: (event: { preventDefault(): void }) => boolean;
  focused?: boolean;
  focus(): void;
  getAttribute(name: string): string | null;
}

function element(attrs: Record<string, string> = {}, hidden = false): Element {
  return {
    hidden,
    attrs,
    focus() {
      this.focused = true;
    },
    getAttribute(name) {
      return this.attrs[name] ?? null;
    },
  };
}

interface Browser {
  cookie?: string;
  connection?: Record<string, unknown>;
  deviceMemory?: number;
  hardwareConcurrency?: number;
  /** Features to take away: "fetch", "at", "hasOwn", "modules". */
  missing?: string[];
  protocol?: string;
}

function run(browser: Browser = {}) {
  const missing = new Set(browser.missing ?? []);
  const texts = ["unsupported", "slow", "weak"].map((reason) => element({ [NOTICE_REASON_ATTRIBUTE]: reason }, true));
  const reload = element();
  const form = element();
  const main = element();
  const box = Object.assign(element({}, true), {
    querySelectorAll: () => texts,
    querySelector: (selector: string) => (selector === "form" ? form : reload),
  });
  let reloaded = 0;
  const root = { attrs: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attrs[name] = value; } };
  const document = {
    documentElement: root,
    cookie: browser.cookie ?? "",
    getElementById: (id: string) => (id === LIMITED_NOTICE_ID ? box : id === "main-content" ? main : null),
    createElement: () => (missing.has("modules") ? {} : { noModule: false }),
  };
  const window = {
    fetch: missing.has("fetch") ? undefined : () => undefined,
    Promise,
    IntersectionObserver: function IntersectionObserver() {},
    location: { protocol: browser.protocol ?? "http:", reload: () => reloaded++ },
  };
  const navigator = { connection: browser.connection, deviceMemory: browser.deviceMemory, hardwareConcurrency: browser.hardwareConcurrency ?? 8 };
  // A fresh realm: its own Array and Object, so a feature can be taken away from it alone.
  const context = vm.createContext({ document, window, navigator });
  if (missing.has("at")) vm.runInContext("delete Array.prototype.at", context);
  if (missing.has("hasOwn")) vm.runInContext("delete Object.hasOwn", context);
  vm.runInContext(LIMITED_NOTICE_SCRIPT, context);
  const shown = texts.filter((t) => !t.hidden).map((t) => t.attrs[NOTICE_REASON_ATTRIBUTE]);
  const unsupported = UNSUPPORTED_BROWSER_ATTRIBUTE in root.attrs;
  return { box, shown: box.hidden ? null : shown, unsupported, reload, form, main, document, reloads: () => reloaded };
}

describe("the inline script of the limited notice", () => {
  it("is written for old browsers: no syntax newer than ES5", () => {
    for (const modern of ["=>", "`", "?.", "??", "...", /\b(let|const|class|async|await)\b/]) {
      if (typeof modern === "string") expect(LIMITED_NOTICE_SCRIPT).not.toContain(modern);
      else expect(LIMITED_NOTICE_SCRIPT).not.toMatch(modern);
    }
  });

  it("stays hidden in a current browser on a good connection", () => {
    expect(run().shown).toBeNull();
    expect(run({ connection: { effectiveType: "4g", saveData: false }, deviceMemory: 8 }).shown).toBeNull();
    expect(run({ connection: { effectiveType: "3g" }, deviceMemory: 2, hardwareConcurrency: 2 }).shown).toBeNull();
  });

  it("names a browser without what our scripts use, and marks it so that the app does not start", () => {
    expect(run().unsupported).toBe(false);
    expect(run({ connection: { effectiveType: "2g" } }).unsupported).toBe(false);
    for (const missing of ["modules", "fetch", "at", "hasOwn"]) {
      expect(run({ missing: [missing] }).shown, missing).toEqual(["unsupported"]);
      expect(run({ missing: [missing] }).unsupported, missing).toBe(true);
    }
    // Also once the visitor has hidden the notice.
    expect(run({ missing: ["at"], cookie: "festival-notice=limited" })).toMatchObject({ shown: null, unsupported: true });
    // Unsupported wins over slow.
    expect(run({ missing: ["at"], connection: { effectiveType: "2g" } }).shown).toEqual(["unsupported"]);
  });

  it("names a slow connection or a visitor saving data", () => {
    expect(run({ connection: { effectiveType: "slow-2g" } }).shown).toEqual(["slow"]);
    expect(run({ connection: { effectiveType: "2g" } }).shown).toEqual(["slow"]);
    expect(run({ connection: { effectiveType: "4g", saveData: true } }).shown).toEqual(["slow"]);
  });

  it("names a weak device: at most 1 GB of memory or a single core", () => {
    expect(run({ deviceMemory: 1 }).shown).toEqual(["weak"]);
    expect(run({ deviceMemory: 0.5 }).shown).toEqual(["weak"]);
    expect(run({ hardwareConcurrency: 1 }).shown).toEqual(["weak"]);
  });

  it("stays hidden once dismissed, whatever else the cookie holds", () => {
    expect(run({ cookie: "a=1; festival-notice=noscript.limited; b=2", connection: { effectiveType: "2g" } }).shown).toBeNull();
    expect(run({ cookie: "festival-notice=noscript", connection: { effectiveType: "2g" } }).shown).toEqual(["slow"]);
    expect(run({ cookie: "festival-notice-old=limited", connection: { effectiveType: "2g" } }).shown).toEqual(["slow"]);
  });

  it("reloads, and hides itself into the cookie, keeping what was dismissed before", () => {
    const page = run({ cookie: "festival-notice=noscript", connection: { effectiveType: "2g" }, protocol: "https:" });
    page.reload.onclick!();
    expect(page.reloads()).toBe(1);
    let prevented = false;
    expect(page.form.onsubmit!({ preventDefault: () => (prevented = true) })).toBe(false);
    expect(prevented).toBe(true);
    expect(page.box.hidden).toBe(true);
    expect(page.main.focused).toBe(true);
    expect(page.document.cookie).toMatch(/^festival-notice=noscript\.limited; path=\/; max-age=7776000; samesite=lax; secure$/);
    // Plain HTTP (the e2e server): no Secure flag.
    const plain = run({ connection: { effectiveType: "2g" } });
    plain.form.onsubmit!({ preventDefault() {} });
    expect(plain.document.cookie).toMatch(/^festival-notice=limited; path=\/; max-age=\d+; samesite=lax$/);
  });
});
