/** The two languages the chatbot answers in (SPEC.md §1: learners in Bangladesh). */
export type ChatLanguage = 'en' | 'bn';

/**
 * Bengali base letters (vowels and consonants U+0985–U+09B9, ৎ, ড় ঢ় য়), not the Bengali digits or the ৳
 * sign. Vowel signs are left out: they never come without a consonant.
 */
const BENGALI_LETTER = /[\u0985-\u09B9\u09CE\u09DC-\u09DF]/u;

/**
 * Bangla when the message has any Bengali-block letter, else English. One Bangla word is enough: people
 * mix the scripts ("Flutter কোর্সের দাম কত?") and want the answer in Bangla then; a price written "৳500"
 * or Bengali digits alone do not make a message Bangla.
 */
export function detectLanguage(text: string): ChatLanguage {
  return BENGALI_LETTER.test(text) ? 'bn' : 'en';
}
