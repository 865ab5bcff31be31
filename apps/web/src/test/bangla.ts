import { i18n, type Messages } from '@lingui/core';
import { messages as coreBangla } from '../locales/bn.po';

/**
 * Switches the test's i18n to Bangla with the core catalog (app/ and shared/) and any feature catalogs
 * given; `speakEnglish()` switches back to the English the other tests expect.
 */
export function speakBangla(...featureCatalogs: Messages[]): void {
  i18n.loadAndActivate({ locale: 'bn', messages: Object.assign({}, coreBangla, ...featureCatalogs) });
}

export function speakEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}
