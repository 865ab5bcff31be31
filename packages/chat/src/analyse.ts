import { BD_DIVISIONS } from '@dokkho/contract/jobs';

/**
 * What a question asks for, before any database work: the words worth searching for, the hints that
 * change how we answer ("cheapest", "free", "jobs in Sylhet", "bundle"), and a place when one is named.
 */
export interface QuestionAnalysis {
  /** Content words to search for: lower-case, stop words and intent words removed, Bangla mapped. */
  terms: string[];
  /**
   * Per term, every spelling that counts as it: a Bangla word mapped to English keeps its Bangla stem too
   * ("পেমেন্ট" searches "payment" and "পেমেন্ট"), since the FAQ holds both languages.
   */
  variants: string[][];
  intents: Set<Intent>;
  /** A division or district of Bangladesh named in the question (English spelling, as stored). */
  place: { division: string; district: string | null } | null;
  /** "under 2000 taka", "২০০০ টাকার মধ্যে": the most the visitor wants to pay, in poisha. */
  maxPrice: number | null;
}

export type Intent =
  | 'price'
  | 'free'
  | 'cheapest'
  | 'job'
  | 'bundle'
  | 'offer'
  | 'career_path'
  | 'masterclass'
  | 'free_class'
  | 'course'
  | 'howto';

