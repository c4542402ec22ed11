import { test as base, expect, type Page } from "@playwright/test";

/** The cookie a visitor has after choosing "Required only" in the cookie manager. */
export const DECLINED_CONSENT = encodeURIComponent(JSON.stringify({ v: 1, tracking: false, marketing: false, external_media: false, declined: true }));

const below = (n: number) => Math.floor(Math.random() * n);
/** An address of a visitor's own (10.x.y.z), which the e2e server takes from X-Forwarded-For (TRUST_PROXY=1). */
export const visitorAddress = () => `10.${below(250)}.${below(250)}.${1 + below(250)}`;

/**
 * Tests that are not about the cookie manager start as a visitor who already chose, so the
 * manager does not cover the page. Tests about it set `consented: false`.
 *
 * Every test is a visitor from an address of its own, its page and its `request` alike: what the
 * server limits per address (ten logins a minute, uploads) counts per test, not for all the tests
 * the workers run in that minute.
 */
export const test = base.extend<{ consented: boolean; ownAddress: boolean }>({
  consented: [true, { option: true }],
  // Off where the page itself calls another origin (the error service): a header of the page's own
  // makes the browser ask that origin first (CORS preflight), which it does not answer.
  ownAddress: [true, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, ownAddress }, use) =>
    use(ownAddress ? { "X-Forwarded-For": visitorAddress(), ...extraHTTPHeaders } : extraHTTPHeaders),
  context: async ({ context, consented, baseURL }, use) => {
    if (consented) {
      await context.addCookies([{ name: "festival-consent", value: DECLINED_CONSENT, url: baseURL! }]);
    }
    await use(context);
  },
});

export { expect };

/**
 * A word no other running test makes (letters, digits and dashes: fit for a slug): the project, the
 * worker's slot and the time. The time alone is shared by two tests that start in the same
 * millisecond on the two workers, and a section's slug taken twice is refused.
 */
export const uniqueToken = () => `${test.info().project.name}-${test.info().parallelIndex}-${Date.now().toString(36)}`;

/**
 * Opens a page and, with script, waits until the app has taken it over (`html.js`): a click before
 * that meets the server's HTML (a link loads a whole document, a widget shows its plain form).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.locator("html")).toHaveClass(/\bjs\b/);
}
