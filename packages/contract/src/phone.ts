/**
 * Bangladeshi mobile numbers (ARCHITECTURE.md): accepted as 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX
 * (spaces and dashes allowed) and stored as +8801XXXXXXXXX. Operator prefixes are 013-019.
 */
const BD_MOBILE = /^(?:\+?88)?0(1[3-9]\d{8})$/;

export function normaliseBdPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const match = BD_MOBILE.exec(compact);
  return match ? `+880${match[1]}` : null;
}

export const BD_PHONE_MESSAGE = 'Enter a Bangladeshi mobile number, like 01712345678';
