import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The callback signature of SSLCommerz (PROVIDERS.md, the official library's SSLCOMMERZ_hash_varify): take
 * the field names listed in `verify_key`, keep those present in the POST (empty values included), add
 * `store_passwd = md5(password)`, sort by name, join `name=value` with `&`, and md5 the string.
 * `verify_sign_sha2` is the same with sha256 for both hashes (an inference PROVIDERS.md notes; we check
 * only the md5 form, which the official libraries check, and produce both for the demo gateway).
 */

type Algorithm = 'md5' | 'sha256';

const hex = (algorithm: Algorithm, text: string) => createHash(algorithm).update(text, 'utf8').digest('hex');

function signedString(
  fields: Readonly<Record<string, string | undefined>>,
  keys: readonly string[],
  storePassword: string,
  algorithm: Algorithm,
): string {
  const picked = new Map<string, string>();
  for (const key of keys) {
    const value = fields[key];
    // PHP's isset(): a key that is absent is skipped, an empty value is kept.
    if (key && value !== undefined) picked.set(key, value);
  }
  picked.set('store_passwd', hex(algorithm, storePassword));
  // ksort on ASCII field names: plain code-unit order, which is what Array#sort does.
  return [...picked.keys()]
    .sort()
    .map((key) => `${key}=${picked.get(key)!}`)
    .join('&');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the callback's `verify_sign` matches its fields under our store password. */
export function verifyCallbackSignature(
  fields: Readonly<Record<string, string | undefined>>,
  storePassword: string,
): boolean {
  const sign = fields.verify_sign;
  const keyList = fields.verify_key;
  if (!sign || !keyList) return false;
  const expected = hex('md5', signedString(fields, keyList.split(','), storePassword, 'md5'));
  return sameHex(expected, sign);
}

/**
 * Signs callback fields as the gateway does: the demo gateway and the test fakes use it; our own code only
 * verifies. Returns the three signature fields to add to the POST.
 */
export function signCallbackFields(
  fields: Readonly<Record<string, string | undefined>>,
  storePassword: string,
): { verify_sign: string; verify_sign_sha2: string; verify_key: string } {
  const keys = Object.keys(fields)
    .filter((key) => fields[key] !== undefined && !key.startsWith('verify_'))
    .sort();
  return {
    verify_sign: hex('md5', signedString(fields, keys, storePassword, 'md5')),
    verify_sign_sha2: hex('sha256', signedString(fields, keys, storePassword, 'sha256')),
    verify_key: keys.join(','),
  };
}