/** Words, with Bengali vowel signs kept (`\p{M}`): splitting on them would cut every Bangla word apart. */
export function tokenise(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

const EN_STOP_WORDS = new Set(
  `a an the is are was were be been being am do does did i me my mine you your yours we our us it its of
  for to in on at by with about from into and or but not no what whats which who whom whose how when where
  why can could would should will shall may might must there here this that these those have has had any
  some please pls plz tell know want wanna need like get got give show find see look looking much many more
  most also if so than then just really very dokkho dokkhos site website platform page available offered
  offer's there's i'm im id ill let lets thing things one ones something anything learn learning study
  studying take taking join joining enrol enroll enrolment enrollment best good top new latest list all
  details detail info information about provide provides teach teaches taught currently now today right
  course courses class classes program programme programs training tutorial tutorials lesson lessons
  explain explained way ways use using used make making prepare preparing preparation after before finish
  finishing finished complete completing running ongoing current become becoming start starting started
  someone anyone beginner beginners`
    .split(/\s+/u)
    .filter(Boolean),
);

/** Common Bangla function words and question words; they say nothing about what is being searched for. */
const BN_STOP_WORDS = new Set(
  `কি কী কেন কত কতো কোন কোনো কোথায় কোথা কিভাবে কীভাবে কেমন কবে কখন কে কার আমি আমার আমাকে আমরা আমাদের
  তুমি তোমার আপনি আপনার আপনাদের এটা এটি ওটা এই ওই সেই এ ও এবং আর বা কিন্তু যে যদি তাহলে তবে হবে হয় হলো হল
  হচ্ছে আছে নেই আছেন করব করবো করতে করি করে করেন করা দিয়ে দিয়ে দেন দিন বলুন বলেন বলো জানতে জানাবেন জানান
  চাই চাচ্ছি চাচ্ছিলাম দরকার সম্পর্কে নিয়ে নিয়ে থেকে জন্য জন্যে মধ্যে উপর একটা একটি কিছু সব সকল টা টি
  গুলো গুলি দক্ষ দক্ষের ওয়েবসাইট সাইট শিখতে শিখব শিখবো পড়তে ভালো সেরা নতুন কোর্স কোর্সের কোর্সটি কোর্সটা
  কোর্সগুলো কোর্সে ক্লাস ক্লাসের প্রোগ্রাম ট্রেনিং বিস্তারিত তথ্য প্লিজ দয়া করে যায় যাবে পাব পাবো পাওয়া
  পাওয়া পারি পারব পারবো পারেন লাগবে লাগে`
    .split(/\s+/u)
    .filter(Boolean),
);

/**
 * Bangla spellings of the words people search our catalog for, mapped to the English in the titles:
 * course titles are stored in English ("facts stay as stored"), so "ফ্লাটার" must find "Flutter".
 */
const BN_TO_EN: Record<string, string> = {
  ফ্লাটার: 'flutter',
  ফ্লুটার: 'flutter',
  ডার্ট: 'dart',
  পাইথন: 'python',
  ডাটা: 'data',
  ডেটা: 'data',
  অ্যানালিটিক্স: 'analytics',
  এনালিটিক্স: 'analytics',
  অ্যানালিস্ট: 'analyst',
  এনালিস্ট: 'analyst',
  এক্সেল: 'excel',
  এসকিউএল: 'sql',
  পাওয়ার: 'power',
  ওয়েব: 'web',
  ডেভেলপমেন্ট: 'development',
  ডেভেলপার: 'developer',
  প্রোগ্রামিং: 'programming',
  জাভাস্ক্রিপ্ট: 'javascript',
  রিঅ্যাক্ট: 'react',
  রিয়েক্ট: 'react',
  নোড: 'node',
  মার্ন: 'mern',
  ডিজাইন: 'design',
  গ্রাফিক: 'graphic',
  ফিগমা: 'figma',
  ক্যানভা: 'canva',
  ফটোশপ: 'photoshop',
  মার্কেটিং: 'marketing',
  ডিজিটাল: 'digital',
  ফেসবুক: 'facebook',
  গুগল: 'google',
  এসইও: 'seo',
  ইংরেজি: 'english',
  ইংলিশ: 'english',
  স্পোকেন: 'spoken',
  আইইএলটিএস: 'ielts',
  আইএলটিএস: 'ielts',
  ফ্রিল্যান্সিং: 'freelancing',
  ফ্রিলান্সিং: 'freelancing',
  ফাইভার: 'fiverr',
  আপওয়ার্ক: 'upwork',
  ওয়ার্ডপ্রেস: 'wordpress',
  লিনাক্স: 'linux',
  ডেভঅপস: 'devops',
  ডকার: 'docker',
  কুবারনেটিস: 'kubernetes',
  অ্যাপ: 'app',
  অ্যাপস: 'app',
  মোবাইল: 'mobile',
  অ্যান্ড্রয়েড: 'android',
  বিকাশ: 'bkash',
  নগদ: 'nagad',
  রকেট: 'rocket',
  কার্ড: 'card',
  সার্টিফিকেট: 'certificate',
  সনদ: 'certificate',
  রিফান্ড: 'refund',
  ফেরত: 'refund',
  পেমেন্ট: 'payment',
  পাসওয়ার্ড: 'password',
  রিজিউমে: 'resume',
  রেজুমে: 'resume',
  সিভি: 'resume',
  অ্যাফিলিয়েট: 'affiliate',
  এফিলিয়েট: 'affiliate',
  ইন্সট্রাক্টর: 'instructor',
  শিক্ষক: 'instructor',
  সাপোর্ট: 'support',
  যোগাযোগ: 'contact',
};

/** Bangla case and plural endings, longest first: "বিকাশে" -> "বিকাশ", "কোর্সগুলোর" -> "কোর্স". */
const BN_SUFFIXES = [
  'গুলোর',
  'গুলো',
  'গুলি',
  'দের',
  'টির',
  'টার',
  'টি',
  'টা',
  'কে',
  'তে',
  'এর',
  'ের',
  'য়ে',
  'র',
  'ে',
  'য়',
];

/** A light Bangla stemmer: one known ending off, never below two letters. */
export function stemBangla(word: string): string {
  for (const suffix of BN_SUFFIXES) {
    if (word.endsWith(suffix) && [...word].length - [...suffix].length >= 2) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** Intent words (English and Bangla) and what they mean; the words themselves are not searched for. */
const INTENT_WORDS: [Intent, string[]][] = [
  [
    'price',
    [
      'price',
      'prices',
      'cost',
      'costs',
      'fee',
      'fees',
      'taka',
      'tk',
      'bdt',
      'দাম',
      'মূল্য',
      'খরচ',
      'ফি',
      'টাকা',
    ],
  ],
  ['free', ['free', 'ফ্রি', 'ফ্রী', 'বিনামূল্যে', 'বিনা', 'ফ্রিতে']],
  ['cheapest', ['cheapest', 'cheap', 'cheaper', 'lowest', 'affordable', 'budget', 'inexpensive', 'সস্তা']],
  [
    'job',
    [
      'job',
      'jobs',
      'vacancy',
      'vacancies',
      'hiring',
      'openings',
      'opening',
      'position',
      'positions',
      'চাকরি',
      'চাকরী',
      'জব',
      'নিয়োগ',
      'নিয়োগ',
    ],
  ],
  ['bundle', ['bundle', 'bundles', 'package', 'packages', 'combo', 'বান্ডেল', 'বান্ডল', 'প্যাকেজ']],
  [
    'offer',
    [
      'offer',
      'offers',
      'discount',
      'discounts',
      'sale',
      'eid',
      'deal',
      'deals',
      'অফার',
      'ছাড়',
      'ছাড়',
      'ডিসকাউন্ট',
      'ঈদ',
    ],
  ],
  ['masterclass', ['masterclass', 'masterclasses', 'webinar', 'webinars', 'মাস্টারক্লাস', 'ওয়েবিনার']],
  ['course', ['course', 'courses', 'কোর্স']],
  ['howto', ['how', 'কিভাবে', 'কীভাবে']],
];

/** Words that mean a place rather than a subject: "jobs in Sylhet". Bangla names of the divisions too. */
const BN_PLACES: Record<string, string> = {
  ঢাকা: 'Dhaka',
  চট্টগ্রাম: 'Chattogram',
  চিটাগাং: 'Chattogram',
  সিলেট: 'Sylhet',
  রাজশাহী: 'Rajshahi',
  খুলনা: 'Khulna',
  বরিশাল: 'Barishal',
  রংপুর: 'Rangpur',
  ময়মনসিংহ: 'Mymensingh',
  গাজীপুর: 'Gazipur',
  কুমিল্লা: 'Cumilla',
  বগুড়া: 'Bogura',
  যশোর: 'Jashore',
};
const EN_PLACE_ALIASES: Record<string, string> = {
  chittagong: 'Chattogram',
  ctg: 'Chattogram',
  barisal: 'Barishal',
  comilla: 'Cumilla',
  bogra: 'Bogura',
  jessore: 'Jashore',
};

const DISTRICT_TO_DIVISION = new Map<string, { division: string; district: string | null }>();
for (const [division, districts] of Object.entries(BD_DIVISIONS)) {
  for (const district of districts) {
    DISTRICT_TO_DIVISION.set(district.toLowerCase(), {
      division,
      district: district === division ? null : district,
    });
  }
  DISTRICT_TO_DIVISION.set(division.toLowerCase(), { division, district: null });
}

function findPlace(word: string) {
  const english = BN_PLACES[word] ?? BN_PLACES[stemBangla(word)] ?? EN_PLACE_ALIASES[word] ?? word;
  return DISTRICT_TO_DIVISION.get(english.toLowerCase()) ?? null;
}

const PHRASES: [RegExp, Intent][] = [
  [/\bcareer[\s-]?paths?\b|\broad\s?maps?\b|ক্যারিয়ার পাথ|ক্যারিয়ার পাথ/u, 'career_path'],
  [/\bfree[\s-]?class(es)?\b|ফ্রি ক্লাস|ফ্রী ক্লাস/u, 'free_class'],
  [/\bmaster\s?class(es)?\b/u, 'masterclass'],
  [/\bhow much\b|কত টাকা/u, 'price'],
  [/\b(least|less) expensive\b|lowest price|কম দাম|সবচেয়ে কম|সবচেয়ে সস্তা/u, 'cheapest'],
];

const UNDER_PRICE_EN =
  /\b(?:under|below|less than|within|up to|upto|max(?:imum)?|cheaper than)\s*(?:৳|tk\.?|taka|bdt)?\s*(\d[\d,]*)\s*(?:৳|tk|taka|bdt)?/u;
const UNDER_PRICE_BN =
  /(?:৳\s*)?(\d[\d,]*)\s*(?:টাকা|tk|taka)?\S*\s*(?:এর\s*)?(?:নিচে|কমে|মধ্যে|ভিতরে|ভেতরে)/u;

function readMaxPrice(text: string): { maxPrice: number | null; rest: string } {
  const latin = text.replace(/[০-৯]/gu, (d) => String(d.charCodeAt(0) - 0x09e6));
  for (const pattern of [UNDER_PRICE_EN, UNDER_PRICE_BN]) {
    const match = pattern.exec(latin);
    const taka = match ? Number(match[1]!.replaceAll(',', '')) : NaN;
    if (match && Number.isFinite(taka) && taka > 0) {
      return { maxPrice: taka * 100, rest: latin.replace(match[0], ' ') };
    }
  }
  return { maxPrice: null, rest: text };
}

/** "job interview", "job-ready": the word job naming a skill, not a search of the job board. */
const JOB_AS_SUBJECT = /\bjobs?[\s-](interviews?|ready|readiness|skills?|market|english)\b/u;

export function analyseQuestion(question: string): QuestionAnalysis {
  // NFC: Bangla keyboards differ in how they write য় and ড়; our word lists are NFC.
  let lower = question.normalize('NFC').toLowerCase();
  const intents = new Set<Intent>();
  for (const [pattern, intent] of PHRASES) {
    if (!pattern.test(lower)) continue;
    intents.add(intent);
    // The phrase has said what it means: its words are not also searched for ("সবচেয়ে কম" is no topic).
    lower = lower.replace(new RegExp(pattern.source, 'gu'), ' ');
  }
  const jobAsSubject = JOB_AS_SUBJECT.test(lower);
  const { maxPrice, rest } = readMaxPrice(lower);
  lower = rest;
  if (maxPrice !== null) intents.add('price');

  const terms: string[] = [];
  const variants: string[][] = [];
  let place: QuestionAnalysis['place'] = null;
  for (const raw of tokenise(lower)) {
    const stemmed = stemBangla(raw);
    const intent = INTENT_WORDS.find(([, words]) => words.includes(raw) || words.includes(stemmed))?.[0];
    if (intent && !(intent === 'job' && jobAsSubject)) {
      intents.add(intent);
      continue;
    }
    const named = findPlace(raw);
    if (named) {
      place = named;
      continue;
    }
    if (EN_STOP_WORDS.has(raw) || BN_STOP_WORDS.has(raw) || BN_STOP_WORDS.has(stemmed)) continue;
    const mapped = BN_TO_EN[raw] ?? BN_TO_EN[stemmed] ?? (stemmed !== raw ? stemmed : raw);
    // One letter says nothing ("c" of "c++" aside, which we do not teach), nor does a bare number.
    if ([...mapped].length < 2 || /^[\p{N}]+$/u.test(mapped)) continue;
    const at = terms.indexOf(mapped);
    if (at < 0) {
      terms.push(mapped);
      variants.push(mapped === stemmed ? [mapped] : [mapped, stemmed]);
    } else if (!variants[at]!.includes(stemmed)) {
      variants[at]!.push(stemmed);
    }
  }
  // "free class" is not "free course"; "career path" is not a search for "career" and "path".
  if (intents.has('free_class')) intents.delete('free');
  if (intents.has('career_path')) {
    for (const word of ['career', 'path', 'paths', 'roadmap', 'ক্যারিয়ার', 'ক্যারিয়ার', 'পাথ']) {
      const at = terms.indexOf(word);
      if (at >= 0) {
        terms.splice(at, 1);
        variants.splice(at, 1);
      }
    }
  }
  if (intents.has('free_class') || intents.has('masterclass')) {
    // "how do I join / register for the masterclass", "মাস্টারক্লাসে কীভাবে যোগ দেব": the event is the subject.
    for (const word of [
      'master',
      'class',
      'upcoming',
      'next',
      'live',
      'register',
      'registration',
      'আসন্ন',
      'পরবর্তী',
      'পরের',
      'লাইভ',
      'যোগ',
      'দেব',
      'দেবো',
      'দিতে',
      'দিব',
      'রেজিস্টার',
      'রেজিস্ট্রেশন',
    ]) {
      const at = terms.indexOf(word);
      if (at >= 0) {
        terms.splice(at, 1);
        variants.splice(at, 1);
      }
    }
  }
  // At most eight words, as the catalog's search (lib/search-tiers.ts in the API): a long message is
  // mostly context, and the first words usually name the subject.
  return { terms: terms.slice(0, 8), variants: variants.slice(0, 8), intents, place, maxPrice };
}

/**
 * Does a searched word occur in a text's words? As a prefix ("flut" in "Flutter"), or sharing a long
 * common beginning ("refunds"/"refund", "analyst"/"analytics"): a cheap stand-in for stemming that
 * works for the English titles and, with stemBangla, for Bangla.
 */
export function termMatches(term: string, words: readonly string[]): boolean {
  // A word of two letters ("ui", "qa", "কম") must be the whole word: as a prefix it matches anything.
  const short = [...term].length < 3;
  for (const word of words) {
    if (short) {
      if (word === term) return true;
      continue;
    }
    if (word.startsWith(term)) return true;
    let common = 0;
    while (common < term.length && common < word.length && term[common] === word[common]) common += 1;
    if (common >= 4 && common >= Math.min(term.length, word.length) - 2) return true;
  }
  return false;
}
