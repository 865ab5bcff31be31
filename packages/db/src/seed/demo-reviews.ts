/**
 * The learner crowd behind the catalog's numbers (issue 15 item 7): believable Bangladeshi learners and the
 * written reviews they leave, in English and in Bangla as people here write it (English loanwords spelled
 * in Bangla, tool names left in Latin). Reviews are put together from a few sentences each, so lengths
 * vary and no course reads the same review twice. Everything is drawn from a seeded PRNG: the same demo
 * data on every fresh database. seed-crowd.ts writes the rows.
 */
import type { GenreSlug } from './demo-data';

/** Mulberry32: small, fast and good enough for demo data; a fixed seed gives the same sequence every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Fisher-Yates on a copy. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/*
 * Names as they go together here: a Muslim man's or woman's first name with a family name a Muslim family
 * uses (the women's own, like Akter and Sultana, only for women), and a Hindu first name with a Hindu
 * family name. About one learner in ten is Hindu.
 */
const MEN = [
  'Rahim',
  'Sakib',
  'Tanvir',
  'Mahmud',
  'Rafiq',
  'Nayeem',
  'Fahim',
  'Rifat',
  'Mehedi',
  'Sabbir',
  'Ashik',
  'Ridwan',
  'Hasib',
  'Tareq',
  'Jahid',
  'Mizanur',
  'Zubair',
  'Shafin',
  'Ishrak',
  'Saiful',
  'Nahid',
  'Kamrul',
  'Abir',
  'Mushfiq',
  'Towhid',
  'Imtiaz',
  'Shahriar',
  'Tahmid',
] as const;
const WOMEN = [
  'Nusrat',
  'Tanjila',
  'Sumaiya',
  'Farzana',
  'Mim',
  'Sharmin',
  'Anika',
  'Jannatul',
  'Rumana',
  'Tasnim',
  'Sabrina',
  'Lamia',
  'Nafisa',
  'Afroza',
  'Mehjabin',
  'Raisa',
  'Sadia',
  'Fariha',
  'Maliha',
  'Ishrat',
] as const;
const FAMILY = [
  'Rahman',
  'Hossain',
  'Islam',
  'Ahmed',
  'Chowdhury',
  'Uddin',
  'Karim',
  'Haque',
  'Alam',
  'Khan',
  'Siddique',
  'Bhuiyan',
  'Sheikh',
  'Hasan',
  'Kabir',
  'Mollah',
  'Talukder',
  'Sarker',
] as const;
const WOMEN_FAMILY = ['Akter', 'Khatun', 'Begum', 'Sultana', 'Jahan'] as const;
const HINDU = [
  'Priyanka',
  'Moumita',
  'Pritom',
  'Sourav',
  'Anik',
  'Arnob',
  'Tonmoy',
  'Dipa',
  'Puja',
  'Shuvo',
] as const;
const HINDU_FAMILY = [
  'Das',
  'Roy',
  'Saha',
  'Biswas',
  'Paul',
  'Majumder',
  'Dey',
  'Ghosh',
  'Sarker',
  'Talukder',
] as const;

function demoName(random: Random): { firstName: string; lastName: string } {
  const draw = random();
  if (draw < 0.1) return { firstName: pick(random, HINDU), lastName: pick(random, HINDU_FAMILY) };
  if (draw < 0.55) return { firstName: pick(random, MEN), lastName: pick(random, FAMILY) };
  return { firstName: pick(random, WOMEN), lastName: pick(random, [...FAMILY, ...WOMEN_FAMILY]) };
}

