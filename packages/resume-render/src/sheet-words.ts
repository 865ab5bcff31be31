import type { Locale } from '@dokkho/contract/locale';

/**
 * The sheet's own words in each language the resume can be set to (ResumeSettings.language, issue 16
 * item 5): section headings, contact labels, badges and "Present". What the person wrote is never
 * translated.
 */
export const SHEET_WORDS = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    projects: 'Projects',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certifications: 'Certifications',
    links: 'Links',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    present: 'Present',
    yourName: 'Your name',
    verified: 'Verified on Dokkho',
    selfDeclared: 'Self-declared',
    certificateQr: 'QR code of the certificate link',
  },
  bn: {
    summary: 'সারসংক্ষেপ',
    experience: 'অভিজ্ঞতা',
    projects: 'প্রজেক্ট',
    education: 'শিক্ষাগত যোগ্যতা',
    skills: 'দক্ষতা',
    languages: 'ভাষা',
    certifications: 'সার্টিফিকেশন',
    links: 'লিংক',
    contact: 'যোগাযোগ',
    email: 'ই-মেইল',
    phone: 'ফোন',
    location: 'ঠিকানা',
    present: 'বর্তমান',
    yourName: 'আপনার নাম',
    verified: 'Dokkho-তে যাচাই করা',
    selfDeclared: 'নিজের দেওয়া তথ্য',
    certificateQr: 'সার্টিফিকেট লিংকের QR কোড',
  },
} satisfies Record<Locale, Record<string, string>>;

export type SheetWords = (typeof SHEET_WORDS)['en'];

/** The words for a resume's language; English for anything else (an old or hand-made settings object). */
export function sheetWords(language: string | undefined): SheetWords {
  return language === 'bn' ? SHEET_WORDS.bn : SHEET_WORDS.en;
}
