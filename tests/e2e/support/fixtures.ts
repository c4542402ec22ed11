import { test as base, expect } from "@playwright/test";

/** The cookie a visitor has after choosing "Required only" in the cookie manager. */
export const DECLINED_CONSENT = encodeURIComponent(JSON.stringify({ v: 1, tracking: false, marketing: false, external_media: false, declined: true }));

/**
 * Tests that are not about the cookie manager start as a visitor who already chose, so the
 * manager does not cover the page. Tests about it set `consented: false`.
 */
export const test = base.extend<{ consented: boolean }>({
  consented: [true, { option: true }],
  context: async ({ context, consented, baseURL }, use) => {
    if (consented) {
      await context.addCookies([{ name: "festival-consent", value: DECLINED_CONSENT, url: baseURL! }]);
    }
    await use(context);
  },
});

export { expect };
