import type { DiscountStep, QuoteDiscount } from '@dokkho/contract/commerce';
import type { Locale } from '@dokkho/contract/locale';
import { localiseDigits } from '@dokkho/domain/digits';
import { floorToTaka, formatTaka } from '@dokkho/domain/money';

/** What a discount line is made of before anyone words it (issue 16): its step and its parts. */
export type DiscountParts = Pick<QuoteDiscount, 'step' | 'code' | 'name' | 'rule'>;
type Rule = NonNullable<QuoteDiscount['rule']>;

interface Words {
  /** "10%", "৳500 off": a fixed amount with poisha takes only its whole taka (ADR 021), and says so. */
  rule: (rule: Rule) => string;
  /** "10% off", "৳500 off": a rule on its own (a wheel prize). */
  off: (rule: Rule) => string;
  /**
   * Each step's line from its parts, its worded rule in brackets (" (10%)", or "" when the rule is not
   * known) and the rule on its own ("10% off", or null).
   */
  line: Record<DiscountStep, (parts: DiscountParts, rule: string, off: string | null) => string>;
}

/** "12.5%" / "১২.৫%", or the fixed amount's whole taka: "৳500" / "৳৫০০". */
const amountIn = (rule: Rule, locale: Locale) =>
  rule.kind === 'percent'
    ? `${localiseDigits(String(rule.amount), locale)}%`
    : formatTaka(floorToTaka(rule.amount), locale);

const WORDS: Record<Locale, Words> = {
  en: {
    rule: (rule) => (rule.kind === 'percent' ? amountIn(rule, 'en') : `${amountIn(rule, 'en')} off`),
    off: (rule) => `${amountIn(rule, 'en')} off`,
    line: {
      promo: (parts, rule) => `Promo code${parts.code ? ` ${parts.code}` : ''}${rule}`,
      // Without the offer there is nothing to say what it took.
      sales: (parts, rule) => (parts.name ? `${parts.name}${rule}` : 'Sales discount'),
      affiliate: (_, rule) => `Referred by an affiliate${rule}`,
      wheel: (parts) => (parts.name ? `Wheel prize: ${parts.name}` : 'Wheel prize'),
    },
  },
  bn: {
    rule: (rule) => (rule.kind === 'percent' ? amountIn(rule, 'bn') : `${amountIn(rule, 'bn')} ছাড়`),
    off: (rule) => `${amountIn(rule, 'bn')} ছাড়`,
    line: {
      promo: (parts, rule) => `প্রোমো কোড${parts.code ? ` ${parts.code}` : ''}${rule}`,
      // The offer's title is as staff wrote it.
      sales: (parts, rule) => (parts.name ? `${parts.name}${rule}` : 'সেল ডিসকাউন্ট'),
      affiliate: (_, rule) => `অ্যাফিলিয়েট রেফারেলের ছাড়${rule}`,
      // The prize's label is staff's English ("10% off"); its rule says the same in Bangla.
      wheel: (_, __, off) => (off ? `স্পিন হুইলের পুরস্কার: ${off}` : 'স্পিন হুইলের পুরস্কার'),
    },
  },
};

/**
 * A discount line in `locale`: "Promo code EID10 (10%)" / "প্রোমো কোড EID10 (১০%)". Codes and titles stay
 * as written; the rule is worded in the language, with its digits. The API's `label` is the English one;
 * the invoice PDF and the receipt e-mail word the line in their reader's language.
 */
export function discountText(parts: DiscountParts, locale: Locale = 'en'): string {
  const words = WORDS[locale];
  const rule = parts.rule;
  return words.line[parts.step](parts, rule ? ` (${words.rule(rule)})` : '', rule ? words.off(rule) : null);
}
