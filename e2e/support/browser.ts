import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's full Chromium (package chromium). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell, which .ci/run installs): the same Blink and V8
 * without the browser's UI layers, and what Playwright itself runs headless tests on. The same specs took
 * half the CPU (27 against 52 CPU-seconds for 46 runs) and two thirds of the time on CI's two cores.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The tests' browser: CHROMIUM_PATH, else the headless shell when installed, else the full Chromium. */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** How every spec launches its browser (no browser download here: STACK.md). */
export function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
