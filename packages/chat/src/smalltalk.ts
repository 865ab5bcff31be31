import { SITE } from '@dokkho/contract/site';
import type { ChatLanguage } from './language';

export type SmalltalkKind = 'greeting' | 'thanks' | 'bye' | 'identity' | 'wellbeing';

/**
 * Small talk in both languages. Each pattern must match the WHOLE message (after punctuation is dropped),
 * so "hi, how much is the Flutter course?" is a question with a greeting in front, not small talk:
 * `stripGreeting` takes the greeting off and the rest goes to retrieval.
 */
const PATTERNS: [SmalltalkKind, RegExp][] = [
  [
    'greeting',
    /^(hi+|hello+|hey+|hiya|yo|howdy|greetings|good (morning|afternoon|evening|day)|assalamu? ?alaikum|salam|salaam|হাই|হ্যালো|হেলো|আসসালামু আলাইকুম|আসসালামুআলাইকুম|সালাম|নমস্কার|শুভ সকাল|শুভ সন্ধ্যা)( there| dokkho| bot| chatbot| দক্ষ)?$/u,
  ],
  [
    'thanks',
    /^(thanks?( you)?( so much| a lot| very much)?|thank u|thx|ty|great thanks|ok thanks|okay thanks|ধন্যবাদ|অনেক ধন্যবাদ|থ্যাংকস|থ্যাংক ইউ|শুকরিয়া|জাজাকাল্লাহ)$/u,
  ],
  [
    'bye',
    /^(bye+|goodbye|good bye|see you|see ya|take care|later|good night|বিদায়|বাই|আল্লাহ হাফেজ|আল্লাহ হাফিজ|খোদা হাফেজ|শুভ রাত্রি|আবার কথা হবে)$/u,
  ],
  [
    'identity',
    /^((who|what) are you|what is dokkho|whats dokkho|tell me about dokkho|about dokkho|দক্ষ কী|দক্ষ কি|who r u|what is your name|whats your name|your name|are you (a )?(bot|robot|human|real|ai)|who made you|what can you do|তুমি কে|আপনি কে|তোমার নাম কি|তোমার নাম কী|আপনার নাম কি|আপনার নাম কী|তুমি কি রোবট|আপনি কি রোবট|তুমি কী করতে পারো|আপনি কী করতে পারেন)$/u,
  ],
  [
    'wellbeing',
    /^(how are you( doing)?|how r u|how do you do|whats up|what's up|sup|কেমন আছ|কেমন আছো|কেমন আছেন|কি খবর|কী খবর)$/u,
  ],
];

const GREETING_PREFIX =
  /^(hi+|hello+|hey+|good (morning|afternoon|evening)|assalamu? ?alaikum|salam|হাই|হ্যালো|হেলো|আসসালামু আলাইকুম|সালাম|নমস্কার)( there| dokkho| bot)?[\s,.!।]+/iu;

/** Words people put before small talk ("ok bye", "okay thanks"), dropped before matching. */
const FILLERS = /^((ok|okay|oh|alright|well|so|great|nice|cool|আচ্ছা|ঠিক আছে|ওকে)\s+)+/u;

function simplify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[!?.,।;:"'’‘()\-😀-🙏👋🙂]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(FILLERS, '');
}

export function detectSmalltalk(question: string): SmalltalkKind | null {
  const text = simplify(question);
  if (!text) return null;
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** "Hi! Which course teaches Excel?" -> "Which course teaches Excel?" */
export function stripGreeting(question: string): string {
  return question.replace(GREETING_PREFIX, '').trim() || question;
}

const REPLIES: Record<SmalltalkKind, Record<ChatLanguage, string>> = {
  greeting: {
    en: `Hello! I am the ${SITE.name} assistant. Ask me about our courses and their prices, career paths, bundles and offers, free classes, jobs, payments with bKash, certificates or refunds.`,
    bn: `হ্যালো! আমি ${SITE.name}-এর সহকারী। কোর্স ও দাম, ক্যারিয়ার পাথ, বান্ডেল ও অফার, ফ্রি ক্লাস, চাকরি, বিকাশে পেমেন্ট, সার্টিফিকেট বা রিফান্ড নিয়ে যা জানতে চান জিজ্ঞেস করুন।`,
  },
  thanks: {
    en: `You are welcome! If you need anything else, just ask, or reach our team through a [support session](/support-session).`,
    bn: `আপনাকেও ধন্যবাদ! আর কিছু জানার থাকলে জিজ্ঞেস করুন, অথবা [সাপোর্ট সেশন](/support-session) বুক করে আমাদের টিমের সাথে কথা বলুন।`,
  },
  bye: {
    en: `Goodbye, and happy learning! Come back any time you have a question.`,
    bn: `বিদায়, শেখা আনন্দময় হোক! যেকোনো প্রশ্নে আবার আসবেন।`,
  },
  identity: {
    en: `I am the ${SITE.name} chatbot, an automated assistant. ${SITE.about} I answer from ${SITE.name}'s own courses, career paths, offers, jobs and help pages. For anything I cannot answer, our support team can help: e-mail ${SITE.email}, call ${SITE.phone} or book a [support session](/support-session).`,
    bn: `আমি ${SITE.name}-এর চ্যাটবট, একটি স্বয়ংক্রিয় সহকারী। ${SITE.name} বাংলাদেশের তরুণদের কর্মজীবী পেশাজীবীদের কাছ থেকে চাকরির উপযোগী দক্ষতা শিখতে, সার্টিফিকেট পেতে আর চাকরি পেতে সাহায্য করে। ${SITE.name}-এর কোর্স, ক্যারিয়ার পাথ, অফার, চাকরি আর সাহায্য পেজ থেকে উত্তর দিই। যা আমি পারি না, তার জন্য আমাদের সাপোর্ট টিম আছে: ইমেইল ${SITE.email}, ফোন ${SITE.phone}, অথবা [সাপোর্ট সেশন](/support-session) বুক করুন।`,
  },
  wellbeing: {
    en: `I am doing well, thank you! How can I help you with your learning today? Ask me about a course, a job or how to pay.`,
    bn: `আমি ভালো আছি, ধন্যবাদ! আজ শেখার ব্যাপারে কীভাবে সাহায্য করতে পারি? কোনো কোর্স, চাকরি বা পেমেন্ট নিয়ে জিজ্ঞেস করুন।`,
  },
};

export function smalltalkReply(kind: SmalltalkKind, language: ChatLanguage): string {
  return REPLIES[kind][language];
}
