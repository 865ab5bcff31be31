import type { Locale } from '@dokkho/contract/locale';
import type { ApplicationStage } from '@dokkho/contract/hiring';
import type { NotificationParams } from '@dokkho/contract/notifications';
import { DHAKA_TIME_ZONE } from '@dokkho/domain/dates';
import { localiseDigits } from '@dokkho/domain/digits';
import { formatTaka } from '@dokkho/domain/money';

/*
 * A notification worded for a push message (docs/decisions/037): the service worker shows the text as it
 * arrives, so unlike the bell (worded by the web in the language on screen) it is written here, in the
 * recipient's chosen language. The sentences are the web's (features/notifications/components/
 * notification-text.tsx and its bn.po) without the markup; the title says what kind of news it is.
 */

type Words = { title: string; body: string };

const STAGES: Record<ApplicationStage, { en: string; bn: string }> = {
  applied: { en: 'Application received', bn: 'আবেদন পৌঁছেছে' },
  screening: { en: 'Being reviewed', bn: 'যাচাই চলছে' },
  interview: { en: 'Invited to interview', bn: 'ইন্টারভিউয়ের ডাক' },
  offer: { en: 'Offer made', bn: 'অফার দেওয়া হয়েছে' },
  hired: { en: 'Hired', bn: 'নিয়োগ পেয়েছেন' },
  rejected: { en: 'Not selected', bn: 'নির্বাচিত হননি' },
};

