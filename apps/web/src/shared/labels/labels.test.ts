import { afterEach, describe, expect, it } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { BD_DIVISIONS } from '@dokkho/contract/jobs';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  JOB_REPORT_REASONS,
  JOB_SORTS,
  JOB_STATUSES,
  WORKPLACES,
} from '@dokkho/contract/jobs';
import { APPLICATION_STAGES, TimelineStage } from '@dokkho/contract/hiring';
import { AFFILIATE_PAYOUT_METHODS, PAYOUT_STATUSES } from '@dokkho/contract/affiliate';
import { Gateway, OrderStatus, type QuoteDiscount } from '@dokkho/contract/commerce';
import { LANGUAGE_FLUENCIES, RESUME_TEMPLATES, SKILL_LEVELS } from '@dokkho/contract/resume';
import { SITE } from '@dokkho/contract/site';
import { COURSE_LEVELS, COURSE_SORTS, PRICE_FILTERS } from '@dokkho/contract/catalog';
import { speakBangla, speakEnglish } from '../../test/bangla';
import {
  EDUCATION_LEVEL_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  JOB_REPORT_REASON_LABELS,
  JOB_SORT_LABELS,
  JOB_STATUS_LABELS,
  WORKPLACE_LABELS,
} from './jobs';
import { APPLICANT_STAGE_LABELS, APPLICATION_STAGE_LABELS } from './hiring';
import {
  discountLine,
  GATEWAY_LABELS,
  ORDER_STATUS_LABELS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
} from './commerce';
import { formattersFor } from '../i18n/format';
import { LANGUAGE_FLUENCY_LABELS, RESUME_TEMPLATE_LABELS, SKILL_LEVEL_LABELS } from './resume';
import { DISTRICT_LABELS, DIVISION_LABELS, placeName } from './places';
import { districtOptions, divisionOptions } from './place-options';
import { SITE_ABOUT, SITE_ADDRESS, SITE_TAGLINE } from './site';
import { COURSE_LEVEL_LABELS, COURSE_SORT_LABELS, PRICE_FILTER_LABELS } from './catalog';
import type { LabelMap } from './resolve';

/** Every map, with the contract's list of the values it must name. */
const MAPS: [string, LabelMap<string>, readonly string[]][] = [
  ['employment types', EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES],
  ['workplaces', WORKPLACE_LABELS, WORKPLACES],
  ['job statuses', JOB_STATUS_LABELS, JOB_STATUSES],
  ['education levels', EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS],
  ['job sorts', JOB_SORT_LABELS, JOB_SORTS],
  ['report reasons', JOB_REPORT_REASON_LABELS, JOB_REPORT_REASONS],
  ['recruiter stages', APPLICATION_STAGE_LABELS, APPLICATION_STAGES],
  ['applicant stages', APPLICANT_STAGE_LABELS, TimelineStage.options],
  ['gateways', GATEWAY_LABELS, Gateway.options],
  ['order statuses', ORDER_STATUS_LABELS, OrderStatus.options],
  ['payout methods', PAYOUT_METHOD_LABELS, AFFILIATE_PAYOUT_METHODS],
  ['payout statuses', PAYOUT_STATUS_LABELS, PAYOUT_STATUSES],
  ['skill levels', SKILL_LEVEL_LABELS, SKILL_LEVELS],
  ['language fluencies', LANGUAGE_FLUENCY_LABELS, LANGUAGE_FLUENCIES],
  ['resume templates', RESUME_TEMPLATE_LABELS, RESUME_TEMPLATES],
  ['course levels', COURSE_LEVEL_LABELS, COURSE_LEVELS],
  ['course sorts', COURSE_SORT_LABELS, COURSE_SORTS],
  ['price filters', PRICE_FILTER_LABELS, PRICE_FILTERS],
  ['divisions', DIVISION_LABELS, Object.keys(BD_DIVISIONS)],
  ['districts', DISTRICT_LABELS, Object.values(BD_DIVISIONS).flat()],
];

/** Brand names written the same in both languages (docs/bangla-glossary.md: bKash, Nagad as written). */
const SAME_IN_BANGLA = new Set(['SSLCommerz', 'Stripe', 'bKash', 'Nagad']);
const BANGLA_SCRIPT = /[\u0980-\u09FF]/;

const english = (message: MessageDescriptor) => {
  speakEnglish();
  return i18n._(message);
};

afterEach(speakEnglish);

