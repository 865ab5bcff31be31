import { SITE } from '@dokkho/contract/site';
import { formatDhakaDate, formatDhakaDateTime } from '@dokkho/domain/dates';
import { localiseDigits } from '@dokkho/domain/digits';
import { formatTaka } from '@dokkho/domain/money';
import { basePrice, bestOffer, priceWithOffer } from '@dokkho/domain/pricing';
import type { ChatLanguage } from './language';
import { escapeMarkdown, isSitePath } from './markdown';
import type { BundleRow, CourseRow, EventRow, FaqRow, JobRow, OfferRow } from './repository';

/*
 * The answer's words. Facts (titles, names, prices, dates) stay as stored; only the framing sentences
 * change with the language. Links are relative Markdown links to our own pages (SPEC.md §2 routes), which
 * the widget turns into real links: `[Title](/courseDetails/12)`. Text that people write (titles, names,
 * offer and FAQ text) goes in through escapeMarkdown, so it can never become a link (issue 14 item 4).
 * Money, dates and offer prices come from the domain core (@dokkho/domain, ADR 021), so the chatbot quotes
 * what the course page shows and checkout charges.
 */

export function formatDuration(minutes: number, language: ChatLanguage): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (language === 'bn') {
    return [hours ? `${hours} ঘণ্টা` : '', rest ? `${rest} মিনিট` : ''].filter(Boolean).join(' ');
  }
  if (!rest) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return hours ? `${hours} h ${rest} min` : `${rest} minutes`;
}

function priceText(price: number, salePrice: number | null, language: ChatLanguage): string {
  if (price === 0) return language === 'bn' ? 'ফ্রি (বিনামূল্যে)' : 'free';
  if (salePrice !== null && salePrice < price) {
    return language === 'bn'
      ? `দাম ${formatTaka(salePrice)} (নিয়মিত দাম ${formatTaka(price)})`
      : `${formatTaka(salePrice)} (regular price ${formatTaka(price)})`;
  }
  return language === 'bn' ? `দাম ${formatTaka(price)}` : formatTaka(price);
}

function offerText(base: number, offer: OfferRow | null, language: ChatLanguage): string {
  if (!offer) return '';
  // The checkout's own chain (ADR 011, 021): rounded to whole taka, never under the minimum charge.
  const final = priceWithOffer(base, offer);
  return language === 'bn'
    ? `; চলমান অফার "${escapeMarkdown(offer.title)}"-এ চেকআউটে ${formatTaka(final)}, ${formatDhakaDate(offer.endsAt)} পর্যন্ত`
    : `; with the running offer "${escapeMarkdown(offer.title)}" it is ${formatTaka(final)} at checkout until ${formatDhakaDate(offer.endsAt)}`;
}

export function courseLink(row: Pick<CourseRow, 'id' | 'kind' | 'title'>): string {
  const path = row.kind === 'career_path' ? `/career-paths/${row.id}` : `/courseDetails/${row.id}`;
  return `[${escapeMarkdown(row.title)}](${path})`;
}

export function describeCourse(
  row: CourseRow,
  offers: readonly OfferRow[] | undefined,
  language: ChatLanguage,
) {
  const base = basePrice(row);
  const offer = bestOffer(base, offers ?? []);
  const price = priceText(row.price, row.salePrice, language) + offerText(base, offer, language);
  const duration = formatDuration(row.durationMinutes, language);
  const live = row.nextLiveAt;
  if (language === 'bn') {
    const parts = [
      row.kind === 'career_path' ? `${row.memberCount}টি কোর্সের ক্যারিয়ার পাথ` : '',
      price,
      duration ? `মোট ${duration}` : '',
      row.lessonsCount ? `${row.lessonsCount}টি লেসন` : '',
      `লেভেল: ${escapeMarkdown(row.level)}`,
      row.language === 'bn' ? 'বাংলায়' : 'ইংরেজিতে',
      `ইন্সট্রাক্টর: ${escapeMarkdown(row.instructor)}`,
      live ? `পরের লাইভ ক্লাস ${formatDhakaDate(live)}` : '',
    ].filter(Boolean);
    return `${courseLink(row)}: ${parts.join(', ')}।`;
  }
  const parts = [
    row.kind === 'career_path' ? `a career path of ${row.memberCount} courses` : '',
    price,
    duration ? `${duration}${row.kind === 'career_path' ? ' in all' : ''}` : '',
    row.lessonsCount ? `${row.lessonsCount} lessons` : '',
    `${escapeMarkdown(row.level)} level`,
    row.language === 'bn' ? 'in Bangla' : 'in English',
    `${row.kind === 'career_path' ? 'led' : 'taught'} by ${escapeMarkdown(row.instructor)}`,
    live ? `next live class on ${formatDhakaDate(live)}` : '',
  ].filter(Boolean);
  return `${courseLink(row)}: ${parts.join(', ')}.`;
}

