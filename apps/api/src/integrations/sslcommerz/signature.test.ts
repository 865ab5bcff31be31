import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCallbackFields, verifyCallbackSignature } from './signature';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const PASSWORD = 'teststore@ssl';

/** A callback as SSLCommerz posts it (a real IPN's shape), before the signature fields. */
const CALLBACK = {
  tran_id: 'DKH0123456789ABCDEFGHJK',
  val_id: '2610081448000AbCdEfGh',
  amount: '3325.00',
  card_type: 'BKASH-BKash',
  store_amount: '3241.87',
  card_no: '',
  bank_tran_id: '261008144800ABCDEF',
  status: 'VALID',
  tran_date: '2026-10-08 14:48:00',
  currency: 'BDT',
  store_id: 'teststore',
  value_a: '6f1c8f57-2b1f-4f55-9a55-0c0b9a1e8c11',
  risk_level: '0',
  risk_title: 'Safe',
};

describe('verifyCallbackSignature (PROVIDERS.md: the official library rule)', () => {
  it('accepts a signature computed as the PHP library computes it, field by field', () => {
    const keys =
      'amount,bank_tran_id,card_no,card_type,currency,risk_level,risk_title,status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b';
    // Written out by hand: the listed keys present in the POST (card_no empty but kept, value_b absent so
    // skipped), plus store_passwd = md5(password), in key order, joined with &.
    const signed = [
      'amount=3325.00',
      'bank_tran_id=261008144800ABCDEF',
      'card_no=',
      'card_type=BKASH-BKash',
      'currency=BDT',
      'risk_level=0',
      'risk_title=Safe',
      'status=VALID',
      'store_amount=3241.87',
      'store_id=teststore',
      `store_passwd=${md5(PASSWORD)}`,
      'tran_date=2026-10-08 14:48:00',
      'tran_id=DKH0123456789ABCDEFGHJK',
      'val_id=2610081448000AbCdEfGh',
      'value_a=6f1c8f57-2b1f-4f55-9a55-0c0b9a1e8c11',
    ].join('&');
    const fields = { ...CALLBACK, verify_key: keys, verify_sign: md5(signed) };
    expect(verifyCallbackSignature(fields, PASSWORD)).toBe(true);
    // Upper-case hex is the same signature.
    expect(
      verifyCallbackSignature({ ...fields, verify_sign: fields.verify_sign.toUpperCase() }, PASSWORD),
    ).toBe(true);
  });

  it('refuses a changed field, a wrong password, and missing signature fields', () => {
    const fields = { ...CALLBACK, ...signCallbackFields(CALLBACK, PASSWORD) };
    expect(verifyCallbackSignature(fields, PASSWORD)).toBe(true);
    expect(verifyCallbackSignature({ ...fields, amount: '10.00' }, PASSWORD)).toBe(false);
    expect(verifyCallbackSignature({ ...fields, status: 'VALID ' }, PASSWORD)).toBe(false);
    expect(verifyCallbackSignature(fields, 'another-password')).toBe(false);
    const { verify_sign: _sign, ...unsigned } = fields;
    expect(verifyCallbackSignature(unsigned, PASSWORD)).toBe(false);
    const { verify_key: _key, ...keyless } = fields;
    expect(verifyCallbackSignature(keyless, PASSWORD)).toBe(false);
    expect(verifyCallbackSignature({ ...fields, verify_sign: 'not-a-hash' }, PASSWORD)).toBe(false);
  });

  it('covers only the fields named in verify_key (the gateway decides what it signs)', () => {
    const fields = { ...CALLBACK, ...signCallbackFields(CALLBACK, PASSWORD) };
    // A field the gateway did not sign may be added without breaking the signature...
    expect(verifyCallbackSignature({ ...fields, value_d: 'extra' }, PASSWORD)).toBe(true);
    // ...but dropping a signed one breaks it.
    const { val_id: _valId, ...withoutValId } = fields;
    expect(verifyCallbackSignature(withoutValId, PASSWORD)).toBe(false);
  });
});

describe('signCallbackFields', () => {
  it('lists every field in verify_key and gives the sha256 twin', () => {
    const signature = signCallbackFields(CALLBACK, PASSWORD);
    expect(signature.verify_key.split(',')).toEqual(Object.keys(CALLBACK).sort());
    expect(signature.verify_sign).toMatch(/^[0-9a-f]{32}$/);
    expect(signature.verify_sign_sha2).toMatch(/^[0-9a-f]{64}$/);
  });
});
