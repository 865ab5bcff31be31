/**
 * What each demo course teaches (issue 4): modules of video and article lessons, a live Q&A on a few
 * courses, and the course page's FAQ. Keyed by course slug (demo-data.ts); career paths have no curriculum
 * of their own, they are their member courses.
 *
 * The seed (seed.ts) writes these rows and then sets each course's `lessons_count` and `duration_minutes`
 * from what was written, so the catalog's counters always match the curriculum. Every video lesson plays
 * one of the demo clips (sample-media.ts) and says that clip's length; articles say their reading time.
 * Live classes are scheduled relative to the moment of seeding, so a fresh database always has one coming
 * up.
 */
import { SITE } from '@dokkho/contract/site';
import { DEMO_COURSES, type DemoCourse } from './demo-data';
import { demoClipFor, type DemoClip } from './sample-media';

export interface DemoLesson {
  kind: 'video' | 'article';
  title: string;
  durationSeconds: number;
  /** Article lessons: Markdown. */
  body: string;
  /** Video lessons: the clip it plays, whose length `durationSeconds` is. */
  clip: DemoClip | null;
}

export interface DemoRecordedModule {
  kind: 'recorded';
  title: string;
  description: string;
  lessons: readonly DemoLesson[];
}

export interface DemoLiveModule {
  kind: 'live';
  title: string;
  description: string;
  /** Whole days after the seed runs; the class starts at `dhakaTime` (Asia/Dhaka, UTC+6, no DST). */
  daysAfterSeeding: number;
  dhakaTime: `${number}:${number}`;
  minutes: number;
}

export type DemoModule = DemoRecordedModule | DemoLiveModule;

export interface DemoFaq {
  question: string;
  answer: string;
  /** The same in Bangla (docs/decisions/026): what a Bangla reader of the course page sees. */
  questionBn: string;
  answerBn: string;
}

/** A text in both languages: a course's own answer to "What do I need?". */
export interface Said {
  en: string;
  bn: string;
}

export interface DemoCurriculum {
  modules: readonly DemoModule[];
  faqs: readonly DemoFaq[];
}

/**
 * `v('Installing Power BI Desktop')`: a video lesson. It plays one of the demo clips (sample-media.ts), so
 * its length is that clip's: a lesson must never claim minutes its media does not have (the player's
 * progress and the course's total are built on it).
 */
function v(title: string): DemoLesson {
  const clip = demoClipFor(title);
  return { kind: 'video', title, durationSeconds: clip.seconds, body: '', clip };
}

/** An article lesson; its length is its reading time. */
function a(title: string, body: string): DemoLesson {
  const text = body.trim() + '\n';
  return { kind: 'article', title, durationSeconds: readingSeconds(text), body: text, clip: null };
}

/**
 * Reading time in whole minutes at 150 words a minute: slower than prose's usual 200-250, since these are
 * cheat sheets and checklists in a second language that a learner works through, not skims.
 */
export function readingSeconds(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 150)) * 60;
}

function mod(title: string, lessons: DemoLesson[], description = ''): DemoRecordedModule {
  return { kind: 'recorded', title, description, lessons };
}

function live(
  title: string,
  description: string,
  when: { inDays: number; at: DemoLiveModule['dhakaTime']; minutes: number },
): DemoLiveModule {
  return {
    kind: 'live',
    title,
    description,
    daysAfterSeeding: when.inDays,
    dhakaTime: when.at,
    minutes: when.minutes,
  };
}

const DHAKA_UTC_OFFSET_HOURS = 6;

/** When a live module starts, for a seed run at `seededAt`: N days later at the given Dhaka wall time. */
export function liveStartsAt(module: DemoLiveModule, seededAt: Date): Date {
  const [hours, minutes] = module.dhakaTime.split(':').map(Number);
  // The Dhaka calendar day of the seed, then N days on; Dhaka has no daylight saving time.
  const dhakaNow = new Date(seededAt.getTime() + DHAKA_UTC_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(
      dhakaNow.getUTCFullYear(),
      dhakaNow.getUTCMonth(),
      dhakaNow.getUTCDate() + module.daysAfterSeeding,
      (hours ?? 0) - DHAKA_UTC_OFFSET_HOURS,
      minutes ?? 0,
    ),
  );
}

// ------------------------------------------------------------------------------------------ FAQ

function courseBySlug(slug: string): DemoCourse {
  const course = DEMO_COURSES.find((c) => c.slug === slug);
  if (!course) throw new Error(`Demo curricula: unknown course "${slug}"`);
  return course;
}

/**
 * The questions every course page answers, worded to match the terms (features/shell/terms-page.tsx:
 * refunds within 7 days under 20% progress, access for as long as the course is offered, certificates on
 * completion with a public verification page). `device` is the course's own answer; `extra` replaces the
 * access question with something this course is asked more often.
 */
function faqs(slug: string, device: Said, extra?: DemoFaq): DemoFaq[] {
  const course = courseBySlug(slug);
  const free = course.price === 0;
  return [
    {
      question: 'Will I get a certificate?',
      answer:
        'Yes. When you complete every lesson and pass the quizzes you receive a certificate with your name, a unique serial number and a QR code. Anyone, an employer included, can open its public verification page to confirm it is genuine.',
      questionBn: 'কোর্স শেষে কি সার্টিফিকেট পাব?',
      answerBn:
        'হ্যাঁ। সব লেসন শেষ করে কুইজে পাস করলে আপনার নাম, একটি ইউনিক সিরিয়াল নম্বর আর QR কোডসহ সার্টিফিকেট পাবেন। যে কেউ, আপনার নিয়োগকর্তাও, এর পাবলিক ভেরিফিকেশন পেজ খুলে দেখে নিতে পারবেন সেটি আসল কি না।',
    },
    {
      question: 'What do I need to take this course?',
      answer: device.en,
      questionBn: 'কোর্সটি করতে কী কী লাগবে?',
      answerBn: device.bn,
    },
    course.language === 'bn'
      ? {
          question: 'Which language is the course taught in?',
          answer:
            'The lessons are in Bangla, with the English technical terms you will meet at work. Slides, code and written resources are in English.',
          questionBn: 'কোর্সটি কোন ভাষায় পড়ানো হয়?',
          answerBn:
            'লেসনগুলো বাংলায়, সঙ্গে কাজের জায়গায় যেসব ইংরেজি টেকনিক্যাল শব্দ শুনবেন সেগুলোও। স্লাইড, কোড আর লিখিত রিসোর্স ইংরেজিতে।',
        }
      : {
          question: 'Which language is the course taught in?',
          answer:
            'The lessons are in clear, steady English, with English subtitles. You can ask questions in Bangla or English and the instructor and our support team will answer in the same language.',
          questionBn: 'কোর্সটি কোন ভাষায় পড়ানো হয়?',
          answerBn:
            'লেসনগুলো স্পষ্ট, ধীরস্থির ইংরেজিতে, সঙ্গে ইংরেজি সাবটাইটেল। প্রশ্ন বাংলা বা ইংরেজি যেকোনো ভাষায় করতে পারেন; ইন্সট্রাক্টর আর আমাদের সাপোর্ট টিম সেই ভাষাতেই উত্তর দেবেন।',
        },
    free
      ? {
          question: 'Is this course really free?',
          answer: `Yes. Enrol with your ${SITE.name} account and every lesson, quiz and the certificate are yours at no cost. No card or bKash number is needed.`,
          questionBn: 'কোর্সটি কি সত্যিই ফ্রি?',
          answerBn: `হ্যাঁ। আপনার ${SITE.name} অ্যাকাউন্ট দিয়ে এনরোল করুন, সব লেসন, কুইজ আর সার্টিফিকেট পাবেন কোনো খরচ ছাড়াই। কার্ড বা বিকাশ নম্বর লাগবে না।`,
        }
      : {
          question: 'Can I get a refund?',
          answer: `Yes. Write to ${SITE.email} within 7 days of payment. If you have completed less than 20% of the course and have not downloaded its certificate or resources, we refund the full amount to your original payment method within 10 working days.`,
          questionBn: 'টাকা ফেরত পাওয়া যাবে কি?',
          answerBn: `হ্যাঁ। পেমেন্টের ৭ দিনের মধ্যে ${SITE.email}-এ লিখুন। কোর্সের ২০%-এর কম শেষ করে থাকলে আর সার্টিফিকেট বা রিসোর্স ডাউনলোড না করে থাকলে, ১০ কার্যদিবসের মধ্যে যে মাধ্যমে পেমেন্ট করেছিলেন সেখানেই পুরো টাকা ফেরত দেওয়া হবে।`,
        },
    extra ?? {
      question: 'How long can I access the course?',
      answer: `For as long as the course is offered on ${SITE.name}. Learn at your own pace on your phone or computer, and come back to any lesson whenever you need it.`,
      questionBn: 'কোর্সটি কতদিন দেখতে পারব?',
      answerBn: `${SITE.name}-এ কোর্সটি যতদিন চালু থাকবে, ততদিন। ফোন বা কম্পিউটারে নিজের সুবিধামতো শিখুন, আর দরকার হলে যেকোনো সময় যেকোনো লেসনে ফিরে আসুন।`,
    },
  ];
}

const LIVE_RECORDED_FAQ: DemoFaq = {
  question: 'What if I miss the live class?',
  answer:
    'Every live class is recorded. The recording appears in the same module within 24 hours, and you keep access to it, and to all recorded lessons, for as long as the course is offered.',
  questionBn: 'লাইভ ক্লাস মিস করলে কী হবে?',
  answerBn:
    'প্রতিটি লাইভ ক্লাস রেকর্ড করা হয়। ২৪ ঘণ্টার মধ্যে রেকর্ডিং একই মডিউলে চলে আসে, আর কোর্সটি যতদিন চালু থাকবে, ততদিন সেটি আর সব রেকর্ড করা লেসন দেখতে পারবেন।',
};

const WINDOWS_LAPTOP: Said = {
  en: 'A Windows laptop or desktop with at least 4 GB of RAM and a stable internet connection. Power BI Desktop only runs on Windows; on a Mac, use Windows through Parallels or Boot Camp. You can watch the lessons on your phone, but you will need the computer to practise.',
  bn: 'কমপক্ষে ৪ জিবি র‍্যামের একটি উইন্ডোজ ল্যাপটপ বা ডেস্কটপ আর স্থির ইন্টারনেট সংযোগ। Power BI Desktop শুধু উইন্ডোজে চলে; ম্যাক হলে Parallels বা Boot Camp দিয়ে উইন্ডোজ চালান। লেসন ফোনেও দেখা যায়, তবে প্র্যাকটিসের জন্য কম্পিউটার লাগবে।',
};
const DEV_LAPTOP_8GB: Said = {
  en: 'A laptop with at least 8 GB of RAM (Windows, macOS or Linux) and a stable internet connection. Everything we install is free. The lessons play on a phone too, but you will need the laptop to code along.',
  bn: 'কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ (উইন্ডোজ, macOS বা লিনাক্স) আর স্থির ইন্টারনেট সংযোগ। যা যা ইনস্টল করব সবই ফ্রি। লেসন ফোনেও চলে, তবে সাথে সাথে কোড করতে ল্যাপটপ লাগবে।',
};
const PHONE_IS_ENOUGH: Said = {
  en: 'A smartphone with internet is enough: every lesson plays on mobile data, and the exercises only need your voice and a notebook. Headphones help with the listening practice.',
  bn: 'ইন্টারনেটসহ একটি স্মার্টফোনই যথেষ্ট: প্রতিটি লেসন মোবাইল ডেটায় চলে, আর অনুশীলনে লাগবে শুধু আপনার কণ্ঠ আর একটি খাতা। লিসেনিং প্র্যাকটিসে হেডফোন কাজে দেয়।',
};
const PHONE_OR_LAPTOP_MARKETING: Said = {
  en: 'A smartphone or a computer with a stable internet connection. To practise, you need your own Facebook account and a page; we create a practice page together if you do not have one.',
  bn: 'স্থির ইন্টারনেট সংযোগসহ একটি স্মার্টফোন বা কম্পিউটার। প্র্যাকটিসের জন্য আপনার নিজের ফেসবুক অ্যাকাউন্ট আর একটি পেজ লাগবে; পেজ না থাকলে আমরা একসাথে একটি প্র্যাকটিস পেজ খুলে নেব।',
};