export function describeBundle(row: BundleRow, language: ChatLanguage) {
  const link = `[${escapeMarkdown(row.title)}](/bundle-offer/${row.id})`;
  const price = priceText(row.price, row.salePrice, language);
  const titles = row.courseTitles.map(escapeMarkdown).join(', ');
  const until = row.endsAt ? formatDhakaDate(row.endsAt) : null;
  if (language === 'bn') {
    return `${link}: ${row.courseTitles.length}টি কোর্স একসাথে (${titles}), ${price}${until ? `, অফার ${until} পর্যন্ত` : ''}।`;
  }
  return `${link}: ${row.courseTitles.length} courses together (${titles}) for ${price}${until ? `, until ${until}` : ''}.`;
}

export function describeOffer(row: OfferRow, language: ChatLanguage) {
  const amount = row.kind === 'percent' ? `${row.amount}%` : formatTaka(row.amount);
  const link = row.campaign === 'eid' ? '/eid-offer' : '/allcourses';
  const [title, description] = [escapeMarkdown(row.title), escapeMarkdown(row.description)];
  if (language === 'bn') {
    return `[${title}](${link}): ${amount} ছাড়, ${formatDhakaDate(row.endsAt)} পর্যন্ত। ${description}`;
  }
  return `[${title}](${link}): ${amount} off until ${formatDhakaDate(row.endsAt)}. ${description}`;
}

/** An upcoming masterclass or free class: its page, when (Dhaka time), the speaker and the seats left. */
export function eventLink(row: Pick<EventRow, 'id' | 'kind'>): string {
  return row.kind === 'masterclass' ? `/masterclass-details/${row.id}` : `/free-class/${row.id}`;
}

export function describeEvent(row: EventRow, language: ChatLanguage) {
  const title = escapeMarkdown(language === 'bn' && row.titleBn?.trim() ? row.titleBn : row.title);
  const link = `[${title}](${eventLink(row)})`;
  const when = formatDhakaDateTime(row.startsAt, language);
  const speaker = escapeMarkdown(row.speakerName);
  const left = row.seatCap === null ? null : Math.max(0, row.seatCap - row.confirmed);
  if (language === 'bn') {
    const seats =
      left === null
        ? ''
        : left === 0
          ? ' আসন পূর্ণ, অপেক্ষমাণ তালিকায় নাম দিতে পারেন।'
          : ` ${localiseDigits(String(left), 'bn')}টি আসন বাকি।`;
    return `${link}: ${when} (ঢাকার সময়), বক্তা ${speaker}।${seats}`;
  }
  const seats =
    left === null
      ? ''
      : left === 0
        ? ' Full: you can join the waiting list.'
        : ` ${left} seat${left === 1 ? '' : 's'} left.`;
  return `${link}: ${when} (Dhaka time), with ${speaker}.${seats}`;
}

const EMPLOYMENT_EN: Record<string, string> = {
  full_time: 'full-time',
  part_time: 'part-time',
  contract: 'contract',
  internship: 'internship',
};
const EMPLOYMENT_BN: Record<string, string> = {
  full_time: 'ফুল-টাইম',
  part_time: 'পার্ট-টাইম',
  contract: 'চুক্তিভিত্তিক',
  internship: 'ইন্টার্নশিপ',
};
const WORKPLACE_EN: Record<string, string> = { on_site: 'on site', remote: 'remote', hybrid: 'hybrid' };
const WORKPLACE_BN: Record<string, string> = { on_site: 'অফিসে', remote: 'রিমোট', hybrid: 'হাইব্রিড' };

