import { startMailCatcher } from './mail-catcher';

/** Starts the SMTP catcher the API sends to (SMTP_URL in playwright.config.ts); stops it after the run. */
export default async function globalSetup() {
  const stop = await startMailCatcher();
  return stop;
}
