/**
 * The languages the domain core writes in (the same as @dokkho/contract/locale's, which builds on this
 * package): English, and Bangla with Bengali digits.
 */
export type DisplayLocale = 'en' | 'bn';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** "12,34,567" -> "১২,৩৪,৫৬৭" in `bn`; unchanged in `en`. Only ASCII digits change. */
export function localiseDigits(text: string, locale: DisplayLocale = 'en'): string {
  if (locale !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!);
}

/**
 * Any Bengali (০-৯) or Arabic-Indic digits typed into a field become ASCII digits, so "০১৭১২৩৪৫৬৭৮" is a
 * phone number and "১২৩৪৫৬" an OTP (issue 16 item 4). Everything else is left as typed.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯٠-٩۰-۹]/g, (digit) => {
    const code = digit.charCodeAt(0);
    if (code >= 0x09e6 && code <= 0x09ef) return String(code - 0x09e6);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    return String(code - 0x06f0);
  });
}