// -------------------------------------------------------------------------------- article bodies

const EXCEL_SHORTCUTS = `
Keep this list open while you practise. Every shortcut here works in Excel 2016 and newer on Windows.

| Shortcut | What it does |
| --- | --- |
| **Ctrl + Arrow key** | Jump to the edge of the data |
| **Ctrl + Shift + Arrow key** | Select to the edge of the data |
| **Ctrl + T** | Turn a range into a table |
| **Alt + =** | AutoSum the cells above |
| **F4** | Lock a cell reference (\`A1\` → \`$A$1\`) |
| **Ctrl + Shift + L** | Turn filters on or off |
| **Ctrl + ;** | Type today's date |
| **Ctrl + 1** | Open Format Cells |

## Practise

1. Open the salary sheet from this lesson's resources.
2. Without touching the mouse, select the whole table and turn it into a table with **Ctrl + T**.
3. Add a total row with **Alt + =**.

Ten minutes a day for a week and these will feel natural.
`;

const ANALYST_TOOLKIT = `
Before the next module, install the tools we use for the rest of the course. All of them are free.

## What to install

- **Microsoft Excel** 2016 or newer (or Excel for the web with a free Microsoft account)
- **PostgreSQL 16** and **pgAdmin 4**: choose the default options in the installer and write down the password you set
- **Power BI Desktop** from the Microsoft Store (Windows only)

## The data sets

Download the course data pack from the resources of this lesson. It holds three files:

- \`bkash_style_transactions.csv\`: 120,000 mobile wallet transactions
- \`grocery_orders.xlsx\`: one year of online grocery orders from Dhaka and Chattogram
- \`rmg_exports.csv\`: monthly garment export values by product and country

> Stuck on an installation? Post a screenshot in the course Q&A with the error message, and mention your Windows version.
`;

const SQL_JOINS = `
A join combines rows from two tables that share a key. Which rows you keep depends on the join.

| Join | Keeps |
| --- | --- |
| \`INNER JOIN\` | only rows that match in both tables |
| \`LEFT JOIN\` | every row of the left table, matches where they exist, \`NULL\` otherwise |
| \`FULL OUTER JOIN\` | every row of both tables |
| self join | a table joined to itself, e.g. employees and their managers |

## The pattern

\`\`\`sql
SELECT o.order_id, c.district, o.total_tk
FROM orders AS o
LEFT JOIN customers AS c ON c.customer_id = o.customer_id
WHERE o.ordered_at >= DATE '2024-01-01';
\`\`\`

## Common mistakes

- Filtering the right table in \`WHERE\` turns a \`LEFT JOIN\` into an inner join. Put that condition in \`ON\` instead.
- Joining on a column that is not unique multiplies rows. Check with \`COUNT(*)\` before and after.
`;

const DOCKER_CHEATSHEET = `
The commands you will type most often in this course.

\`\`\`bash
docker build -t shop-api:1.0 .          # build an image from the Dockerfile here
docker run -d -p 8080:3000 shop-api:1.0  # run it in the background
docker ps                               # running containers
docker logs -f <container>              # follow a container's output
docker exec -it <container> sh          # open a shell inside it
docker compose up -d                    # start everything in compose.yaml
docker compose down -v                  # stop and remove, volumes too
\`\`\`

## Before you push an image

- Use a small base image (\`node:20-alpine\`, \`python:3.12-slim\`).
- Copy \`package.json\` first and install, then copy the code: rebuilds reuse the cache.
- Never bake secrets into an image; pass them as environment variables.
`;

const LINUX_PERMISSIONS = `
Every file has an owner, a group and permissions for **u**ser, **g**roup and **o**thers.

\`\`\`text
-rwxr-x---  1 farhana devops  2048 Jan 10 09:15 deploy.sh
 │  │  │
 │  │  └── others: no access
 │  └───── group: read and execute
 └──────── owner: read, write and execute
\`\`\`

## Numbers

| Number | Meaning |
| --- | --- |
| 7 | read + write + execute |
| 6 | read + write |
| 5 | read + execute |
| 4 | read only |

So \`chmod 750 deploy.sh\` gives the permissions above. Use \`chown farhana:devops deploy.sh\` to change the owner and group.

> Never fix a permission problem with \`chmod 777\`. Find out which user needs access and give exactly that.
`;

const AD_POLICY_CHECKLIST = `
Most rejected ads in Bangladesh break one of these rules. Check every ad before you publish it.

## Creative

- No "before and after" photos for health, beauty or weight-loss products.
- Text on the image is short and readable on a phone screen.
- The product in the ad is the product on the landing page.

## Copy

- Do not address personal attributes: "Are you overweight?" is rejected, "Feel lighter this summer" is not.
- No fake urgency such as countdowns that never end.
- Prices match the page, including the delivery charge inside and outside Dhaka.

## Landing page

- Has a working phone number or Messenger link, and a return policy.
- Loads in under three seconds on mobile data.

> If an ad is rejected, fix the reason and request a review from Account Quality. Do not duplicate the ad again and again: repeated rejections can restrict the whole ad account.
`;

const SEO_AUDIT_CHECKLIST = `
Run this audit on any site before you promise a client results.

1. **Indexing**: in Search Console, compare indexed pages with the pages that should exist.
2. **Titles**: every important page has a unique title under 60 characters with its main keyword.
3. **Speed**: test the home page and a product page in PageSpeed Insights on mobile; note LCP and CLS.
4. **Mobile**: no text smaller than 12px, no buttons closer together than a fingertip.
5. **Internal links**: every money page is linked from at least three other pages.
6. **Local**: the Google Business Profile has the right address, phone and opening hours.
7. **Bangla content**: Bangla pages use Unicode text, not images of text, so Google can read them.

Write down what you find in the audit template from the lesson resources. It becomes the first page of your client report.
`;

const HTML_CHEATSHEET = `
The elements you will use on almost every page.

\`\`\`html
<header>   <!-- logo and main navigation -->
<nav>      <!-- a group of links -->
<main>     <!-- the one main content of the page -->
<section>  <!-- a themed part with its own heading -->
<article>  <!-- something that stands alone: a post, a product card -->
<footer>   <!-- contact, copyright, secondary links -->
\`\`\`

## Rules that save you later

- One \`<h1>\` per page, then \`<h2>\`, \`<h3>\` in order. Never pick a heading for its size.
- Every \`<img>\` has an \`alt\` that says what the image shows, or \`alt=""\` if it is decoration.
- Every form field has a \`<label>\`.
- Use \`<button>\` for actions and \`<a>\` for going somewhere.
`;

const REST_API_CONVENTIONS = `
The API we build in this course follows these conventions. Use them in your own projects too.

| Action | Method and path | Success |
| --- | --- | --- |
| List products | \`GET /api/products?page=2\` | 200 |
| Get one | \`GET /api/products/:id\` | 200, or 404 |
| Create | \`POST /api/products\` | 201 with the new product |
| Update | \`PATCH /api/products/:id\` | 200 |
| Delete | \`DELETE /api/products/:id\` | 204 |

## Errors

Always answer errors in one shape, so the front end can show them:

\`\`\`json
{ "message": "Validation failed", "errors": { "price": "Price must be a positive number" } }
\`\`\`

- 400 for bad input, 401 when not signed in, 403 when signed in but not allowed, 409 for duplicates.
- Never send a stack trace to the client. Log it on the server instead.
`;

const PLAY_STORE_CHECKLIST = `
Go through this list before you press **Send for review** in the Play Console.

## App

- [ ] \`applicationId\` is final: you cannot change it after the first release.
- [ ] Version code increased, version name updated.
- [ ] Release build signed with your upload key (keep \`key.jks\` and its passwords backed up).
- [ ] Tested on a low-end phone with 2 GB RAM and on a slow connection.

## Store listing

- [ ] App name up to 30 characters, short description up to 80.
- [ ] At least four phone screenshots and a 1024 × 500 feature graphic.
- [ ] Privacy policy URL that opens without signing in.

## Policy

- [ ] Data safety form matches what the app really collects.
- [ ] Content rating questionnaire completed.
- [ ] Target API level meets this year's Play requirement.

> First reviews for new developer accounts can take up to seven days. Plan your launch date around it.
`;

const DART_NULL_SAFETY = `
Dart will not let you use a value that might be \`null\` without checking first.

\`\`\`dart
String name = 'Rakib';     // can never be null
String? nickname;          // may be null

print(nickname?.length);   // null-aware access: prints null
print(nickname ?? 'none'); // default value: prints none

if (nickname != null) {
  print(nickname.length);  // safe: Dart knows it is not null here
}
\`\`\`

## When to use \`!\`

\`nickname!\` tells Dart "trust me, it is not null". If you are wrong, the app crashes. Use it only when you checked on the line before, and prefer \`??\` or an \`if\` whenever you can.

## \`late\`

\`late String token;\` means "I will set this before I read it". Good for values set in \`initState\`, dangerous anywhere else.
`;

const FIGMA_SHORTCUTS = `
| Shortcut | What it does |
| --- | --- |
| **F** | Frame tool |
| **Shift + A** | Add auto layout |
| **Ctrl/Cmd + Alt + K** | Create component |
| **Ctrl/Cmd + D** | Duplicate |
| **Alt + drag** | Duplicate while moving |
| **Shift + 2** | Zoom to selection |
| **Ctrl/Cmd + /** | Search every command |

## Naming layers

Name frames for what they are (\`Card / Course\`, \`Button / Primary / Large\`). A slash creates groups in the assets panel, and developers will thank you at hand-off.
`;

const PORTFOLIO_CASE_STUDY = `
A case study is a story about a decision, not a gallery. Use this structure and keep it to one page a reader can scan in two minutes.

1. **The problem** in one sentence, with who had it. *"Small shop owners in Mirpur lost track of credit sales written in notebooks."*
2. **Your role** and the team: designer, researcher, two developers.
3. **What you learned from users**: two or three findings, each with a quote or a number.
4. **What you tried**: sketches and the option you rejected, and why.
5. **The result**: what changed, measured if possible. *"Task time for recording a sale fell from 40 to 12 seconds."*
6. **What you would do next.**

> Recruiters in Dhaka tell us the same thing: show your thinking, not only the final screens.
`;

