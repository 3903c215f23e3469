import { test as base } from '@playwright/test';

/**
 * Every test is its own visitor: a distinct client address (X-Forwarded-For; the e2e server trusts its proxy
 * headers), as real members have. Without it the whole suite shares 127.0.0.1 and trips the per-IP abuse limits
 * (e-mail lookups, registrations, code redemptions) depending on how many tests ran in the same minute.
 */
export const test = base.extend({
  /**
   * The service worker is blocked (playwright.config.ts) unless a test is tagged `@offline` or `@push`: installing
   * it precaches every built chunk (about 350 requests) in each new context, work only those journeys need.
   */
  serviceWorkers: async ({ serviceWorkers }, use, testInfo) => {
    await use(testInfo.tags.some((tag) => tag === '@offline' || tag === '@push') ? 'allow' : serviceWorkers);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    let hash = 0;
    for (const ch of `${testInfo.project.name}|${testInfo.testId}|${testInfo.repeatEachIndex}|${testInfo.retry}`) {
      hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    }
    const ip = `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
});