export function describeJob(row: JobRow, language: ChatLanguage) {
  const link = `[${escapeMarkdown(row.title)}](/jobs/${row.id})`;
  const company = escapeMarkdown(row.companyName);
  const place = escapeMarkdown([...new Set([row.district, row.division].filter(Boolean))].join(', '));
  const salary =
    row.salaryNegotiable || (row.salaryMin === null && row.salaryMax === null)
      ? null
      : [row.salaryMin, row.salaryMax]
          .filter((v): v is number => v !== null)
          .map((poisha) => formatTaka(poisha))
          .join('–');
  if (language === 'bn') {
    const parts = [
      place || 'রিমোট',
      EMPLOYMENT_BN[row.employmentType] ?? escapeMarkdown(row.employmentType),
      WORKPLACE_BN[row.workplace] ?? escapeMarkdown(row.workplace),
      salary ? `মাসিক বেতন ${salary}` : 'বেতন আলোচনা সাপেক্ষে',
      `আবেদনের শেষ তারিখ ${formatDhakaDate(row.deadline)}`,
    ];
    return `${link}, ${company}: ${parts.join(', ')}।`;
  }
  const parts = [
    place || 'remote',
    EMPLOYMENT_EN[row.employmentType] ?? escapeMarkdown(row.employmentType),
    WORKPLACE_EN[row.workplace] ?? escapeMarkdown(row.workplace),
    salary ? `${salary} a month` : 'salary negotiable',
    `apply by ${formatDhakaDate(row.deadline)}`,
  ];
  return `${link} at ${company}: ${parts.join(', ')}.`;
}

const LINK_LABELS: Record<string, [string, string]> = {
  '/support-session': ['Book a support session', 'সাপোর্ট সেশন বুক করুন'],
  '/allcourses': ['Browse all courses', 'সব কোর্স দেখুন'],
  '/terms-and-conditions': ['Terms and conditions', 'শর্তাবলি'],
  '/newDashboard/certificates': ['Your certificates', 'আপনার সার্টিফিকেট'],
  '/free-classes': ['Free classes', 'ফ্রি ক্লাস'],
  '/': ['Home page', 'হোম পেজ'],
  '/jobs': ['Job board', 'জব বোর্ড'],
  '/resume': ['Resume builder', 'রিজিউমে বিল্ডার'],
  '/affiliation': ['Affiliate programme', 'অ্যাফিলিয়েট প্রোগ্রাম'],
  '/development': ['Become an instructor', 'ইন্সট্রাক্টর হোন'],
  '/business': ['Dokkho for Business', 'Dokkho for Business'],
  '/hiringpage': ['Hire with Dokkho', 'Dokkho থেকে নিয়োগ দিন'],
  '/bundle-offer': ['All bundles', 'সব বান্ডেল'],
  '/eid-offer': ['Eid offer', 'ঈদ অফার'],
};

export function pageLink(path: string, language: ChatLanguage): string {
  const [en, bn] = LINK_LABELS[path] ?? ['Learn more', 'আরও জানুন'];
  return `[${language === 'bn' ? bn : en}](${path})`;
}

/** Staff write the FAQ in chat_faqs: their answer is text, and their link one of our pages or nothing. */
export function describeFaq(row: FaqRow, language: ChatLanguage) {
  const answer = escapeMarkdown(language === 'bn' ? row.answerBn : row.answerEn);
  return isSitePath(row.link) ? `${answer}\n${pageLink(row.link, language)}` : answer;
}

/** Several facts under one framing sentence, one per line. */
export function list(intro: string, lines: readonly string[], outro?: string): string {
  if (lines.length === 1 && !intro) return [lines[0], outro].filter(Boolean).join('\n');
  return [intro, ...lines.map((line) => `- ${line}`), outro].filter(Boolean).join('\n');
}

