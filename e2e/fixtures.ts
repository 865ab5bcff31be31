import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error (CONVENTIONS.md §7): a page that
 * "works" while throwing is broken for someone.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs every 4xx reply as an error; a 400 for a bad address or a 401 is the API working,
        // and the tests check what the page does with it. Server errors (5xx) still fail the test.
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
          return;
        // Playwright's contexts are incognito, where Chromium has no Push API: the push opt-in's e2e
        // (notifications.spec.ts) checks what the page says when subscribing fails for that reason.
        if (message.text().startsWith('Chrome currently does not support the Push API in incognito mode'))
          return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