/** A class's start on a Dhaka clock, as the bell writes it ("Sat 5 Dec, 7:30 pm" / Bangla digits). */
function dhakaWhen(iso: string, locale: Locale, { dateToo = true } = {}): string {
  return new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: DHAKA_TIME_ZONE,
    ...(dateToo ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
}

/** A push body is read on a lock screen: a long note is cut, the page has it whole. */
function clip(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function english(p: NotificationParams): Words {
  const taka = (poisha: number) => formatTaka(poisha, 'en');
  switch (p.kind) {
    case 'certificate_issued':
      return { title: 'Certificate ready', body: `Your certificate for ${p.course_title} is ready.` };
    case 'order_paid':
      return {
        title: 'Payment confirmed',
        body: `Payment of ${taka(p.total)} confirmed for ${p.item_title}. Your receipt is ready.`,
      };
    case 'application_stage':
      return {
        title: 'Application update',
        body: `${p.job_title} at ${p.company_name}: ${STAGES[p.stage].en}.`,
      };
    case 'contact_request':
      return {
        title: 'A recruiter wants to contact you',
        body: p.job_title
          ? `${p.company_name} would like to contact you about ${p.job_title}.`
          : `${p.company_name} would like to contact you.`,
      };
    case 'application_received':
      return { title: 'New application', body: `${p.applicant_name} applied to ${p.job_title}.` };
    case 'affiliate_sale':
      return {
        title: 'New sale',
        body: `You earned ${taka(p.amount)}: someone bought ${p.item_title} through your link.`,
      };
    case 'payout_decided':
      return p.status === 'paid'
        ? { title: 'Payout sent', body: `Your payout of ${taka(p.amount)} has been sent.` }
        : {
            title: 'Payout turned down',
            body: `Your payout request of ${taka(p.amount)} was turned down. The amount is back in your balance.`,
          };
    case 'course_published':
      return {
        title: 'Course published',
        body: `${p.course_title} is published: learners can find it and enrol now.`,
      };
    case 'course_sent_back':
      return {
        title: 'Course sent back',
        body: clip(`${p.course_title} was sent back for changes: “${p.note}”`),
      };
    case 'question_answered':
      return {
        title: 'Your question was answered',
        body:
          p.answered_by === 'staff'
            ? `${p.answerer_name} from the Dokkho team answered your question ${p.question_title} on ${p.course_title}.`
            : `${p.answerer_name} answered your question ${p.question_title} on ${p.course_title}.`,
      };
    case 'question_followed_up':
      return {
        title: 'New follow-up',
        body: `${p.author_name} added a follow-up to your question ${p.question_title}.`,
      };
    case 'question_asked':
      return {
        title: 'New question',
        body: `${p.asker_name} asked ${p.question_title} on ${p.course_title}.`,
      };
    case 'review_received':
      return {
        title: 'New review',
        body: `${p.learner_name} rated ${p.course_title} ${p.rating} out of 5.`,
      };
    case 'course_enrolled':
      return {
        title: 'New learner',
        body: p.paid
          ? `${p.learner_name} bought ${p.course_title} and is enrolled.`
          : `${p.learner_name} enrolled in ${p.course_title}.`,
      };
    case 'course_announcement':
      return {
        title: `Announcement: ${p.course_title}`,
        body: `${p.author_name} posted an announcement on ${p.course_title}: ${p.title}`,
      };
    case 'live_class_scheduled':
      return {
        title: 'New live class',
        body: `New live class ${p.class_title} on ${p.course_title}: ${dhakaWhen(p.starts_at, 'en')} (Dhaka time).`,
      };
    case 'live_class_changed':
      return p.change === 'cancelled'
        ? {
            title: 'Live class cancelled',
            body: `The live class ${p.class_title} on ${p.course_title} (${dhakaWhen(p.starts_at, 'en')}, Dhaka time) is cancelled.`,
          }
        : {
            title: 'Live class moved',
            body: `The live class ${p.class_title} on ${p.course_title} moved to ${dhakaWhen(p.starts_at, 'en')} (Dhaka time).`,
          };
    case 'live_class_recording':
      return {
        title: 'Recording ready',
        body: `The recording of ${p.class_title} on ${p.course_title} is ready to watch.`,
      };
    case 'live_class_reminder':
      return {
        title: 'Live class starting soon',
        body: `Starting soon: ${p.class_title} at ${dhakaWhen(p.starts_at, 'en', { dateToo: false })} (Dhaka time). The join link is on your schedule.`,
      };
    case 'event_update':
      return eventWords(p, 'en');
  }
}

function bangla(p: NotificationParams): Words {
  const taka = (poisha: number) => formatTaka(poisha, 'bn');
  switch (p.kind) {
    case 'certificate_issued':
      return { title: 'সার্টিফিকেট তৈরি', body: `${p.course_title} কোর্সের সার্টিফিকেট তৈরি।` };
    case 'order_paid':
      return {
        title: 'পেমেন্ট নিশ্চিত হয়েছে',
        body: `${p.item_title}-এর জন্য ${taka(p.total)} পেমেন্ট নিশ্চিত হয়েছে। আপনার রসিদ তৈরি।`,
      };
    case 'application_stage':
      return {
        title: 'আবেদনের আপডেট',
        body: `${p.company_name}-এ ${p.job_title}: ${STAGES[p.stage].bn}।`,
      };
    case 'contact_request':
      return {
        title: 'একজন রিক্রুটার যোগাযোগ করতে চান',
        body: p.job_title
          ? `${p.company_name} ${p.job_title} পদের ব্যাপারে আপনার সাথে যোগাযোগ করতে চায়।`
          : `${p.company_name} আপনার সাথে যোগাযোগ করতে চায়।`,
      };
    case 'application_received':
      return { title: 'নতুন আবেদন', body: `${p.applicant_name} ${p.job_title} পদে আবেদন করেছেন।` };
    case 'affiliate_sale':
      return {
        title: 'নতুন বিক্রি',
        body: `আপনি ${taka(p.amount)} আয় করেছেন: কেউ আপনার লিংক দিয়ে ${p.item_title} কিনেছেন।`,
      };
    case 'payout_decided':
      return p.status === 'paid'
        ? { title: 'পেআউট পাঠানো হয়েছে', body: `আপনার ${taka(p.amount)} পেআউট পাঠানো হয়েছে।` }
        : {
            title: 'পেআউট গৃহীত হয়নি',
            body: `আপনার ${taka(p.amount)} পেআউট অনুরোধটি গৃহীত হয়নি। টাকাটা আবার আপনার ব্যালান্সে যোগ হয়েছে।`,
          };
    case 'course_published':
      return {
        title: 'কোর্স প্রকাশিত হয়েছে',
        body: `${p.course_title} প্রকাশিত হয়েছে: শিক্ষার্থীরা এখন কোর্সটি খুঁজে পেয়ে এনরোল করতে পারবেন।`,
      };
    case 'course_sent_back':
      return {
        title: 'কোর্স ফেরত এসেছে',
        body: clip(`${p.course_title} কিছু পরিবর্তনের জন্য ফেরত পাঠানো হয়েছে: “${p.note}”`),
      };
    case 'question_answered':
      return {
        title: 'আপনার প্রশ্নের উত্তর এসেছে',
        body:
          p.answered_by === 'staff'
            ? `Dokkho টিমের ${p.answerer_name} ${p.course_title} কোর্সে আপনার প্রশ্ন ${p.question_title}-এর উত্তর দিয়েছেন।`
            : `${p.answerer_name} ${p.course_title} কোর্সে আপনার প্রশ্ন ${p.question_title}-এর উত্তর দিয়েছেন।`,
      };
    case 'question_followed_up':
      return {
        title: 'নতুন ফলো-আপ',
        body: `${p.author_name} আপনার প্রশ্ন ${p.question_title}-এ আরও কিছু যোগ করেছেন।`,
      };
    case 'question_asked':
      return {
        title: 'নতুন প্রশ্ন',
        body: `${p.asker_name} ${p.course_title} কোর্সে প্রশ্ন করেছেন: ${p.question_title}`,
      };
    case 'review_received':
      return {
        title: 'নতুন রিভিউ',
        body: `${p.learner_name} ${p.course_title} কোর্সকে ৫-এর মধ্যে ${localiseDigits(String(p.rating), 'bn')} রেটিং দিয়েছেন।`,
      };
    case 'course_enrolled':
      return {
        title: 'নতুন শিক্ষার্থী',
        body: p.paid
          ? `${p.learner_name} ${p.course_title} কিনে কোর্সে ভর্তি হয়েছেন।`
          : `${p.learner_name} ${p.course_title} কোর্সে ভর্তি হয়েছেন।`,
      };
    case 'course_announcement':
      return {
        title: `ঘোষণা: ${p.course_title}`,
        body: `${p.author_name} ${p.course_title} কোর্সে একটি ঘোষণা দিয়েছেন: ${p.title}`,
      };
    case 'live_class_scheduled':
      return {
        title: 'নতুন লাইভ ক্লাস',
        body: `${p.course_title} কোর্সে নতুন লাইভ ক্লাস ${p.class_title}: ${dhakaWhen(p.starts_at, 'bn')} (ঢাকার সময়)।`,
      };
    case 'live_class_changed':
      return p.change === 'cancelled'
        ? {
            title: 'লাইভ ক্লাস বাতিল',
            body: `${p.course_title} কোর্সের লাইভ ক্লাস ${p.class_title} (${dhakaWhen(p.starts_at, 'bn')}, ঢাকার সময়) বাতিল করা হয়েছে।`,
          }
        : {
            title: 'লাইভ ক্লাসের সময় বদলেছে',
            body: `${p.course_title} কোর্সের লাইভ ক্লাস ${p.class_title} সরিয়ে ${dhakaWhen(p.starts_at, 'bn')}-এ নেওয়া হয়েছে (ঢাকার সময়)।`,
          };
    case 'live_class_recording':
      return {
        title: 'রেকর্ডিং তৈরি',
        body: `${p.course_title} কোর্সের ${p.class_title} ক্লাসের রেকর্ডিং এখন দেখা যাবে।`,
      };
    case 'live_class_reminder':
      return {
        title: 'লাইভ ক্লাস শিগগিরই শুরু',
        body: `শিগগিরই শুরু: ${p.class_title}, ${dhakaWhen(p.starts_at, 'bn', { dateToo: false })}-এ (ঢাকার সময়)। যোগ দেওয়ার লিংক আপনার শিডিউলে আছে।`,
      };
    case 'event_update':
      return eventWords(p, 'bn');
  }
}

/** A masterclass or free class the reader registered for (issue 18), as the bell words it. */
function eventWords(p: Extract<NotificationParams, { kind: 'event_update' }>, locale: Locale): Words {
  const title = p.event_title;
  const when = dhakaWhen(p.starts_at, locale);
  const time = dhakaWhen(p.starts_at, locale, { dateToo: false });
  if (locale === 'bn') {
    const words: Record<typeof p.message, Words> = {
      confirmation: p.waitlisted
        ? { title: 'অপেক্ষমাণ তালিকায় আছেন', body: `${title}: সব আসন পূর্ণ; আসন খালি হলে জানাব।` }
        : { title: 'রেজিস্ট্রেশন নিশ্চিত', body: `${title}: ${when} (ঢাকার সময়)।` },
      promoted: { title: 'আসন নিশ্চিত হয়েছে', body: `একটি আসন খালি হয়েছে: ${title}, ${when} (ঢাকার সময়)।` },
      day_before: { title: 'আগামীকাল', body: `${title}: ${when} (ঢাকার সময়)।` },
      hour_before: {
        title: 'এক ঘণ্টা পরে শুরু',
        body: `${title}: ${time}-এ শুরু। শুরুর ১৫ মিনিট আগে যোগ দিতে পারবেন।`,
      },
      recording: { title: 'রেকর্ডিং দেখুন', body: `${title}-এর রেকর্ডিং এখন দেখা যাবে।` },
      offer: {
        title: 'আপনার জন্য বিশেষ ছাড়',
        body: `${title}-এ যোগ দেওয়ার জন্য ধন্যবাদ! কোর্সে ছাড়ের কোড আপনার ই-মেইলে পাঠানো হয়েছে।`,
      },
      cancelled: { title: 'বাতিল হয়েছে', body: `${title} (${when}) বাতিল করা হয়েছে।` },
      rescheduled: { title: 'সময় বদলেছে', body: `${title}-এর নতুন সময় ${when} (ঢাকার সময়)।` },
    };
    return words[p.message];
  }
  const words: Record<typeof p.message, Words> = {
    confirmation: p.waitlisted
      ? { title: 'On the waiting list', body: `${title} is full; we will tell you if a seat opens.` }
      : { title: 'You are registered', body: `${title}: ${when} (Dhaka time).` },
    promoted: { title: 'Your seat is confirmed', body: `A seat opened: ${title}, ${when} (Dhaka time).` },
    day_before: { title: 'Tomorrow', body: `${title}: ${when} (Dhaka time).` },
    hour_before: {
      title: 'Starting in an hour',
      body: `${title} starts at ${time}. Join from 15 minutes before.`,
    },
    recording: { title: 'Recording ready', body: `The recording of ${title} is ready to watch.` },
    offer: {
      title: 'A thank-you offer',
      body: `Thanks for joining ${title}! Your discount code is in your e-mail.`,
    },
    cancelled: { title: 'Cancelled', body: `${title} (${when}) has been cancelled.` },
    rescheduled: { title: 'New time', body: `${title} has moved to ${when} (Dhaka time).` },
  };
  return words[p.message];
}

/** The title and body of a notification's push message, in the recipient's language. */
export function pushText(params: NotificationParams, locale: Locale): Words {
  return locale === 'bn' ? bangla(params) : english(params);
}