export const PHRASES = {
  found: { en: 'Here is what I found:', bn: 'আপনার প্রশ্নের সাথে মিলে যায় এমন তথ্য:' },
  free: { en: 'These courses are free to enroll in:', bn: 'এই কোর্সগুলো বিনামূল্যে (ফ্রি) করা যায়:' },
  noFree: {
    en: 'I found no free course on that topic; these are the most affordable ones:',
    bn: 'এই বিষয়ে কোনো ফ্রি কোর্স পাইনি; সবচেয়ে কম দামের কোর্সগুলো:',
  },
  cheapest: { en: 'The most affordable courses right now:', bn: 'এখন সবচেয়ে কম দামের কোর্সগুলো:' },
  careerPaths: { en: 'Our career paths:', bn: 'আমাদের ক্যারিয়ার পাথগুলো:' },
  underPrice: {
    en: (max: string) => `Courses for ${max} or less, cheapest first (several courses are free, too):`,
    bn: (max: string) => `${max} বা তার কম দামের কোর্স, কম দাম আগে (কয়েকটি কোর্স ফ্রিও আছে):`,
  },
  bundles: {
    en: 'Bundles put the courses of one goal together for less:',
    bn: 'বান্ডেলে একটি লক্ষ্যের কোর্সগুলো একসাথে কম দামে পাওয়া যায়:',
  },
  offers: { en: 'Offers running now:', bn: 'এখন চলমান অফার:' },
  noOffers: {
    en: 'There is no special offer running right now, but several courses have a reduced price.',
    bn: 'এই মুহূর্তে কোনো বিশেষ অফার চলছে না, তবে কয়েকটি কোর্সে কম দাম চলছে।',
  },
  jobs: { en: 'Open jobs on the board:', bn: 'জব বোর্ডে খোলা চাকরি:' },
  jobsIn: {
    en: (place: string) => `Open jobs in ${place}:`,
    bn: (place: string) => `${place}-এ খোলা চাকরি:`,
  },
  noJobs: {
    en: (place: string | null) =>
      `There are no open jobs${place ? ` in ${place}` : ' matching that'} on the board right now.`,
    bn: (place: string | null) =>
      `এই মুহূর্তে জব বোর্ডে ${place ? `${place}-এ` : 'এর সাথে মিলে যায় এমন'} কোনো খোলা চাকরি নেই।`,
  },
  moreJobs: {
    en: (href: string) => `See every open job on the [job board](${href}).`,
    bn: (href: string) => `সব খোলা চাকরি দেখুন [জব বোর্ডে](${href})।`,
  },
  nextFreeClasses: { en: 'The next free classes:', bn: 'পরের ফ্রি ক্লাসগুলো:' },
  nextMasterclass: { en: 'The next masterclass:', bn: 'পরের মাস্টারক্লাস:' },
  noFreeClass: {
    en: 'No free class is scheduled right now; past ones can be watched on the [free classes](/free-classes) page.',
    bn: 'এই মুহূর্তে কোনো ফ্রি ক্লাস নির্ধারিত নেই; আগের ক্লাসের রেকর্ডিং [ফ্রি ক্লাস](/free-classes) পেজে দেখা যাবে।',
  },
  noMasterclass: {
    en: 'No masterclass is scheduled right now; past ones can be watched as recordings.',
    bn: 'এই মুহূর্তে কোনো মাস্টারক্লাস নির্ধারিত নেই; আগেরগুলো রেকর্ডিং হিসেবে দেখা যায়।',
  },
  howToJoinEvent: {
    en: 'To join: register with your name, phone and e-mail on its page. We send the joining link by e-mail and SMS, with reminders a day and an hour before; the Join button opens 15 minutes before the start.',
    bn: 'যোগ দিতে: পেজে আপনার নাম, ফোন ও ই-মেইল দিয়ে রেজিস্টার করুন। যোগ দেওয়ার লিংক ই-মেইল ও এসএমএসে পাঠানো হয়, সাথে এক দিন ও এক ঘণ্টা আগে রিমাইন্ডার; শুরুর ১৫ মিনিট আগে "যোগ দিন" বোতাম খুলে যায়।',
  },
  moreFreeClasses: {
    en: 'See them all on the [free classes](/free-classes) page.',
    bn: 'সবগুলো দেখুন [ফ্রি ক্লাস](/free-classes) পেজে।',
  },
  moreCourses: {
    en: (href: string) => `More in the [course catalog](${href}).`,
    bn: (href: string) => `আরও কোর্স দেখুন [কোর্স তালিকায়](${href})।`,
  },
};

/** The reply when nothing matched (issue 8 item 3: unknown questions get a reply pointing to support). */
export function fallbackAnswer(language: ChatLanguage): string {
  return language === 'bn'
    ? `দুঃখিত, আমাদের কোর্স, চাকরি বা সাহায্য পেজে এর উত্তর খুঁজে পাইনি। কোনো কোর্স বা দক্ষতার নাম, অথবা পেমেন্ট নিয়ে জিজ্ঞেস করে দেখুন, কিংবা [সব কোর্স](/allcourses) দেখুন। আমাদের সাপোর্ট টিমও সাহায্য করবে: ইমেইল ${SITE.email}, ফোন ${SITE.phone}, অথবা [সাপোর্ট সেশন বুক করুন](/support-session)।`
    : `Sorry, I could not find an answer to that in our courses, jobs or help pages. Try asking about a course or skill by name, or about payments, or [browse all courses](/allcourses). Our support team can help too: e-mail ${SITE.email}, call ${SITE.phone} or [book a support session](/support-session).`;
}