const IELTS_BAND_DESCRIPTORS = `
Examiners score Speaking on four criteria, each worth a quarter of your band.

| Criterion | What band 7 sounds like |
| --- | --- |
| **Fluency and coherence** | speaks at length without noticeable effort; uses linking words naturally |
| **Lexical resource** | uses less common words and some idioms, with awareness of style |
| **Grammatical range and accuracy** | uses complex structures; most sentences are error-free |
| **Pronunciation** | easy to understand throughout; the accent does not matter, clarity does |

## What this means for you

- You do not need a British or American accent.
- Long answers are not enough: they must also be organised.
- One memorised "advanced" word used wrongly costs more than a simple word used well.
`;

const EMAIL_TEMPLATES = `
Three e-mails you will write in your first month at any office job.

## Asking for information

> **Subject:** Request for the March sales figures
>
> Dear Mr. Karim,
>
> Could you please share the March sales figures for the Chattogram branch by Thursday? I need them for the quarterly report.
>
> Thank you,
> Nadia

## Following up politely

> **Subject:** Re: Request for the March sales figures
>
> Dear Mr. Karim, I am following up on my e-mail of Monday. If it helps, I only need the total by product category. Thank you for your time.

## Saying no without saying "no"

> Thank you for thinking of me for this task. This week I am focused on the audit report, which is due on Sunday. Could we look at it together on Monday, or would you like me to suggest someone who is free now?
`;

const FREELANCE_SCAMS = `
Scammers target new freelancers because they are eager for a first order. Walk away when you see any of these.

- **They ask you to pay** for a "registration fee", "training", or software before the work starts.
- **They want to talk outside the platform** (WhatsApp, Telegram, personal e-mail) before an order is placed. That breaks Fiverr and Upwork rules and removes your payment protection.
- **They send a cheque or an overpayment** and ask you to return the difference.
- **The job is too easy for the money**: "Type 10 pages for $500".
- **They ask for your account login** "to help you rank".

## Stay safe

1. Keep every message and file on the platform.
2. Start work only after the order is placed or the contract is funded.
3. Withdraw to your own Payoneer or bank account, in your own name.
`;

const PRICING_WORKSHEET = `
Use this worksheet to set your first prices. Fill it in for one service.

1. **Hours** a typical order takes you, including revisions and messages: ___
2. **Hourly rate** you want to earn (start with what a junior job in Dhaka pays per hour, then add 30% for the unpaid time freelancing needs): ___
3. **Platform fee**: Fiverr keeps 20%, Upwork 10%. Your price = (hours × rate) ÷ (1 − fee): ___
4. **Compare** with five sellers at your level in the same category. Within 20% of them? Good.

## Three packages

| Package | Contains | Price |
| --- | --- | --- |
| Basic | the smallest useful delivery | your worksheet price |
| Standard | most buyers' real need | about 2× basic |
| Premium | everything, faster | about 3.5× basic |

Most orders will be Standard. That is the point.
`;

/** The Bangla-taught course's article (issue 16 item 6): a checklist in Bangla, as its instructor writes. */
const SHOOTING_CHECKLIST_BN = `
## শুটিংয়ের আগে ৫ মিনিটের চেকলিস্ট

ভালো এডিট শুরু হয় ভালো শুটিং থেকে। রেকর্ড বাটন চাপার আগে এই তালিকাটা একবার মিলিয়ে নিন:

- **লেন্স মুছুন।** পকেটে থাকা ফোনের লেন্সে আঙুলের দাগ থাকেই; নরম কাপড়ে একবার মুছলেই ছবি পরিষ্কার হয়।
- **আলো সামনে রাখুন।** জানালা বা আলো থাকবে আপনার মুখের দিকে, পেছনে নয়। পেছনে আলো থাকলে মুখ কালো দেখায়।
- **ফোন সোজা রাখুন।** রিলস আর শর্টসের জন্য খাড়া (৯:১৬), ইউটিউবের জন্য আড়াআড়ি (১৬:৯)। পরে কেটে ঠিক করার চেয়ে শুরুতেই ঠিক মাপে তোলা ভালো।
- **শব্দ পরীক্ষা করুন।** ফ্যান বন্ধ করুন, দরজা লাগান। দশ সেকেন্ড রেকর্ড করে হেডফোনে শুনে নিন।
- **প্রতিটি শট একটু লম্বা নিন।** কথা শুরুর আগে আর শেষের পরে দুই সেকেন্ড বেশি রাখুন; এডিটে কাটার জায়গা পাবেন।
- **স্টোরেজ আর চার্জ দেখুন।** অন্তত ২ জিবি জায়গা আর অর্ধেক চার্জ না থাকলে মাঝপথে শুটিং থেমে যেতে পারে।

## মনে রাখার মতো একটা নিয়ম

প্রতিটি ভিডিওর জন্য একটাই বার্তা ঠিক করুন, আর প্রথম তিন সেকেন্ডেই সেটা বলুন। দর্শক বুঝে গেলে শেষ পর্যন্ত থাকেন।
`;

const WORDPRESS_SECURITY = `
Do these on every client site before you hand it over.

- [ ] Admin username is not \`admin\`; every account has a strong, unique password.
- [ ] Two-factor login on for administrators (Wordfence or WP 2FA).
- [ ] Automatic updates on for minor WordPress releases and for trusted plugins.
- [ ] Daily off-site backups with UpdraftPlus, tested by restoring once.
- [ ] Unused themes and plugins deleted, not only deactivated.
- [ ] HTTPS everywhere: free certificate from the host, and http redirects to https.
- [ ] Login attempts limited.

> Write the backup location and the admin e-mail in the hand-over document. When something goes wrong in a year, the client will ask you.
`;

// ------------------------------------------------------------------------------------------ courses