describe('the label maps of shared/labels', () => {
  it.each(MAPS)('name every value of the contract: %s', (_name, labels, values) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it.each(MAPS)('read in English, and in Bangla from the core catalog: %s', (_name, labels) => {
    for (const message of Object.values(labels)) {
      const en = english(message);
      expect(en.trim()).not.toBe('');
      speakBangla();
      const bn = i18n._(message);
      // A missing translation falls back to the English: it has no Bangla letters.
      if (!SAME_IN_BANGLA.has(en)) expect(bn, `no Bangla for "${en}"`).toMatch(BANGLA_SCRIPT);
    }
  });

  it('keeps the site texts the same as the contract’s in English and has them in Bangla', () => {
    expect(english(SITE_TAGLINE)).toBe(SITE.tagline);
    expect(english(SITE_ABOUT)).toBe(SITE.about);
    expect(english(SITE_ADDRESS)).toBe(SITE.address);
    speakBangla();
    expect(i18n._(SITE_TAGLINE)).toMatch(BANGLA_SCRIPT);
    expect(i18n._(SITE_ABOUT)).toMatch(BANGLA_SCRIPT);
    expect(i18n._(SITE_ADDRESS)).toBe('লেভেল ৫, বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩, বাংলাদেশ');
  });
});

describe('places', () => {
  it('are named as the government spells them in Bangla, while the values stay English', () => {
    speakBangla();
    expect(divisionOptions(i18n).map((option) => option.label)).toEqual([
      'ঢাকা',
      'চট্টগ্রাম',
      'রাজশাহী',
      'খুলনা',
      'বরিশাল',
      'সিলেট',
      'রংপুর',
      'ময়মনসিংহ',
    ]);
    expect(districtOptions('Sylhet', i18n)).toEqual([
      { value: 'Habiganj', label: 'হবিগঞ্জ' },
      { value: 'Moulvibazar', label: 'মৌলভীবাজার' },
      { value: 'Sunamganj', label: 'সুনামগঞ্জ' },
      { value: 'Sylhet', label: 'সিলেট' },
    ]);
    expect(districtOptions('Atlantis', i18n)).toEqual([]);
  });

  it('join a district and its division, once when they share a name, and keep unknown text as it is', () => {
    expect(placeName({ division: 'Dhaka', district: 'Gazipur' }, i18n)).toBe('Gazipur, Dhaka');
    speakBangla();
    expect(placeName({ division: 'Dhaka', district: 'Gazipur' }, i18n)).toBe('গাজীপুর, ঢাকা');
    expect(placeName({ division: 'Sylhet', district: 'Sylhet' }, i18n)).toBe('সিলেট');
    expect(placeName({ division: 'Dhaka', district: 'Mirpur' }, i18n)).toBe('Mirpur, ঢাকা');
    expect(placeName({ division: null, district: null }, i18n)).toBeNull();
  });
});

describe('discountLine (issue 16: discount lines worded from their parts)', () => {
  const line = (parts: Omit<QuoteDiscount, 'label' | 'amount'>): QuoteDiscount => ({
    ...parts,
    label: 'the English label the API sends',
    amount: 10000,
  });
  const promo = line({ step: 'promo', code: 'EID10', name: null, rule: { kind: 'percent', amount: 10 } });
  const fixedPromo = line({
    step: 'promo',
    code: 'EID10',
    name: null,
    rule: { kind: 'fixed', amount: 50050 },
  });
  const sales = line({ step: 'sales', code: null, name: 'Eid sale', rule: { kind: 'fixed', amount: 20000 } });
  const affiliate = line({
    step: 'affiliate',
    code: null,
    name: null,
    rule: { kind: 'percent', amount: 12.5 },
  });
  const pastAffiliate = line({ step: 'affiliate', code: null, name: null, rule: null });
  const wheel = line({ step: 'wheel', code: null, name: '10% off', rule: { kind: 'percent', amount: 10 } });
  const all = [promo, fixedPromo, sales, affiliate, pastAffiliate, wheel];

  it('words each line in English as the API labels it', () => {
    const format = formattersFor('en');
    expect(all.map((discount) => discountLine(discount, i18n, format))).toEqual([
      'Promo code EID10 (10%)',
      'Promo code EID10 (৳500 off)',
      'Eid sale (৳200 off)',
      'Referred by an affiliate (12.5%)',
      'Referred by an affiliate',
      'Wheel prize: 10% off',
    ]);
  });

  it('words the same lines in Bangla with Bengali digits, codes and titles as written', () => {
    speakBangla();
    const format = formattersFor('bn');
    expect(all.map((discount) => discountLine(discount, i18n, format))).toEqual([
      'প্রোমো কোড EID10 (১০%)',
      'প্রোমো কোড EID10 (৳৫০০ ছাড়)',
      'Eid sale (৳২০০ ছাড়)',
      'অ্যাফিলিয়েট রেফারেলের ছাড় (১২.৫%)',
      'অ্যাফিলিয়েট রেফারেলের ছাড়',
      'স্পিন হুইলের পুরস্কার: ১০% ছাড়',
    ]);
  });
});