export interface DemoLearner {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * `count` distinct learners. Usernames carry a number, which no hand-written demo user has, so the crowd
 * never clashes with the buyers or seekers of the other demo files.
 */
export function demoLearners(count: number, random: Random): DemoLearner[] {
  return Array.from({ length: count }, (_, index) => {
    const { firstName, lastName } = demoName(random);
    const username = `${firstName}_${lastName}_${index + 1}`.toLowerCase();
    return {
      username,
      email: `${username.replace(/_/g, '.')}@learners.dokkho.test`,
      firstName,
      lastName,
    };
  });
}

/** Sentences by what the learner thought of the course: 5, 4, 3 and 1-2 stars. */
interface Voice {
  loved: readonly string[];
  liked: readonly string[];
  /** A small complaint in an otherwise good review. */
  but: readonly string[];
  mixed: readonly string[];
  disliked: readonly string[];
  /** What happened after: ends a longer good review. */
  after: readonly string[];
  /** What a learner of this subject got out of it. */
  topic: Readonly<Record<GenreSlug, readonly string[]>>;
}

const ENGLISH: Voice = {
  loved: [
    'Best course I have taken on Dokkho so far.',
    'Worth every taka.',
    'Clear, practical and well paced.',
    'I had tried YouTube tutorials for months; this is where it finally clicked.',
    'Excellent course, explained step by step.',
    'The instructor explains things like a friend, not like a textbook.',
    'Very well organised, from the first lesson to the last.',
    'Highly recommended for beginners.',
    'Exactly what I needed for my job.',
    'Loved it.',
  ],
  liked: [
    'Good course overall.',
    'Solid content and easy to follow.',
    'Helpful and practical, with a few rough edges.',
    'I learned a lot, though it took me longer than I expected.',
    'Good value for the price.',
    'Mostly great.',
  ],
  but: [
    'Some videos could be shorter; I watched them at 1.25x.',
    'I wish there were more practice exercises at the end of each module.',
    'The audio in a couple of lessons is a bit low.',
    'A few screenshots are from an older version of the software, but the steps still work.',
    'A one-page summary to download after each module would help.',
  ],
  mixed: [
    'Decent, but not quite what I expected.',
    'Okay for the basics.',
    'The first half is good; the second half moves too fast.',
    'The content is fine but the pace is uneven.',
    'Some parts were very useful, others felt like filler.',
  ],
  disliked: [
    'Too basic for me; I already knew most of this.',
    'Far too fast for a beginner, and the support group was slow to reply.',
    'I expected more real projects. The description promises more than the course delivers.',
    'Audio problems in several lessons made it hard to follow.',
  ],
  after: [
    'Looking forward to the next course.',
    'Already recommended it to two friends from my university.',
    'I got my first interview call a month after finishing it.',
    'I use this at work every day now.',
    'Added the certificate to my CV and LinkedIn.',
    'Thank you, Dokkho team!',
  ],
  topic: {
    'data-analytics': [
      'Practising on Bangladeshi sales data made it feel real, not like a textbook example.',
      'The reports I make at the office now actually get read by my manager.',
      'The assignment at the end of each module made me do the work, not just watch.',
    ],
    devops: [
      'The labs are hands-on; by the end I had set up my own server.',
      'Every command is explained one by one, nothing is skipped.',
      'The pipeline project is on my GitHub now and came up in an interview.',
    ],
    'digital-marketing': [
      'I tried the lessons on my own f-commerce page and my cost per result went down.',
      'The examples are from Bangladeshi businesses, which makes a big difference.',
      'I finally understand the numbers in the dashboard instead of guessing.',
    ],
    'web-development': [
      'I built and deployed the projects; my portfolio finally has something in it.',
      'JavaScript always scared me; the way it is broken down here helped a lot.',
      'Being project-based kept me going until the end.',
    ],
    'mobile-development': [
      'My first app runs on my own phone now.',
      'State management finally makes sense.',
      'Very useful for my final-year project.',
    ],
    design: [
      'I went from zero to making real case studies.',
      'I look at every poster differently after the lessons on layout and type.',
      'Practical assignments and useful templates.',
    ],
    english: [
      'My speaking confidence has improved a lot; I did the exercises every day.',
      'I used to translate from Bangla in my head; much less now.',
      'The mistakes it points out are exactly the ones we make.',
    ],
    freelancing: [
      'Got my first order three weeks after finishing.',
      'The proposal templates alone are worth the price.',
      'It is honest about how long the first client takes, which I appreciated.',
    ],
  },
};

const BANGLA: Voice = {
  loved: [
    'দক্ষ-তে এখন পর্যন্ত করা সেরা কোর্স।',
    'এক কথায় অসাধারণ কোর্স!',
    'খুবই সহজ ভাষায় বুঝিয়েছেন, একদম বিগিনার হিসেবেও কোনো সমস্যা হয়নি।',
    'টাকাটা পুরোপুরি উসুল।',
    'ইউটিউবে অনেক দিন চেষ্টা করেছি, এই কোর্সে এসে বিষয়টা পরিষ্কার হলো।',
    'প্রতিটা লেসন গোছানো, কোথাও তাড়াহুড়া নেই।',
    'ইন্সট্রাক্টরের বোঝানোর ধরনটা খুব ভালো লেগেছে।',
    'যারা একদম শুরু থেকে শিখতে চান, তাদের জন্য পারফেক্ট।',
    'অফিসের কাজে সরাসরি কাজে লাগছে।',
    'জাস্ট অসাম!',
  ],
  liked: [
    'ভালো কোর্স, অনেক কিছু শিখেছি।',
    'কনটেন্ট ভালো, তবে কিছু জায়গায় আরেকটু ধীরে বোঝালে ভালো হতো।',
    'দামের তুলনায় বেশ ভালো।',
    'মোটের উপর ভালো লেগেছে।',
    'কাজের কোর্স, শেষ করতে একটু বেশি সময় লেগেছে যদিও।',
  ],
  but: [
    'কিছু ভিডিওর সাউন্ড একটু কম।',
    'প্রতি মডিউলের শেষে আরও প্র্যাকটিস এক্সারসাইজ থাকলে ভালো হতো।',
    'কয়েকটা স্ক্রিনশট পুরোনো ভার্সনের, তবে স্টেপগুলো ঠিকই কাজ করে।',
    'প্রতি মডিউলের শেষে ডাউনলোড করার মতো একটা সামারি থাকলে ভালো হতো।',
  ],
  mixed: [
    'মোটামুটি। বেসিক জানার জন্য ঠিক আছে।',
    'প্রথম অর্ধেক ভালো, কিন্তু পরের দিকে খুব দ্রুত চলে গেছে।',
    'যা আশা করেছিলাম তার চেয়ে একটু কম।',
    'কিছু অংশ খুব কাজের, কিছু অংশ অপ্রয়োজনীয় মনে হয়েছে।',
  ],
  disliked: [
    'আমার জন্য একটু বেশি বেসিক, বেশিরভাগই আগে থেকে জানা ছিল।',
    'বিগিনারের জন্য অনেক দ্রুত। সাপোর্ট গ্রুপে প্রশ্ন করে উত্তর পেতে দেরি হয়েছে।',
    'ডেসক্রিপশনে যতটা বলা হয়েছে, ততটা প্রজেক্ট নেই।',
    'কয়েকটা লেসনে অডিওর সমস্যা, বুঝতে কষ্ট হয়েছে।',
  ],
  after: [
    'সবাইকে রেকমেন্ড করব।',
    'পরের কোর্সের অপেক্ষায় রইলাম।',
    'ভার্সিটির দুইজন বন্ধুকেও এনরোল করিয়েছি।',
    'কোর্স শেষ করার এক মাসের মধ্যে প্রথম ইন্টারভিউ কল পেয়েছি!',
    'এখন অফিসে প্রায় প্রতিদিন এটা কাজে লাগাই।',
    'সার্টিফিকেটটা সিভিতে যোগ করেছি।',
    'ধন্যবাদ দক্ষ টিমকে।',
  ],
  topic: {
    'data-analytics': [
      'বাংলাদেশি সেলস ডেটা দিয়ে প্র্যাকটিস করায় বিষয়টা অনেক বাস্তব মনে হয়েছে।',
      'অফিসে এখন যে রিপোর্ট বানাই, বস আসলেই সেটা পড়েন।',
      'প্রতি মডিউলের অ্যাসাইনমেন্টগুলো শুধু দেখা না, নিজে করতে বাধ্য করেছে।',
    ],
    devops: [
      'ল্যাবগুলো একদম হাতে-কলমে, শেষে নিজের সার্ভার নিজেই সেটআপ করেছি।',
      'প্রতিটা কমান্ড আলাদা করে বুঝিয়েছেন, কিছুই স্কিপ করেননি।',
      'পাইপলাইনের প্রজেক্টটা GitHub এ রেখেছি, ইন্টারভিউতেও এটা নিয়ে কথা হয়েছে।',
    ],
    'digital-marketing': [
      'নিজের এফ-কমার্স পেজে টিপসগুলো কাজে লাগিয়েছি, অ্যাডের খরচ কমেছে।',
      'উদাহরণগুলো বাংলাদেশি ব্যবসার, তাই রিলেট করা সহজ হয়েছে।',
      'ড্যাশবোর্ডের নাম্বারগুলো এখন আন্দাজে না, বুঝে পড়ি।',
    ],
    'web-development': [
      'প্রজেক্টগুলো বানিয়ে ডিপ্লয় করেছি, পোর্টফোলিওতে এখন দেখানোর মতো কিছু আছে।',
      'JavaScript সবসময় ভয় লাগত, এখানে ভেঙে ভেঙে বোঝানোয় অনেক সুবিধা হয়েছে।',
      'প্রজেক্ট-বেসড হওয়ায় শেষ পর্যন্ত মোটিভেশন ধরে রাখতে পেরেছি।',
    ],
    'mobile-development': [
      'নিজের বানানো প্রথম অ্যাপ এখন আমার ফোনে চলছে।',
      'স্টেট ম্যানেজমেন্ট এতদিনে মাথায় ঢুকল।',
      'ফাইনাল ইয়ার প্রজেক্টে খুব কাজে লেগেছে।',
    ],
    design: [
      'একদম শূন্য থেকে শুরু করে এখন কেস স্টাডি বানাতে পারি।',
      'লেআউট আর টাইপোগ্রাফির লেসনের পর যেকোনো পোস্টার অন্যভাবে দেখি।',
      'টেমপ্লেট আর অ্যাসাইনমেন্টগুলো খুব প্র্যাকটিকাল।',
    ],
    english: [
      'প্রতিদিন এক্সারসাইজগুলো প্র্যাকটিস করে স্পিকিংয়ে কনফিডেন্স অনেক বেড়েছে।',
      'আগে মনে মনে বাংলা থেকে ট্রান্সলেট করতাম, এখন সেটা অনেক কমেছে।',
      'আমরা সাধারণত যে ভুলগুলো করি, ঠিক সেগুলো ধরিয়ে দিয়েছেন।',
    ],
    freelancing: [
      'কোর্স শেষ করার তিন সপ্তাহের মাথায় প্রথম অর্ডার পেয়েছি।',
      'প্রপোজাল টেমপ্লেটগুলোই কোর্সের দাম উসুল করে দেয়।',
      'প্রথম ক্লায়েন্ট পেতে কত সময় লাগে, সেটা নিয়ে সৎভাবে বলেছেন, এটা ভালো লেগেছে।',
    ],
  },
};

/**
 * Star ratings for `count` reviews whose mean is as near `average` as whole stars allow: mostly fives,
 * the rest fours, a few threes and, on larger courses, the odd one- or two-star review. Shuffled.
 */
export function demoRatings(count: number, average: number, random: Random): number[] {
  const ratings = Array.from({ length: count }, () => 5);
  let missing = Math.max(0, Math.round(5 * count - average * count));
  // Most missing stars make four-star reviews; one review in seven, while enough stars are still missing,
  // drops two or three instead (a three- or two-star review).
  let index = 0;
  while (missing > 0 && index < count) {
    const drop = missing >= 4 && index % 7 === 3 ? (index % 2 === 0 ? 3 : 2) : 1;
    ratings[index] = 5 - drop;
    missing -= drop;
    index += 1;
  }
  return shuffled(random, ratings);
}

/**
 * A review's text for a course of `genre` with `rating` stars, in Bangla or English; empty for about one
 * review in seven (a rating without words, which the product allows). `used` holds the course's texts so
 * far: a text already there is drawn again, a few times, before settling for a shorter one.
 */
export function demoReviewText(
  random: Random,
  options: { rating: number; genre: GenreSlug; used: Set<string> },
): string {
  if (random() < 0.14) return '';
  const voice = random() < 0.55 ? BANGLA : ENGLISH;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const text = compose(random, voice, options.rating, options.genre);
    if (!options.used.has(text)) {
      options.used.add(text);
      return text;
    }
  }
  return '';
}

function compose(random: Random, voice: Voice, rating: number, genre: GenreSlug): string {
  const length = random();
  if (rating <= 2)
    return [pick(random, voice.disliked), ...(length > 0.6 ? [pick(random, voice.mixed)] : [])].join(' ');
  if (rating === 3)
    return [pick(random, voice.mixed), ...(length > 0.5 ? [pick(random, voice.but)] : [])].join(' ');
  const sentences =
    rating === 4 ? [pick(random, voice.liked), pick(random, voice.but)] : [pick(random, voice.loved)];
  if (length > 0.35) sentences.push(pick(random, voice.topic[genre]));
  if (length > 0.7) sentences.push(pick(random, voice.after));
  return sentences.join(' ');
}