export const DEMO_CURRICULA: Readonly<Record<string, DemoCurriculum>> = {
  // ------------------------------------------------------------------------------ Data Analytics
  'data-analytics-excel-sql-power-bi': {
    modules: [
      mod(
        'Getting started as a data analyst',
        [
          v('Welcome: what a data analyst does at a bank, a telco and an e-commerce company'),
          v('The analytics workflow: question, data, analysis, story'),
          a('Install your toolkit and download the data sets', ANALYST_TOOLKIT),
          v('Tour of the three data sets we use in this course'),
        ],
        'What the job looks like in Bangladesh, and the tools and data for the rest of the course.',
      ),
      mod(
        'Excel for analysis',
        [
          v('Cleaning messy sales data: TRIM, PROPER and Text to Columns'),
          v('XLOOKUP and INDEX-MATCH across sheets'),
          v('Pivot tables: monthly sales by district and category'),
          v('Power Query: combine twelve monthly files in one click'),
          v('Assignment walkthrough: clean the grocery orders file'),
        ],
        'Formulas, pivot tables and Power Query on real, messy business data.',
      ),
      mod(
        'SQL fundamentals',
        [
          v('Databases and tables: loading our CSV files into PostgreSQL'),
          v('SELECT, WHERE and ORDER BY on mobile wallet transactions'),
          v('GROUP BY and HAVING: daily cash-in and cash-out totals'),
          v('JOINs: customers, orders and delivery zones'),
          v('Window functions: running totals and top products per month'),
        ],
        'Query a real database: filtering, grouping, joins and window functions.',
      ),
      mod('Power BI dashboards', [
        v('Power BI Desktop tour and connecting to PostgreSQL'),
        v('Data modelling: fact and dimension tables'),
        v('DAX basics: total sales, growth and year-to-date'),
        v('Designing a sales dashboard managers will open every morning'),
        v('Publishing to Power BI Service and sharing safely'),
      ]),
      mod('Presenting insights', [
        v('From chart to story: the three-slide summary'),
        v('Choosing the right chart (and the charts to avoid)'),
        v('Presenting to a manager who has five minutes'),
      ]),
      mod(
        'Capstone: garment exports analysis',
        [
          v('Capstone brief: what the buyer-country report must answer'),
          v('Cleaning and modelling the export data'),
          v('Building the final dashboard, step by step'),
          v('Reviewing three learner capstones: what made them stand out'),
        ],
        'A portfolio project on Bangladeshi export data, from raw file to dashboard.',
      ),
      live(
        'Live Q&A: your capstone and analyst interviews',
        'Bring your capstone questions. Tanvir also answers questions about analyst interviews at banks and MFS companies.',
        { inDays: 5, at: '20:00', minutes: 90 },
      ),
    ],
    faqs: faqs('data-analytics-excel-sql-power-bi', WINDOWS_LAPTOP, LIVE_RECORDED_FAQ),
  },

  'excel-essentials-for-office-jobs': {
    modules: [
      mod('Excel basics', [
        v('Welcome: the Excel skills every office in Bangladesh asks for'),
        v('Workbooks, sheets, rows and columns'),
        v('Entering data quickly and without mistakes'),
        v('Formatting a table that looks professional when printed'),
      ]),
      mod('Everyday formulas', [
        v('SUM, AVERAGE, MIN and MAX on a salary sheet'),
        v('IF and nested IF: who gets the festival bonus?'),
        v('VLOOKUP and XLOOKUP: match employee IDs across sheets'),
        v('COUNTIFS and SUMIFS for a stock register'),
        a('Cheat sheet: the 8 shortcuts that save an hour a week', EXCEL_SHORTCUTS),
      ]),
      mod('Summarising data', [
        v('Sorting and filtering a customer list'),
        v('Your first pivot table: monthly sales summary'),
        v('Conditional formatting to spot late payments'),
      ]),
      mod('Reports and charts', [
        v('Column, line and pie charts: when to use which'),
        v('Building a one-page monthly report'),
        v('Printing, page setup and saving as PDF'),
      ]),
    ],
    faqs: faqs('excel-essentials-for-office-jobs', {
      en: 'A Windows or Mac computer with Microsoft Excel 2016 or newer, or the free Excel for the web with a Microsoft account. The lessons play on a phone too, but you will want a computer to practise.',
      bn: 'Microsoft Excel 2016 বা নতুন ভার্সনসহ একটি উইন্ডোজ বা ম্যাক কম্পিউটার, অথবা Microsoft অ্যাকাউন্ট দিয়ে ফ্রি Excel for the web। লেসন ফোনেও চলে, তবে প্র্যাকটিসের জন্য কম্পিউটার থাকলে ভালো।',
    }),
  },

  'python-for-data-analysis': {
    modules: [
      mod('Python foundations', [
        v('Welcome: why analysts in Bangladesh are moving from Excel to Python'),
        v('Installing Anaconda and your first Jupyter notebook'),
        v('Variables, numbers and strings'),
        v('Lists, dictionaries and loops'),
        v('Functions: write it once, use it everywhere'),
      ]),
      mod('Pandas for real data', [
        v('DataFrames: loading CSV and Excel files'),
        v('Selecting, filtering and sorting rows'),
        v('Handling missing values and wrong data types'),
        v('groupby: sales by division and month'),
        v('Merging and reshaping: merge, concat and pivot_table'),
      ]),
      mod('Visualisation', [
        v('Matplotlib basics: line and bar charts'),
        v('Seaborn for distributions and comparisons'),
        v('Making charts readable: titles, labels and colour'),
      ]),
      mod('Automating reports', [
        v('Reading twelve monthly files in a loop'),
        v('Writing a formatted Excel report with openpyxl'),
        v('Scheduling the weekly report on Windows'),
      ]),
      mod('Project: telecom churn analysis', [
        v('Project brief and the churn data set'),
        v('Exploring who leaves and why'),
        v('Presenting findings in a tidy notebook'),
      ]),
    ],
    faqs: faqs('python-for-data-analysis', {
      en: 'A laptop or desktop with at least 4 GB of RAM (8 GB is more comfortable) that can run Anaconda, on Windows, macOS or Linux. Everything we install is free.',
      bn: 'Anaconda চালাতে পারে এমন কমপক্ষে ৪ জিবি র‍্যামের (৮ জিবি হলে আরামে চলে) একটি ল্যাপটপ বা ডেস্কটপ, উইন্ডোজ, macOS বা লিনাক্স যেকোনোটি। যা যা ইনস্টল করব সবই ফ্রি।',
    }),
  },

  'sql-for-data-analysts': {
    modules: [
      mod('Setting up', [
        v('Welcome and course map'),
        v('Installing PostgreSQL and pgAdmin on Windows and macOS'),
        v('Loading the e-commerce sample database'),
      ]),
      mod('Querying one table', [
        v('SELECT and WHERE: finding the orders you need'),
        v('ORDER BY, LIMIT and DISTINCT'),
        v('Aggregates: COUNT, SUM, AVG with GROUP BY'),
        v('HAVING versus WHERE'),
      ]),
      mod('Joining tables', [
        v('Inner joins: orders with their customers'),
        v('Left joins: customers who never ordered'),
        v('Self joins: employees and their managers'),
        a('Cheat sheet: which join do I need?', SQL_JOINS),
      ]),
      mod('Advanced queries', [
        v('Subqueries in WHERE and FROM'),
        v('Common table expressions for readable queries'),
        v('Window functions: RANK, ROW_NUMBER and running totals'),
        v('Cleaning text and dates in SQL'),
      ]),
      mod('Interview practice', [
        v('Five classic SQL interview questions, solved live'),
        v('Timed challenge: second-highest salary and friends'),
        v('How to explain your query out loud'),
      ]),
    ],
    faqs: faqs('sql-for-data-analysts', {
      en: 'Any laptop or desktop (Windows, macOS or Linux) with 4 GB of RAM. We install PostgreSQL and pgAdmin together in the first module; both are free.',
      bn: '৪ জিবি র‍্যামের যেকোনো ল্যাপটপ বা ডেস্কটপ (উইন্ডোজ, macOS বা লিনাক্স)। প্রথম মডিউলে আমরা একসাথে PostgreSQL আর pgAdmin ইনস্টল করব; দুটোই ফ্রি।',
    }),
  },

  'power-bi-dashboard-dax-masterclass': {
    modules: [
      mod('Modelling like a pro', [
        v('Welcome: what separates a good dashboard from a great one'),
        v('Star schema: facts, dimensions and why it matters'),
        v('Relationships, cardinality and filter direction'),
        v('A proper date table in DAX'),
      ]),
      mod('DAX in depth', [
        v('Row context versus filter context, finally explained'),
        v('CALCULATE and its filter arguments'),
        v('Time intelligence: YTD, same period last year and growth'),
        v('Rolling averages and moving totals'),
        v('Variables and readable measures'),
      ]),
      mod('Security and sharing', [
        v('Row-level security for regional managers'),
        v('Workspaces, apps and who sees what'),
        v('Scheduled refresh with the on-premises gateway'),
      ]),
      mod('Design that gets used', [
        v('Layout grids and visual hierarchy'),
        v('Mobile layout for managers on the move'),
        v('Tooltips, drill-through and bookmarks'),
        v('Final project: a national sales dashboard'),
      ]),
    ],
    faqs: faqs('power-bi-dashboard-dax-masterclass', {
      en: `${WINDOWS_LAPTOP.en} For publishing and scheduled refresh you need a Power BI account; a free trial is enough for the course.`,
      bn: `${WINDOWS_LAPTOP.bn} পাবলিশ আর শিডিউলড রিফ্রেশের জন্য একটি Power BI অ্যাকাউন্ট লাগবে; কোর্সের জন্য ফ্রি ট্রায়ালই যথেষ্ট।`,
    }),
  },

  // ------------------------------------------------------------------------------ DevOps
  'devops-docker-kubernetes-aws': {
    modules: [
      mod('DevOps foundations', [
        v('Welcome: what a DevOps engineer does all day'),
        v('From code to production: the path we automate in this course'),
        v('Git workflows teams actually use'),
        v('Our sample app: a Node.js shop API with PostgreSQL'),
      ]),
      mod('Docker', [
        v('Containers versus virtual machines'),
        v('Writing a production Dockerfile, line by line'),
        v('Multi-stage builds and smaller images'),
        v('Docker Compose: the app, the database and a cache'),
        a('Docker command cheat sheet', DOCKER_CHEATSHEET),
      ]),
      mod('Kubernetes', [
        v('Kubernetes architecture in plain words'),
        v('Pods, Deployments and Services'),
        v('ConfigMaps, Secrets and environment variables'),
        v('Rolling updates and rollbacks'),
        v('Ingress and TLS certificates'),
        v('Autoscaling with the Horizontal Pod Autoscaler'),
      ]),
      mod('AWS for DevOps', [
        v('IAM users, roles and least privilege'),
        v('VPC, subnets and security groups'),
        v('EC2 and RDS for the sample app'),
        v('Creating an EKS cluster with eksctl'),
      ]),
      mod('Observability and troubleshooting', [
        v('Prometheus metrics for the shop API'),
        v('Grafana dashboards and alerts'),
        v('Reading logs and events when a deployment fails'),
        v('Five real outages and how they were fixed'),
      ]),
      live(
        'Live Q&A: Kubernetes troubleshooting clinic',
        'Rafiqul debugs broken clusters live and answers your deployment questions.',
        { inDays: 10, at: '21:00', minutes: 90 },
      ),
    ],
    faqs: faqs(
      'devops-docker-kubernetes-aws',
      {
        en: 'A laptop with at least 8 GB of RAM (16 GB is better for local Kubernetes), on Windows with WSL 2, macOS or Linux, and an AWS free-tier account. We show how to stay inside the free tier and how to delete everything afterwards so you are not billed.',
        bn: 'কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ (লোকাল Kubernetes-এর জন্য ১৬ জিবি হলে ভালো), WSL 2 সহ উইন্ডোজ, macOS বা লিনাক্সে, আর একটি AWS ফ্রি-টিয়ার অ্যাকাউন্ট। কীভাবে ফ্রি টিয়ারের মধ্যে থাকবেন আর কাজ শেষে সব মুছে ফেলবেন, যাতে কোনো বিল না আসে, তা দেখিয়ে দেব।',
      },
      LIVE_RECORDED_FAQ,
    ),
  },

  'linux-command-line-for-beginners': {
    modules: [
      mod('Getting started', [
        v('Welcome: why every IT job asks for Linux'),
        v('Installing Ubuntu on Windows with WSL'),
        v('Your first commands: pwd, ls and cd'),
      ]),
      mod('Files and folders', [
        v('Creating, copying, moving and deleting files'),
        v('Reading files with cat, less, head and tail'),
        v('Finding things with find and grep'),
      ]),
      mod('Users, permissions and packages', [
        v('Users, groups and sudo'),
        v('File permissions and chmod'),
        a('Reference: reading and setting permissions', LINUX_PERMISSIONS),
        v('Installing software with apt'),
      ]),
      mod('Processes and servers', [
        v('Processes, top and kill'),
        v('Disk and memory: df, du and free'),
        v('Connecting to a remote server with SSH keys'),
      ]),
      mod('Bash scripting', [
        v('Your first Bash script'),
        v('Variables, conditions and loops'),
        v('Project: a backup script that runs every night with cron'),
      ]),
    ],
    faqs: faqs('linux-command-line-for-beginners', {
      en: 'Any Windows, macOS or Linux computer. On Windows we install Ubuntu with WSL together in the first module; nothing needs to be bought.',
      bn: 'যেকোনো উইন্ডোজ, macOS বা লিনাক্স কম্পিউটার। উইন্ডোজ হলে প্রথম মডিউলেই আমরা একসাথে WSL দিয়ে Ubuntu ইনস্টল করব; কিছুই কিনতে হবে না।',
    }),
  },

  'aws-cloud-practitioner-exam-prep': {
    modules: [
      mod('Cloud concepts', [
        v('Welcome and how the CLF-C02 exam works'),
        v('What cloud computing is, and why companies move to it'),
        v('Regions, Availability Zones and edge locations'),
      ]),
      mod('Core services', [
        v('Compute: EC2, Lambda and containers'),
        v('Storage: S3, EBS and EFS'),
        v('Databases: RDS, Aurora and DynamoDB'),
        v('Networking: VPC, Route 53 and CloudFront'),
      ]),
      mod('Security and compliance', [
        v('The shared responsibility model'),
        v('IAM: users, groups, roles and policies'),
        v('Security services you must recognise on the exam'),
      ]),
      mod('Billing and pricing', [
        v('Pricing models: on-demand, reserved and spot'),
        v('Cost Explorer, Budgets and the pricing calculator'),
        v('Support plans compared'),
      ]),
      mod('Exam practice', [
        v('How to read tricky exam questions'),
        v('Practice test 1 walkthrough'),
        v('Practice test 2 walkthrough'),
        v('Booking the exam from Bangladesh: online or at a test centre'),
      ]),
    ],
    faqs: faqs(
      'aws-cloud-practitioner-exam-prep',
      {
        en: 'A phone or computer to watch the lessons. An AWS free-tier account is optional and only needed if you want to follow the console demos.',
        bn: 'লেসন দেখার জন্য একটি ফোন বা কম্পিউটার। AWS ফ্রি-টিয়ার অ্যাকাউন্ট ঐচ্ছিক, শুধু কনসোলের ডেমোগুলো নিজে করে দেখতে চাইলে লাগবে।',
      },
      {
        question: 'Is the exam fee included?',
        answer:
          'No. The course prepares you for the AWS Certified Cloud Practitioner (CLF-C02) exam; you book and pay for the exam with AWS. The last module shows how to book it from Bangladesh, online or at a test centre.',
        questionBn: 'পরীক্ষার ফি কি কোর্সের দামের মধ্যে ধরা আছে?',
        answerBn:
          'না। কোর্সটি আপনাকে AWS Certified Cloud Practitioner (CLF-C02) পরীক্ষার জন্য তৈরি করে; পরীক্ষা বুক করবেন আর ফি দেবেন সরাসরি AWS-কে। শেষ মডিউলে দেখানো আছে বাংলাদেশ থেকে কীভাবে অনলাইনে বা টেস্ট সেন্টারে পরীক্ষা বুক করবেন।',
      },
    ),
  },

  'ci-cd-github-actions-jenkins': {
    modules: [
      mod('Pipeline design', [
        v('Welcome: what a good pipeline guarantees'),
        v('Stages, gates and artefacts'),
        v('Branching strategies and release flow'),
      ]),
      mod('GitHub Actions', [
        v('Workflows, jobs and steps'),
        v('Build and test a Node.js app on every pull request'),
        v('Reusable workflows and composite actions'),
        v('Caching and matrix builds for speed'),
      ]),
      mod('Jenkins', [
        v('Installing Jenkins with Docker'),
        v('Declarative pipelines as code'),
        v('Shared libraries for many teams'),
        v('Building an Android app in Jenkins'),
      ]),
      mod('Secrets and environments', [
        v('Managing secrets without leaking them'),
        v('Environments, approvals and protection rules'),
        v('OIDC: deploy to AWS without long-lived keys'),
      ]),
      mod('Safe deployments', [
        v('Blue-green deployments on Kubernetes'),
        v('Canary releases with automatic rollback'),
        v('Putting it all together: the full pipeline'),
      ]),
    ],
    faqs: faqs('ci-cd-github-actions-jenkins', {
      en: 'A laptop with at least 8 GB of RAM with Docker installed, a free GitHub account, and ideally access to a Kubernetes cluster (we show how to run one locally with kind).',
      bn: 'Docker ইনস্টল করা কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ, একটি ফ্রি GitHub অ্যাকাউন্ট, আর সম্ভব হলে একটি Kubernetes ক্লাস্টার (kind দিয়ে কীভাবে লোকালি চালাবেন, তা দেখিয়ে দেব)।',
    }),
  },

  // ------------------------------------------------------------------------------ Digital Marketing
  'facebook-google-ads-for-bangladeshi-businesses': {
    modules: [
      mod('Set up correctly', [
        v('Welcome: stop boosting posts, start measuring sales'),
        v('Business Manager, ad accounts and pages'),
        v('Paying for ads from Bangladesh: cards and agencies'),
        v('The Meta Pixel and Conversions API'),
      ]),
      mod('Facebook and Instagram campaigns', [
        v('Campaign objectives: which one sells?'),
        v('Audiences: Dhaka, outside Dhaka and the diaspora'),
        v('Lookalike and retargeting audiences'),
        v('Budgets, bidding and the learning phase'),
        a('Checklist: why ads get rejected, and how to avoid it', AD_POLICY_CHECKLIST),
      ]),
      mod('Creatives that convert', [
        v('Writing ad copy in Bangla and English'),
        v('Making product videos with a phone'),
        v('Testing creatives without wasting money'),
      ]),
      mod('Google Ads', [
        v('Search campaigns and keyword match types'),
        v('Writing responsive search ads'),
        v('YouTube campaigns on a small budget'),
        v('Conversion tracking with Google tags'),
      ]),
      mod('Reading the numbers', [
        v('ROAS, CPA and CPM explained with real campaigns'),
        v('When to scale, when to stop'),
        v('Reporting to a client or your boss'),
      ]),
    ],
    faqs: faqs('facebook-google-ads-for-bangladeshi-businesses', PHONE_OR_LAPTOP_MARKETING, {
      question: 'Do I need to spend money on ads during the course?',
      answer:
        'No. Every campaign is shown live in real ad accounts, and you can follow along without publishing. If you want to run your own test, a budget of about ৳500 is enough for the practice campaign.',
      questionBn: 'কোর্স চলাকালীন কি বিজ্ঞাপনে টাকা খরচ করতে হবে?',
      answerBn:
        'না। প্রতিটি ক্যাম্পেইন আসল অ্যাড অ্যাকাউন্টে লাইভ দেখানো হয়, আর পাবলিশ না করেও আপনি সাথে সাথে করে যেতে পারবেন। নিজে একটা টেস্ট চালাতে চাইলে প্র্যাকটিস ক্যাম্পেইনের জন্য ৳৫০০-র মতো বাজেটই যথেষ্ট।',
    }),
  },

  'seo-masterclass-rank-higher-on-google': {
    modules: [
      mod('How search works', [
        v('Welcome: what SEO can and cannot promise'),
        v('Crawling, indexing and ranking'),
        v('Search intent: what the searcher really wants'),
      ]),
      mod('Keyword research', [
        v('Finding keywords in Bangla and English'),
        v('Keyword difficulty and opportunity'),
        v('Mapping keywords to pages'),
      ]),
      mod('On-page SEO', [
        v('Titles, meta descriptions and headings'),
        v('Writing content that ranks and reads well'),
        v('Internal links and site structure'),
        v('Images, speed and Core Web Vitals'),
      ]),
      mod('Technical SEO', [
        v('Google Search Console from scratch'),
        v('Fixing indexing and coverage issues'),
        v('Sitemaps, robots.txt and canonical tags'),
        a('Checklist: a 30-minute SEO audit', SEO_AUDIT_CHECKLIST),
      ]),
      mod('Links and local SEO', [
        v('Outreach that gets links without spam'),
        v('Local citations and Google Business Profile'),
        v('Reporting SEO results to clients'),
      ]),
    ],
    faqs: faqs('seo-masterclass-rank-higher-on-google', {
      en: 'A computer with a stable internet connection and access to a website you can edit. If you do not have one, we set up a free WordPress practice site together.',
      bn: 'স্থির ইন্টারনেট সংযোগসহ একটি কম্পিউটার আর এমন একটি ওয়েবসাইট, যেটি আপনি এডিট করতে পারেন। না থাকলে আমরা একসাথে একটি ফ্রি WordPress প্র্যাকটিস সাইট বানিয়ে নেব।',
    }),
  },

  'social-media-marketing-for-f-commerce': {
    modules: [
      mod('Your page and your plan', [
        v('Welcome: what sells on Facebook in Bangladesh'),
        v('Setting up a page that looks trustworthy'),
        v('A monthly content calendar in Google Sheets'),
      ]),
      mod('Content with a phone', [
        v('Product photos with natural light'),
        v('Reels that show the product in use'),
        v('Stories, polls and live sessions'),
        v('Captions in Bangla that get comments'),
      ]),
      mod('Orders and customers', [
        v('Managing inbox orders with labels and saved replies'),
        v('Handling complaints in public comments'),
        v('Cash on delivery, returns and courier partners'),
      ]),
      mod('Growing with insights', [
        v('Meta Business Suite insights that matter'),
        v('When to boost a post, and when not to'),
        v('Your 30-day growth plan'),
      ]),
    ],
    faqs: faqs('social-media-marketing-for-f-commerce', PHONE_OR_LAPTOP_MARKETING),
  },

  'google-analytics-4-tag-manager': {
    modules: [
      mod('Set up', [
        v('Welcome: what GA4 changes compared with Universal Analytics'),
        v('Creating a GA4 property and data stream'),
        v('Installing Google Tag Manager without a developer'),
      ]),
      mod('Tracking events', [
        v('Automatic and enhanced measurement events'),
        v('Button clicks and form submissions with GTM'),
        v('E-commerce purchase tracking with the data layer'),
        v('Testing with Preview mode and DebugView'),
      ]),
      mod('Reports that answer questions', [
        v('Standard reports: where is the traffic coming from?'),
        v('Explorations and funnels'),
        v('Audiences for remarketing'),
      ]),
      mod('Dashboards for clients', [
        v('Connecting GA4 to Looker Studio'),
        v('A one-page marketing dashboard'),
        v('Sharing and scheduling reports'),
      ]),
    ],
    faqs: faqs('google-analytics-4-tag-manager', {
      en: 'A computer with a stable internet connection, a Google account, and a website you can edit. No website? Use our demo shop, which is set up for the exercises.',
      bn: 'স্থির ইন্টারনেট সংযোগসহ একটি কম্পিউটার, একটি গুগল অ্যাকাউন্ট আর এমন একটি ওয়েবসাইট, যেটি আপনি এডিট করতে পারেন। ওয়েবসাইট নেই? আমাদের ডেমো শপ ব্যবহার করুন, অনুশীলনের জন্যই সেটি সাজানো আছে।',
    }),
  },

  // ------------------------------------------------------------------------------ Web Development
  'mern-stack-web-development': {
    modules: [
      mod('Modern JavaScript for full-stack work', [
        v('Welcome: how this course runs like a real team'),
        v('Node.js, npm and VS Code set-up'),
        v('ES modules, destructuring and spread'),
        v('Promises and async/await without confusion'),
        v('Git and GitHub: branches and pull requests'),
      ]),
      mod('Back end with Node.js, Express and MongoDB', [
        v('Express routes, middleware and error handling'),
        v('MongoDB Atlas and Mongoose models'),
        v('CRUD API for the course marketplace project'),
        v('Validation with zod'),
        v('Pagination, filtering and search'),
      ]),
      mod('Front end with React', [
        v('Components, props and state'),
        v('React Router: pages and layouts'),
        v('Forms with React Hook Form'),
        v('Server data with TanStack Query'),
        v('Accessible UI with Tailwind CSS'),
      ]),
      mod('Authentication and security', [
        v('Password hashing and sign-up'),
        v('JWT access tokens and refresh tokens'),
        v('Protecting routes on the server and the client'),
        v('Common attacks: XSS, CSRF and injection'),
      ]),
      mod('Payments, uploads and real time', [
        v('Accepting payments with SSLCommerz sandbox'),
        v('File uploads to cloud storage'),
        v('Real-time notifications with Socket.IO'),
      ]),
      mod('Testing and deployment', [
        v('API tests with Vitest and Supertest'),
        v('Deploying the API and the front end'),
        v('Your portfolio and the interview walkthrough'),
      ]),
      live(
        'Live code review: your portfolio projects',
        'Mahmudul reviews learner projects live, the way a senior engineer reviews a pull request.',
        { inDays: 8, at: '21:00', minutes: 120 },
      ),
    ],
    faqs: faqs('mern-stack-web-development', DEV_LAPTOP_8GB, LIVE_RECORDED_FAQ),
  },

  'html-css-javascript-for-beginners': {
    modules: [
      mod('HTML: the structure', [
        v('Welcome: how a website reaches your phone'),
        v('Installing VS Code and your first web page'),
        v('Headings, paragraphs, links and images'),
        v('Lists, tables and forms'),
        a('Cheat sheet: semantic HTML', HTML_CHEATSHEET),
      ]),
      mod('CSS: the look', [
        v('Selectors, colours and fonts'),
        v('The box model: margin, border and padding'),
        v('Flexbox layouts'),
        v('CSS Grid for whole pages'),
        v('Responsive design with media queries'),
      ]),
      mod('JavaScript: the behaviour', [
        v('Variables, conditions and loops'),
        v('Functions and arrays'),
        v('The DOM: changing the page with JavaScript'),
        v('Events: clicks, input and forms'),
      ]),
      mod('Project: your portfolio site', [
        v('Planning the pages and sections'),
        v('Building it step by step'),
        v('Publishing on GitHub Pages'),
      ]),
    ],
    faqs: faqs('html-css-javascript-for-beginners', {
      en: 'A computer (Windows, macOS, Linux or a Chromebook) with a web browser. We install the free VS Code editor in the first module. 4 GB of RAM is plenty.',
      bn: 'ওয়েব ব্রাউজারসহ একটি কম্পিউটার (উইন্ডোজ, macOS, লিনাক্স বা Chromebook)। প্রথম মডিউলে আমরা ফ্রি VS Code এডিটর ইনস্টল করব। ৪ জিবি র‍্যামই যথেষ্ট।',
    }),
  },

  'react-tailwind-modern-frontend': {
    modules: [
      mod('React fundamentals', [
        v('Welcome and project tour: a shop dashboard'),
        v('Vite, JSX and your first component'),
        v('Props and composition'),
        v('State and events'),
        v('Lists, keys and conditional rendering'),
      ]),
      mod('Styling with Tailwind CSS', [
        v('Utility classes and design tokens'),
        v('Responsive, mobile-first layouts'),
        v('Dark mode and reusable component styles'),
      ]),
      mod('Hooks and patterns', [
        v('useEffect and when you do not need it'),
        v('Custom hooks'),
        v('Context for theme and session'),
      ]),
      mod('Routing, forms and data', [
        v('React Router: nested routes and layouts'),
        v('Forms and validation with React Hook Form and zod'),
        v('Fetching and caching with TanStack Query'),
        v('Loading, empty and error states'),
      ]),
      mod('Performance for real phones', [
        v('Measuring with Lighthouse on a slow connection'),
        v('Code splitting and lazy routes'),
        v('Images and fonts that do not block the page'),
      ]),
    ],
    faqs: faqs('react-tailwind-modern-frontend', {
      en: 'A laptop (Windows, macOS or Linux) with Node.js 20 or newer and VS Code installed. 8 GB of RAM is recommended; 4 GB works with patience.',
      bn: 'Node.js 20 বা নতুন ভার্সন আর VS Code ইনস্টল করা একটি ল্যাপটপ (উইন্ডোজ, macOS বা লিনাক্স)। ৮ জিবি র‍্যাম হলে ভালো; ৪ জিবিতেও চলে, একটু ধৈর্য লাগবে।',
    }),
  },

  'nodejs-express-mongodb-rest-api': {
    modules: [
      mod('API design', [
        v('Welcome: the API we build, a job board back end'),
        v('REST resources, methods and status codes'),
        a('Reference: our REST conventions', REST_API_CONVENTIONS),
        v('Project structure: routes, services and models'),
      ]),
      mod('Express and MongoDB', [
        v('Express routing and middleware'),
        v('Mongoose schemas and relationships'),
        v('CRUD for jobs and applications'),
        v('Queries: filtering, sorting and pagination'),
      ]),
      mod('Validation and errors', [
        v('Validating input with zod'),
        v('One error handler for the whole API'),
        v('Logging with pino'),
      ]),
      mod('Security', [
        v('Hashing passwords with argon2'),
        v('JWT authentication and roles'),
        v('Rate limiting, CORS and helmet'),
      ]),
      mod('Testing and documentation', [
        v('Integration tests with Vitest and a test database'),
        v('OpenAPI documentation and Swagger UI'),
        v('Deploying to a VPS with PM2 and Nginx'),
      ]),
    ],
    faqs: faqs('nodejs-express-mongodb-rest-api', {
      en: 'A laptop with Node.js 20 or newer, VS Code and a free MongoDB Atlas account. 8 GB of RAM is recommended.',
      bn: 'Node.js 20 বা নতুন ভার্সন, VS Code আর একটি ফ্রি MongoDB Atlas অ্যাকাউন্টসহ একটি ল্যাপটপ। ৮ জিবি র‍্যাম হলে ভালো।',
    }),
  },

  'nextjs-typescript-production-apps': {
    modules: [
      mod('TypeScript for React developers', [
        v('Welcome: what we ship by the end'),
        v('Types, interfaces and generics you will actually use'),
        v('Typing components, hooks and API responses'),
      ]),
      mod('The Next.js App Router', [
        v('Layouts, pages and loading states'),
        v('Server components versus client components'),
        v('Data fetching and caching'),
        v('Server actions for forms'),
      ]),
      mod('SEO and internationalisation', [
        v('Metadata, Open Graph and sitemaps'),
        v('Bangla and English routes with i18n'),
        v('Structured data for rich results'),
      ]),
      mod('Authentication and roles', [
        v('Sign-in with Auth.js'),
        v('Middleware and role-based access'),
        v('Protecting server actions'),
      ]),
      mod('Production', [
        v('Testing with Playwright'),
        v('Deploying with Docker on a VPS'),
        v('Monitoring, logging and error tracking'),
      ]),
    ],
    faqs: faqs('nextjs-typescript-production-apps', {
      en: 'A laptop with at least 8 GB of RAM, Node.js 20 or newer and VS Code. The last module uses Docker and a VPS; we show free or low-cost options.',
      bn: 'কমপক্ষে ৮ জিবি র‍্যাম, Node.js 20 বা নতুন ভার্সন আর VS Code-সহ একটি ল্যাপটপ। শেষ মডিউলে Docker আর একটি VPS লাগবে; ফ্রি বা কম খরচের উপায়গুলো দেখিয়ে দেব।',
    }),
  },

  // ------------------------------------------------------------------------------ Mobile Development
  'flutter-app-development-zero-to-play-store': {
    modules: [
      mod('Set up and Dart basics', [
        v('Welcome: the app you will publish by the end'),
        v('Installing Flutter and Android Studio on Windows'),
        v('Running your first app on a real Android phone'),
        v('Dart essentials: variables, functions and classes'),
        v('Async Dart: Futures and async/await'),
      ]),
      mod('Widgets and layouts', [
        v('Stateless and stateful widgets'),
        v('Rows, columns and stacks'),
        v('Lists and grids that scroll smoothly'),
        v('Responsive layouts for small and large phones'),
        v('Themes, fonts and Bangla text'),
      ]),
      mod('Navigation and forms', [
        v('Navigation and passing data between screens'),
        v('Forms and validation'),
        v('Dialogs, bottom sheets and snackbars'),
      ]),
      mod('Data: APIs and storage', [
        v('Calling a REST API with http'),
        v('JSON to Dart models'),
        v('Saving data locally with shared_preferences and sqflite'),
        v('Loading, empty and error states'),
      ]),
      mod('State management with Provider', [
        v('Why setState is not enough'),
        v('ChangeNotifier and Provider'),
        v('Project: a shopping cart with Provider'),
      ]),
      mod('Publishing to the Play Store', [
        v('App icons, splash screen and app name'),
        v('Signing and building a release App Bundle'),
        a('Checklist: before you submit to Google Play', PLAY_STORE_CHECKLIST),
        v('Play Console: listing, screenshots and review'),
      ]),
    ],
    faqs: faqs('flutter-app-development-zero-to-play-store', {
      en: 'A laptop with at least 8 GB of RAM (Windows, macOS or Linux) and an Android phone with a USB cable, or the Android emulator. Publishing needs a Google Play developer account, a one-time fee of US$25 paid to Google.',
      bn: 'কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ (উইন্ডোজ, macOS বা লিনাক্স) আর USB কেবলসহ একটি অ্যান্ড্রয়েড ফোন, অথবা অ্যান্ড্রয়েড এমুলেটর। প্লে স্টোরে পাবলিশ করতে একটি Google Play ডেভেলপার অ্যাকাউন্ট লাগবে, যার জন্য গুগলকে একবারই ২৫ মার্কিন ডলার ফি দিতে হয়।',
    }),
  },

  'dart-programming-fundamentals': {
    modules: [
      mod('First steps', [
        v('Welcome: why Dart, and how it leads to Flutter'),
        v('Running Dart in DartPad and VS Code'),
        v('Variables, types and string interpolation'),
        a('Null safety in five minutes', DART_NULL_SAFETY),
      ]),
      mod('Control flow and functions', [
        v('Conditions and loops'),
        v('Functions, named and optional parameters'),
        v('Arrow functions and closures'),
      ]),
      mod('Collections', [v('Lists'), v('Maps and sets'), v('map, where and fold')]),
      mod('Object-oriented Dart', [
        v('Classes and constructors'),
        v('Inheritance and interfaces'),
        v('Mixins and extension methods'),
      ]),
      mod('Asynchronous Dart', [
        v('Futures and async/await'),
        v('Streams'),
        v('Error handling with try and catch'),
      ]),
    ],
    faqs: faqs('dart-programming-fundamentals', {
      en: 'Any computer with a web browser: you can write and run every exercise in DartPad, online and free. Installing Dart or Flutter on your computer is optional.',
      bn: 'ওয়েব ব্রাউজারসহ যেকোনো কম্পিউটার: প্রতিটি অনুশীলন অনলাইনে, ফ্রিতে DartPad-এ লিখে চালাতে পারবেন। কম্পিউটারে Dart বা Flutter ইনস্টল করা ঐচ্ছিক।',
    }),
  },

  'flutter-firebase-real-time-apps': {
    modules: [
      mod('Firebase set-up', [
        v('Welcome: the chat and delivery-tracking apps we build'),
        v('Creating a Firebase project and connecting Flutter'),
        v('FlutterFire CLI and environments'),
      ]),
      mod('Authentication', [
        v('E-mail and password sign-in'),
        v('Phone sign-in with OTP for Bangladeshi numbers'),
        v('Google sign-in'),
      ]),
      mod('Cloud Firestore', [
        v('Documents, collections and data modelling'),
        v('Real-time listeners with StreamBuilder'),
        v('Queries, indexes and pagination'),
        v('Offline support'),
      ]),
      mod('Notifications and back end', [
        v('Push notifications with Cloud Messaging'),
        v('Cloud Functions in TypeScript'),
        v('Security rules you can trust'),
      ]),
      mod('Quality and insights', [
        v('Crashlytics: catching crashes in production'),
        v('Analytics events that answer product questions'),
        v('Remote Config and staged rollouts'),
      ]),
    ],
    faqs: faqs('flutter-firebase-real-time-apps', {
      en: 'A laptop with at least 8 GB of RAM with Flutter installed, an Android phone or emulator, and a Google account for Firebase. The free Spark plan covers every exercise except Cloud Functions, which need the pay-as-you-go plan (the exercises stay within its free quota).',
      bn: 'Flutter ইনস্টল করা কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ, একটি অ্যান্ড্রয়েড ফোন বা এমুলেটর, আর Firebase-এর জন্য একটি গুগল অ্যাকাউন্ট। Cloud Functions ছাড়া সব অনুশীলন ফ্রি Spark প্ল্যানেই হয়ে যায়; Cloud Functions-এর জন্য pay-as-you-go প্ল্যান লাগে (অনুশীলনগুলো তার ফ্রি কোটার মধ্যেই থাকে)।',
    }),
  },

  'flutter-state-management-clean-architecture': {
    modules: [
      mod('Architecture first', [
        v('Welcome: why apps become hard to change'),
        v('Data, domain and presentation layers'),
        v('Repositories and dependency injection with get_it'),
      ]),
      mod('Bloc', [
        v('Cubit for simple state'),
        v('Bloc events and states'),
        v('Testing Blocs with bloc_test'),
      ]),
      mod('Riverpod', [
        v('Providers and ref'),
        v('AsyncNotifier for server data'),
        v('Choosing between Bloc and Riverpod'),
      ]),
      mod('Testing', [v('Unit tests for use cases'), v('Widget tests'), v('Integration tests on a device')]),
      mod('Offline, caching and errors', [
        v('Caching API responses with Hive'),
        v('Offline-first synchronisation'),
        v('Failures, retries and friendly error messages'),
      ]),
    ],
    faqs: faqs('flutter-state-management-clean-architecture', {
      en: 'A laptop with at least 8 GB of RAM with Flutter installed, and an Android phone or emulator. You should already have built at least one Flutter app.',
      bn: 'Flutter ইনস্টল করা কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ আর একটি অ্যান্ড্রয়েড ফোন বা এমুলেটর। আগে অন্তত একটি Flutter অ্যাপ বানিয়ে থাকতে হবে।',
    }),
  },

  // ------------------------------------------------------------------------------ Design
  'figma-ui-ux-design-bootcamp': {
    modules: [
      mod('UX foundations', [
        v('Welcome: what UI/UX designers do in Bangladeshi product teams'),
        v('The design process from problem to hand-off'),
        v('Running five user interviews in a week'),
        v('From notes to insights: affinity mapping'),
      ]),
      mod('Wireframes and flows', [
        v('User flows for a bKash-style payment'),
        v('Low-fidelity wireframes on paper and in Figma'),
        v('Information architecture and navigation'),
      ]),
      mod('Figma like a professional', [
        v('Frames, constraints and layout grids'),
        v('Auto layout in depth'),
        v('Components, variants and properties'),
        v('Styles and variables for colour and type'),
        a('Shortcuts and layer naming that developers love', FIGMA_SHORTCUTS),
      ]),
      mod('Visual design', [
        v('Typography for Bangla and English interfaces'),
        v('Colour, contrast and accessibility'),
        v('Icons, imagery and spacing'),
      ]),
      mod('Prototypes and hand-off', [
        v('Interactive prototypes and smart animate'),
        v('Usability testing your prototype'),
        v('Hand-off with Dev Mode'),
      ]),
      mod('Portfolio', [
        v('Choosing your two case studies'),
        v('Writing the case study'),
        v('Portfolio reviews: what recruiters look for'),
      ]),
    ],
    faqs: faqs('figma-ui-ux-design-bootcamp', {
      en: 'A laptop or desktop with a modern browser (Chrome or Edge) and a free Figma account. Figma runs in the browser, so 4 GB of RAM is enough; the free plan covers the whole course.',
      bn: 'আধুনিক ব্রাউজার (Chrome বা Edge) আর একটি ফ্রি Figma অ্যাকাউন্টসহ একটি ল্যাপটপ বা ডেস্কটপ। Figma ব্রাউজারেই চলে, তাই ৪ জিবি র‍্যামই যথেষ্ট; পুরো কোর্স ফ্রি প্ল্যানেই করা যায়।',
    }),
  },

  'graphic-design-photoshop-illustrator': {
    modules: [
      mod('Design principles', [
        v('Welcome: the six projects in your portfolio'),
        v('Layout, alignment and white space'),
        v('Colour theory for brands'),
        v('Typography basics in Bangla and English'),
      ]),
      mod('Photoshop', [
        v('Workspace, layers and masks'),
        v('Selections and background removal'),
        v('Photo retouching for product shots'),
        v('Social media banner from scratch'),
      ]),
      mod('Illustrator', [
        v('Shapes, the pen tool and paths'),
        v('Designing a logo for a local brand'),
        v('Icons on a pixel grid'),
        v('Brand guidelines on one page'),
      ]),
      mod('Print and web delivery', [
        v('Colour modes, bleed and resolution'),
        v('Preparing files for a Nilkhet press'),
        v('Exporting for web and social media'),
      ]),
      mod('Portfolio and clients', [
        v('Presenting your work with mock-ups'),
        v('Behance and Dribbble profiles'),
        v('Taking feedback without losing the design'),
      ]),
    ],
    faqs: faqs('graphic-design-photoshop-illustrator', {
      en: 'A laptop or desktop with at least 8 GB of RAM and Adobe Photoshop and Illustrator. Adobe offers a free 7-day trial, and we point out free alternatives (Photopea, Inkscape) for every exercise.',
      bn: 'কমপক্ষে ৮ জিবি র‍্যামের একটি ল্যাপটপ বা ডেস্কটপ, সঙ্গে Adobe Photoshop আর Illustrator। Adobe ৭ দিনের ফ্রি ট্রায়াল দেয়, আর প্রতিটি অনুশীলনের জন্য ফ্রি বিকল্পও (Photopea, Inkscape) দেখিয়ে দেব।',
    }),
  },

  'ux-research-portfolio-case-studies': {
    modules: [
      mod('Research on a small budget', [
        v('Welcome: research that fits a startup timeline'),
        v('Writing a research plan in one page'),
        v('Recruiting participants without a budget'),
      ]),
      mod('Usability testing', [
        v('Writing tasks that do not lead the user'),
        v('Moderating a remote test'),
        v('Guerrilla testing in a café or campus'),
      ]),
      mod('Synthesis', [
        v('Affinity mapping in FigJam'),
        v('Personas that are not fiction'),
        v('Journey maps and opportunity areas'),
      ]),
      mod('Measuring UX', [
        v('Task success, time on task and SUS'),
        v('Before and after: proving your redesign worked'),
        v('Presenting numbers to stakeholders'),
      ]),
      mod('Case studies', [
        a('The case study structure recruiters want', PORTFOLIO_CASE_STUDY),
        v('Rewriting a weak case study, live'),
        v('Portfolio website or PDF?'),
      ]),
    ],
    faqs: faqs('ux-research-portfolio-case-studies', {
      en: 'A computer with a modern browser, a free Figma account (FigJam included) and one design project you want to improve.',
      bn: 'আধুনিক ব্রাউজারসহ একটি কম্পিউটার, একটি ফ্রি Figma অ্যাকাউন্ট (FigJam সহ) আর এমন একটি ডিজাইন প্রজেক্ট, যেটি আপনি আরও ভালো করতে চান।',
    }),
  },

  'canva-social-media-design': {
    modules: [
      mod('Canva essentials', [
        v('Welcome: design a month of posts in an afternoon'),
        v('The Canva editor on phone and computer'),
        v('Setting up a brand kit'),
      ]),
      mod('Posts and stories', [
        v('A product post that stops the scroll'),
        v('Stories and reels covers'),
        v('Eid and Pohela Boishakh campaign designs'),
      ]),
      mod('Typography and Bangla text', [
        v('Choosing Bangla fonts that read well'),
        v('Mixing Bangla and English on one design'),
        v('Text hierarchy on a small screen'),
      ]),
      mod('Export and reuse', [
        v('Resizing for Facebook, Instagram and YouTube'),
        v('Exporting: PNG, JPG, PDF and video'),
        v('Templates your team can reuse'),
      ]),
    ],
    faqs: faqs('canva-social-media-design', {
      en: 'A free Canva account and either a phone or a computer. Canva Pro is not needed; we point out where a Pro feature would save time.',
      bn: 'একটি ফ্রি Canva অ্যাকাউন্ট আর একটি ফোন বা কম্পিউটার। Canva Pro লাগবে না; কোথায় Pro ফিচার থাকলে সময় বাঁচত, সেটা দেখিয়ে দেব।',
    }),
  },

  // Taught in Bangla: its modules and lessons are in Bangla (issue 16 item 6).
  'mobile-video-editing-capcut': {
    modules: [
      mod('শুরুর কথা', [
        v('স্বাগতম: শুধু মোবাইল দিয়েই ভালো ভিডিও'),
        v('ক্যাপকাট ইনস্টল আর প্রথম প্রজেক্ট'),
        v('টাইমলাইন: ক্লিপ কাটা আর জোড়া লাগানো'),
      ]),
      mod('গল্প বলার মতো এডিট', [
        v('প্রথম তিন সেকেন্ডেই দর্শক ধরে রাখা'),
        v('বি-রোল, ট্রানজিশন আর কাটের ছন্দ'),
        a('শুটিংয়ের আগে ৫ মিনিটের চেকলিস্ট', SHOOTING_CHECKLIST_BN),
      ]),
      mod('লেখা, শব্দ আর রং', [
        v('বাংলা সাবটাইটেল আর টেক্সট অ্যানিমেশন'),
        v('ভয়েসওভার, মিউজিক আর কপিরাইটের নিয়ম'),
        v('কালার ঠিক করা আর ফিল্টারের পরিমিত ব্যবহার'),
      ]),
      mod('রিলস আর ইউটিউবে প্রকাশ', [
        v('৯:১৬ না ১৬:৯: কোন প্ল্যাটফর্মে কোন মাপ'),
        v('এক্সপোর্ট: মান ঠিক রেখে ছোট ফাইল'),
        v('থাম্বনেইল, ক্যাপশন আর পোস্ট করার সময়'),
      ]),
    ],
    faqs: faqs('mobile-video-editing-capcut', {
      en: 'An Android phone or an iPhone with the free CapCut app. No computer, camera or paid app is needed.',
      bn: 'ফ্রি ক্যাপকাট অ্যাপসহ একটি অ্যান্ড্রয়েড ফোন বা আইফোন। কোনো কম্পিউটার, ক্যামেরা বা পেইড অ্যাপ লাগবে না।',
    }),
  },

  // ------------------------------------------------------------------------------ English
  'ielts-speaking-band-7-plus': {
    modules: [
      mod('How Speaking is scored', [
        v('Welcome: the 11-14 minutes that decide your band'),
        a('The four band descriptors, in plain words', IELTS_BAND_DESCRIPTORS),
        v('Listening to band 6 and band 7 answers side by side'),
      ]),
      mod('Part 1: everyday topics', [
        v('Answer, reason, example: the 3-sentence pattern'),
        v('Hometown, studies and work questions'),
        v('Hobbies, food and daily routine questions'),
      ]),
      mod('Part 2: the cue card', [
        v('Using the one minute of preparation'),
        v('Speaking for two full minutes without running dry'),
        v('Describe a person, a place, an event'),
        v('Twenty recent cue cards, with model answers'),
      ]),
      mod('Part 3: discussion', [
        v('Giving opinions with reasons and examples'),
        v('Comparing, speculating and talking about the future'),
        v('Handling questions you have no idea about'),
      ]),
      mod('Pronunciation for Bangla speakers', [
        v('V and B, S and Sh: the sounds that cost marks'),
        v('Word stress and sentence stress'),
        v('Intonation that sounds natural'),
      ]),
    ],
    faqs: faqs('ielts-speaking-band-7-plus', PHONE_IS_ENOUGH, {
      question: 'Will someone listen to my speaking?',
      answer:
        'Yes. Record your cue card answers in the course and you get written feedback from Ayesha or one of her trained assistants within three working days, with your estimated band for each criterion.',
      questionBn: 'আমার স্পিকিং কি কেউ শুনে দেখবেন?',
      answerBn:
        'হ্যাঁ। কোর্সের ভেতরেই কিউ কার্ডের উত্তর রেকর্ড করুন; তিন কার্যদিবসের মধ্যে আয়েশা বা তাঁর প্রশিক্ষিত সহকারীদের কেউ লিখিত ফিডব্যাক দেবেন, সঙ্গে প্রতিটি ক্রাইটেরিয়নে আপনার আনুমানিক ব্যান্ড।',
    }),
  },

  'spoken-english-everyday-confidence': {
    modules: [
      mod('Breaking the fear', [
        v('Welcome: why you understand English but cannot speak it'),
        v('Introducing yourself in 30 seconds'),
        v('Small talk: weather, traffic and cricket'),
      ]),
      mod('Everyday patterns', [
        v('Could you, would you, may I: polite requests'),
        v('Talking about the past without grammar panic'),
        v('Plans and the future: going to and will'),
        v('Asking questions the natural way'),
      ]),
      mod('Pronunciation', [
        v('The th sounds'),
        v('Vowel sounds Bangla speakers mix up'),
        v('Linking words for smoother speech'),
      ]),
      mod('Real situations', [
        v('On the phone: calling an office or a bank'),
        v('In a shop, a restaurant and a ride-share'),
        v('At the doctor and at the pharmacy'),
        v('Your 21-day speaking habit plan'),
      ]),
    ],
    faqs: faqs('spoken-english-everyday-confidence', PHONE_IS_ENOUGH),
  },

  'job-interview-english-communication': {
    modules: [
      mod('Interview answers', [
        v('Welcome: what interviewers in Dhaka really listen for'),
        v('"Tell me about yourself" in 90 seconds'),
        v('Strengths, weaknesses and "why should we hire you?"'),
      ]),
      mod('Behavioural questions', [
        v('The STAR method, with examples'),
        v('Teamwork and conflict stories'),
        v('Talking about a failure honestly'),
      ]),
      mod('Professional e-mail', [
        v('Structure, tone and subject lines'),
        a('Templates: three e-mails for your first month', EMAIL_TEMPLATES),
        v('Replying to difficult e-mails'),
      ]),
      mod('Meetings and presentations', [
        v('Speaking up in meetings'),
        v('A five-minute presentation structure'),
        v('Mock interview: full recording with feedback'),
      ]),
    ],
    faqs: faqs('job-interview-english-communication', {
      en: 'A phone or computer with a microphone, to record your practice answers. A CV you want to practise with is useful but optional.',
      bn: 'প্র্যাকটিসের উত্তর রেকর্ড করার জন্য মাইক্রোফোনসহ একটি ফোন বা কম্পিউটার। যে সিভি নিয়ে অনুশীলন করতে চান সেটি হাতে থাকলে ভালো, তবে বাধ্যতামূলক নয়।',
    }),
  },

  'ielts-complete-preparation': {
    modules: [
      mod('Getting ready', [
        v('Welcome: Academic or General Training, and booking your test'),
        v('Your study plan for 4, 8 or 12 weeks'),
        v('Diagnostic test walkthrough'),
      ]),
      mod('Listening', [
        v('Section 1 and 2: forms, maps and plans'),
        v('Section 3 and 4: discussions and lectures'),
        v('Spelling, numbers and the traps in every test'),
        v('Transferring answers in the last ten minutes'),
      ]),
      mod('Reading', [
        v('Skimming and scanning under time pressure'),
        v('True, False, Not Given without guessing'),
        v('Matching headings and sentence completion'),
        v('Managing 60 minutes for 40 questions'),
      ]),
      mod('Writing', [
        v('Task 1 Academic: describing charts and processes'),
        v('Task 1 General: formal and informal letters'),
        v('Task 2: planning a band 7 essay in 5 minutes'),
        v('Cohesion, vocabulary and grammar that lift your band'),
      ]),
      mod('Speaking', [
        v('Part 1 and Part 2 strategies'),
        v('Part 3: discussion answers'),
        v('Pronunciation fixes for Bangla speakers'),
      ]),
      mod('Mock tests', [
        v('Mock test 1: full walkthrough'),
        v('Mock test 2: full walkthrough'),
        v('Test day: what to bring and what to expect'),
      ]),
      live(
        'Live mock speaking test and Q&A',
        'Ayesha runs a live mock speaking test with volunteers and answers your questions about all four modules.',
        { inDays: 3, at: '19:30', minutes: 75 },
      ),
    ],
    faqs: faqs(
      'ielts-complete-preparation',
      {
        en: 'A phone is enough for the lessons; a computer is better for the mock tests and the writing practice. Headphones help with Listening.',
        bn: 'লেসনের জন্য ফোনই যথেষ্ট; মক টেস্ট আর রাইটিং প্র্যাকটিসের জন্য কম্পিউটার হলে ভালো। লিসেনিংয়ে হেডফোন কাজে দেয়।',
      },
      LIVE_RECORDED_FAQ,
    ),
  },

  // ------------------------------------------------------------------------------ Freelancing
  'fiverr-upwork-freelancing-masterclass': {
    modules: [
      mod('Choosing your service', [
        v('Welcome: what full-time freelancing looks like from Khulna'),
        v('Matching your skill to what buyers pay for'),
        v('Researching demand and competition'),
      ]),
      mod('Fiverr', [
        v('Creating a seller account the right way'),
        v('Gig titles, tags and descriptions that rank'),
        v('Gig images and video'),
        v('Packages and pricing'),
        a('Worksheet: price your first service', PRICING_WORKSHEET),
      ]),
      mod('Upwork', [
        v('A profile that gets invitations'),
        v('Project catalog and specialised profiles'),
        v('Connects, job search and saved searches'),
      ]),
      mod('Winning and delivering', [
        v('Proposals that get replies'),
        v('Messaging buyers and discovery calls'),
        v('Delivering, revisions and five-star reviews'),
        v('Handling difficult clients and disputes'),
      ]),
      mod('Getting paid and growing', [
        v('Payoneer and bank withdrawal to Bangladesh'),
        v('Tax, records and the remittance incentive'),
        v('From first order to a steady income'),
      ]),
      live(
        'Live profile review: Fiverr gigs and Upwork profiles',
        'Jubayer reviews learner gigs and profiles live and shows what he would change.',
        { inDays: 6, at: '20:30', minutes: 90 },
      ),
    ],
    faqs: faqs(
      'fiverr-upwork-freelancing-masterclass',
      {
        en: 'A computer with a stable internet connection, one skill you can sell (or are learning), and a national ID card for account verification on the marketplaces.',
        bn: 'স্থির ইন্টারনেট সংযোগসহ একটি কম্পিউটার, বিক্রি করার মতো একটি স্কিল (অথবা যেটি শিখছেন), আর মার্কেটপ্লেসে অ্যাকাউন্ট ভেরিফিকেশনের জন্য জাতীয় পরিচয়পত্র।',
      },
      LIVE_RECORDED_FAQ,
    ),
  },

  'freelancing-for-students-getting-started': {
    modules: [
      mod('How freelancing works', [
        v('Welcome: freelancing alongside your studies'),
        v('Marketplaces, clients and how money moves'),
        v('What beginners earn in the first six months, honestly'),
      ]),
      mod('Choosing a skill', [
        v('Skills in demand that a student can learn'),
        v('Testing a skill before committing to it'),
        v('Building three sample projects'),
      ]),
      mod('Staying safe', [
        a('Red flags: freelancing scams and how to avoid them', FREELANCE_SCAMS),
        v('Account rules that get beginners banned'),
        v('Protecting your time and your studies'),
      ]),
      mod('Your 90-day plan', [
        v('Days 1-30: skill and samples'),
        v('Days 31-60: profile and first proposals'),
        v('Days 61-90: first client and first review'),
      ]),
    ],
    faqs: faqs('freelancing-for-students-getting-started', {
      en: 'A computer or laptop with internet, and about two hours a day to practise. A phone is enough to watch the lessons.',
      bn: 'ইন্টারনেটসহ একটি কম্পিউটার বা ল্যাপটপ, আর প্র্যাকটিসের জন্য দিনে ঘণ্টা দুয়েক সময়। লেসন দেখার জন্য ফোনই যথেষ্ট।',
    }),
  },

  'wordpress-websites-for-freelancers': {
    modules: [
      mod('Domains, hosting and installation', [
        v('Welcome: the three client sites you will build'),
        v('Buying a .com or .com.bd domain'),
        v('Choosing hosting in Bangladesh and abroad'),
        v('Installing WordPress in one click'),
      ]),
      mod('Design with Elementor', [
        v('Themes: Astra, Hello and when to pay for one'),
        v('Building a home page with Elementor'),
        v('Headers, footers and global styles'),
        v('Mobile editing and responsive checks'),
      ]),
      mod('WooCommerce shop', [
        v('Products, categories and variations'),
        v('Delivery charges inside and outside Dhaka'),
        v('Local payments: bKash and SSLCommerz plugins'),
        v('Orders, invoices and emails'),
      ]),
      mod('Speed, backups and security', [
        v('Caching and image optimisation'),
        v('Backups with UpdraftPlus'),
        a('Checklist: secure a client site before hand-over', WORDPRESS_SECURITY),
      ]),
      mod('Selling WordPress services', [
        v('Packaging and pricing website services'),
        v('Hand-over documents and maintenance plans'),
        v('Finding local and international clients'),
      ]),
    ],
    faqs: faqs('wordpress-websites-for-freelancers', {
      en: 'A computer with a stable internet connection. We build on a free local install first; for a live site you need a domain and hosting, from about ৳1,500 a year.',
      bn: 'স্থির ইন্টারনেট সংযোগসহ একটি কম্পিউটার। প্রথমে আমরা ফ্রি লোকাল ইনস্টলেশনে কাজ করব; লাইভ সাইটের জন্য একটি ডোমেইন আর হোস্টিং লাগবে, বছরে মোটামুটি ৳১,৫০০ থেকে।',
    }),
  },

  'winning-proposals-client-communication': {
    modules: [
      mod('Proposals', [
        v('Welcome: why most proposals are never read'),
        v('The first two lines decide everything'),
        v('Personalising in five minutes'),
        v('Ten proposals rewritten, before and after'),
      ]),
      mod('Discovery calls', [
        v('Preparing for a call with a new client'),
        v('Questions that uncover the real problem'),
        v('Handling time zones and accents with confidence'),
      ]),
      mod('Scope and expectations', [
        v('Writing scope, milestones and deadlines'),
        v('Saying no to scope creep, politely'),
        v('Updates that keep clients calm'),
      ]),
      mod('Long-term clients', [
        v('Asking for reviews and referrals'),
        v('Turning one project into a retainer'),
        v('Raising your rates with existing clients'),
      ]),
    ],
    faqs: faqs('winning-proposals-client-communication', {
      en: 'A computer or phone, and a freelance profile on any marketplace (Upwork, Fiverr, Freelancer or LinkedIn) so you can apply each lesson straight away.',
      bn: 'একটি কম্পিউটার বা ফোন, আর যেকোনো মার্কেটপ্লেসে (Upwork, Fiverr, Freelancer বা LinkedIn) একটি ফ্রিল্যান্স প্রোফাইল, যাতে প্রতিটি লেসন সঙ্গে সঙ্গে কাজে লাগাতে পারেন।',
    }),
  },
};

/** A course's curriculum, or an error naming the slug (the seed must not silently skip a course). */
export function curriculumFor(slug: string): DemoCurriculum {
  const curriculum = DEMO_CURRICULA[slug];
  if (!curriculum) throw new Error(`Demo curricula: no curriculum for course "${slug}"`);
  return curriculum;
}

/** What a curriculum holds, counted the way the API counts it (modules/learning service.ts). */
export function curriculumTotals(curriculum: DemoCurriculum): { lessons: number; durationSeconds: number } {
  let lessons = 0;
  let durationSeconds = 0;
  for (const module of curriculum.modules) {
    if (module.kind === 'live') {
      durationSeconds += module.minutes * 60;
      continue;
    }
    lessons += module.lessons.length;
    for (const lesson of module.lessons) durationSeconds += lesson.durationSeconds;
  }
  return { lessons, durationSeconds };
}
