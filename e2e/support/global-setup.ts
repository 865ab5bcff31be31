import { startGoogleFake } from './google-fake';
import { startMailCatcher } from './mail-catcher';
import { startSmsCatcher } from './sms-catcher';

/**
 * Starts the SMTP catcher the API sends to (SMTP_URL in playwright.config.ts), the fake Google
 * (GOOGLE_* there) and the SMS catcher (SMS_* there); stops them after the run.
 */
export default async function globalSetup() {
  const stop = await startMailCatcher();
  const stopGoogle = await startGoogleFake();
  const stopSms = await startSmsCatcher();
  return async () => {
    await stopSms();
    await stopGoogle();
    await stop();
  };
}
