/**
 * The demo instructor's teaching life (issue 17 item 10): instructor@ teaches two published courses
 * of the catalog and owns one course in each other state: an archived one with its past learners, one
 * waiting in staff's review queue, and a draft that staff sent back with a note.
 */
import type { DemoQuestion } from './demo-quizzes';
import { daysBeforeReference, taka, type DemoCourse } from './demo-data';

/** The sign-in account that teaches them (demo-accounts.ts). */
export const DEMO_TEACHING_EMAIL = 'instructor@dokkho.test';

/** Catalog courses the demo instructor teaches (their learners, orders and reviews come with them). */
export const DEMO_TAUGHT_COURSES: readonly string[] = [
  // Nusrat Jahan's SQL course (her Python course stays hers: every catalog instructor teaches something).
  'sql-for-data-analysts',
  // The demo learner's free course in progress, whose learners' questions instructor@ answers
  // (seed-questions.ts DEMO_TAUGHT_COURSE): the questions page, /newDashboard/query and the player agree.
  'html-css-javascript-for-beginners',
];

export interface DemoTeachingCourse extends DemoCourse {
  status: 'draft' | 'in_review' | 'archived';
  titleBn: string;
  subtitleBn: string;
  /** Days before the seed's "now". */
  submittedDaysAgo: number | null;
  reviewedDaysAgo: number | null;
  reviewNote: string | null;
  /** Archived only: when it went off the catalog, and how many learners it had by then. */
  archivedDaysAgo: number | null;
  learners: number;
  /** Module titles with their lessons' titles (articles: the demo's text lessons). */
  curriculum: readonly {
    title: string;
    lessons: readonly string[];
    /** A quiz after the module's lessons, as the quiz builder writes one (docs/decisions/039). */
    quiz?: DemoModuleQuiz;
  }[];
}

export interface DemoModuleQuiz {
  title: string;
  description: string;
  passPercent: number;
  timeLimitSeconds: number | null;
  maxAttempts: number | null;
  questions: readonly (DemoQuestion & { points: number })[];
}

const base = {
  genre: 'data-analytics' as const,
  instructor: 'instructor',
  level: 'beginner' as const,
  requirements: ['A laptop or desktop computer', 'A free Google account'],
  isFeatured: false,
  ratingAvg: 0,
  ratingCount: 0,
  enrolledCount: 0,
  durationMinutes: 0,
  lessonsCount: 0,
};

export const DEMO_TEACHING_COURSES: readonly DemoTeachingCourse[] = [
  {
    ...base,
    slug: 'google-sheets-for-small-shops',
    status: 'archived',
    title: 'Google Sheets for Small Shops: Stock, Sales and Due Lists',
    shortTitle: 'Google Sheets for Small Shops',
    titleBn: 'ছোট দোকানের জন্য গুগল শিট: স্টক, বিক্রি আর বাকির খাতা',
    subtitle: 'Replace the paper khata with a shared sheet your whole shop can update from a phone',
    subtitleBn: 'কাগজের খাতার বদলে এমন একটি শিট, যা দোকানের সবাই ফোন থেকেই আপডেট করতে পারে',
    description:
      'Built for shop owners and their staff: a stock list, a daily sales sheet and a due list (baki khata) that add themselves up.\n\nThis course has been replaced by SQL for Data Analysts; enrolled learners keep it.',
    outcomes: [
      'Keep stock, sales and dues in one shared Google Sheet',
      'Total a day, a week and a month with SUMIFS',
      'See who owes what at a glance with conditional formatting',
    ],
    tags: ['google sheets', 'small business', 'spreadsheet'],
    language: 'bn',
    price: taka(990),
    salePrice: null,
    publishedAt: daysBeforeReference(430),
    thumbnail: '/demo/courses/google-sheets-for-small-shops.svg',
    submittedDaysAgo: 440,
    reviewedDaysAgo: 435,
    reviewNote: null,
    archivedDaysAgo: 60,
    learners: 46,
    curriculum: [
      { title: 'Your shop in a sheet', lessons: ['Sheets on a phone and a computer', 'The stock list'] },
      {
        title: 'Sales and dues',
        lessons: ['The daily sales sheet', 'SUMIFS for a day, a week, a month', 'The due list'],
      },
    ],
  },
  {
    ...base,
    slug: 'power-query-clean-data-fast',
    status: 'in_review',
    level: 'intermediate',
    title: 'Power Query: Clean Messy Data in Minutes',
    shortTitle: 'Power Query: Clean Messy Data',
    titleBn: 'Power Query: এলোমেলো ডেটা মিনিটেই পরিষ্কার করুন',
    subtitle:
      'Merge monthly files, fix dates and split columns once, then refresh every month with one click',
    subtitleBn: 'মাসিক ফাইল জোড়া, তারিখ ঠিক করা আর কলাম ভাগ করুন একবার, তারপর প্রতি মাসে এক ক্লিকে রিফ্রেশ',
    description:
      'The reports you rebuild by hand every month, built once in Power Query and refreshed in seconds: in Excel and in Power BI.',
    outcomes: [
      'Combine a folder of monthly files into one table',
      'Fix Bangla and English dates, numbers and spellings',
      'Refresh a whole report with one click',
    ],
    tags: ['power query', 'excel', 'data cleaning'],
    language: 'bn',
    price: taka(2500),
    salePrice: null,
    publishedAt: daysBeforeReference(0),
    thumbnail: '/demo/courses/power-query-clean-data-fast.svg',
    submittedDaysAgo: 2,
    reviewedDaysAgo: null,
    reviewNote: null,
    archivedDaysAgo: null,
    learners: 0,
    curriculum: [
      {
        title: 'Getting data in',
        lessons: ['What Power Query does', 'From a folder of files', 'From a web page'],
      },
      {
        title: 'Cleaning',
        lessons: ['Dates that are text', 'Split, merge and unpivot', 'Refresh and share'],
      },
    ],
  },
  {
    ...base,
    slug: 'statistics-for-data-analysts',
    status: 'draft',
    level: 'intermediate',
    title: 'Statistics for Data Analysts: Averages to A/B Tests',
    shortTitle: 'Statistics for Data Analysts',
    titleBn: 'ডেটা অ্যানালিস্টদের জন্য পরিসংখ্যান: গড় থেকে A/B টেস্ট',
    subtitle: 'The statistics interviewers ask about, with Bangladeshi sales and survey data',
    subtitleBn: 'ইন্টারভিউতে যে পরিসংখ্যান জিজ্ঞেস করা হয়, বাংলাদেশের বিক্রি আর জরিপের ডেটা দিয়ে',
    description:
      'Averages, spread, sampling, confidence intervals and A/B tests, each worked through in Google Sheets and Python.',
    outcomes: [
      'Pick the right average and explain why',
      'Read a confidence interval without fooling yourself',
      'Run and judge a simple A/B test',
    ],
    tags: ['statistics', 'a/b testing', 'data analysis'],
    language: 'en',
    price: taka(3000),
    salePrice: null,
    publishedAt: daysBeforeReference(0),
    thumbnail: '/demo/courses/statistics-for-data-analysts.svg',
    submittedDaysAgo: 12,
    reviewedDaysAgo: 9,
    reviewNote:
      'Please add a worked example to every lesson of “Spread and sampling”, and captions to the first video.',
    archivedDaysAgo: null,
    learners: 0,
    curriculum: [
      {
        title: 'Describing data',
        lessons: ['Mean, median and mode', 'Spread and outliers'],
        quiz: {
          title: 'Describing data: check yourself',
          description: 'Three questions on averages and spread, with salaries from a Dhaka job board.',
          passPercent: 70,
          timeLimitSeconds: 600,
          maxAttempts: 3,
          questions: [
            {
              prompt:
                'Five analysts earn ৳35,000, ৳38,000, ৳40,000, ৳42,000 and ৳250,000 a month. Which average describes a typical salary best?',
              kind: 'single',
              options: ['The mean', 'The median', 'The largest value', 'The range'],
              correct: [1],
              explanation: 'One very high salary pulls the mean up; the median (৳40,000) stays typical.',
              points: 1,
            },
            {
              prompt: 'Which of these measure how spread out the data is?',
              kind: 'multiple',
              options: ['Standard deviation', 'Interquartile range', 'Mode', 'Range'],
              correct: [0, 1, 3],
              explanation: 'The mode is a kind of average; the other three describe spread.',
              points: 2,
            },
            {
              prompt: 'A box plot marks a point beyond 1.5 × IQR from the box. What is it?',
              kind: 'single',
              options: ['A likely outlier', 'The median', 'A typing mistake, always', 'The mean'],
              correct: [0],
              explanation: 'It is flagged as a likely outlier: check it before removing it.',
              points: 1,
            },
          ],
        },
      },
      { title: 'Spread and sampling', lessons: ['Samples and populations', 'Confidence intervals'] },
    ],
  },
];

/**
 * The demo account (demo@, every role) teaches too: one complete draft, never submitted, so whoever tries
 * the demo can submit a course for review and, signed in as admin@, publish it (issue 17 item 4).
 */
export const DEMO_ACCOUNT_TEACHING_EMAIL = 'demo@dokkho.test';

export const DEMO_ACCOUNT_TEACHING_COURSES: readonly DemoTeachingCourse[] = [
  {
    ...base,
    instructor: 'demo',
    slug: 'excel-dashboards-for-ngo-reports',
    status: 'draft',
    title: 'Excel Dashboards for NGO Reports',
    shortTitle: 'Excel Dashboards for NGOs',
    titleBn: 'এনজিও রিপোর্টের জন্য এক্সেল ড্যাশবোর্ড',
    subtitle: 'Turn field survey sheets into the one-page monthly dashboard your donors ask for',
    subtitleBn: 'মাঠ জরিপের শিটগুলো থেকে দাতাদের চাওয়া এক পাতার মাসিক ড্যাশবোর্ড বানান',
    description:
      'For programme officers and M&E staff: clean a month of field data from every upazila, summarise it with pivot tables and build a one-page dashboard that updates itself.',
    outcomes: [
      'Combine field sheets from every upazila into one table',
      'Summarise beneficiaries by area, gender and age with pivot tables',
      'Build a one-page donor dashboard with slicers and charts',
    ],
    tags: ['excel', 'dashboard', 'ngo', 'monitoring and evaluation'],
    language: 'bn',
    price: taka(1500),
    salePrice: null,
    publishedAt: daysBeforeReference(0),
    thumbnail: '/demo/courses/excel-dashboards-for-ngo-reports.svg',
    submittedDaysAgo: null,
    reviewedDaysAgo: null,
    reviewNote: null,
    archivedDaysAgo: null,
    learners: 0,
    curriculum: [
      {
        title: 'Field data in one table',
        lessons: ['What donors want to see each month', 'Cleaning the upazila sheets'],
        quiz: {
          title: 'মাঠের ডেটা: নিজেকে যাচাই করুন',
          description: 'উপজেলার শিট এক টেবিলে আনা নিয়ে দুটি প্রশ্ন।',
          passPercent: 60,
          timeLimitSeconds: null,
          maxAttempts: null,
          questions: [
            {
              prompt: 'প্রতিটি উপজেলার শিটে কলামের নাম আলাদা। এক টেবিলে আনার আগে প্রথমে কী করবেন?',
              kind: 'single',
              options: [
                'সব শিটে একই কলামের নাম ঠিক করুন',
                'শিটগুলো কপি-পেস্ট করে নিচে নিচে বসান',
                'যে শিটের কলাম আলাদা সেটি বাদ দিন',
              ],
              correct: [0],
              explanation: 'কলামের নাম এক হলে Power Query বা পিভট টেবিল সব শিট একসঙ্গে পড়তে পারে।',
              points: 1,
            },
            {
              prompt: 'দাতাদের মাসিক রিপোর্টে কোন তথ্যগুলো সাধারণত আলাদা করে দেখাতে হয়?',
              kind: 'multiple',
              options: ['এলাকা অনুযায়ী উপকারভোগী', 'লিঙ্গ অনুযায়ী উপকারভোগী', 'অফিসের ওয়াই-ফাই পাসওয়ার্ড'],
              correct: [0, 1],
              explanation: 'এলাকা, লিঙ্গ আর বয়স অনুযায়ী ভাগ করা সংখ্যাই দাতারা সবচেয়ে বেশি চান।',
              points: 1,
            },
          ],
        },
      },
      {
        title: 'The dashboard',
        lessons: ['Pivot tables by area, gender and age', 'Slicers, charts and a one-page layout'],
      },
    ],
  },
];

/** What the archived course's learners wrote, in English and Bangla. */
export const DEMO_TEACHING_REVIEWS: readonly { rating: number; comment: string }[] = [
  {
    rating: 5,
    comment: 'আমার মুদি দোকানের বাকির খাতা এখন গুগল শিটে। ছেলেও ফোন থেকে দেখে নিতে পারে কে কত টাকা দেবে।',
  },
  {
    rating: 5,
    comment: 'Simple and exactly what a small shop needs. The due list alone saved me hours every week.',
  },
  { rating: 4, comment: 'স্টক লিস্টের লেসনটা খুব কাজের। আরেকটু বেশি উদাহরণ থাকলে ভালো হতো।' },
  {
    rating: 4,
    comment: 'Good course for beginners. I wish the SUMIFS part had a practice file to download.',
  },
  { rating: 5, comment: 'দোকানের হিসাব আগে খাতায় রাখতাম, এখন মাস শেষে এক ক্লিকে মোট বিক্রি দেখি।' },
  { rating: 3, comment: 'Useful, but too short. A lesson on printing invoices would help.' },
  { rating: 5, comment: 'আমার ফার্মেসির ওষুধের স্টক এখন শিটে, মেয়াদ শেষ হওয়ার আগেই লাল হয়ে যায়। ধন্যবাদ!' },
  { rating: 4, comment: 'Clear Bangla explanations. Conditional formatting finally makes sense to me.' },
];

/**
 * Issue 17 item 9: the live classes instructor@ scheduled on the published courses they teach, after
 * each curriculum's last module: two coming up (one a few days on, so its reminder is still to come) and
 * two that took place, the older with its recording attached. Times are Dhaka wall-clock times.
 */
export interface DemoTaughtLiveClass {
  course: string;
  title: string;
  description: string;
  /** Whole days from the seed's day (negative: in the past); the class starts at `dhakaTime`. */
  inDays: number;
  dhakaTime: `${number}:${number}`;
  minutes: number;
  /** Ended classes: the recording the instructor attached. */
  recordingUrl: string | null;
}

export const DEMO_TAUGHT_LIVE_CLASSES: readonly DemoTaughtLiveClass[] = [
  {
    course: 'sql-for-data-analysts',
    title: 'Live Q&A: joins and GROUP BY, your questions answered',
    description: 'Bring the query that is not doing what you expect; we fix it together on screen.',
    inDays: -9,
    dhakaTime: '20:00',
    minutes: 90,
    // One of the demo's own clips, so the link plays (a real one would be a YouTube or Drive link).
    recordingUrl: '/demo/media/lesson-clip-3.mp4',
  },
  {
    course: 'sql-for-data-analysts',
    title: 'Mock SQL interview with a hiring manager',
    description: 'Two volunteers answer timed interview questions live; everyone else solves along in chat.',
    inDays: 4,
    dhakaTime: '21:00',
    minutes: 60,
    recordingUrl: null,
  },
  {
    course: 'html-css-javascript-for-beginners',
    title: 'Live: build a landing page from scratch',
    description: 'We code a responsive landing page together, from an empty folder to GitHub Pages.',
    inDays: -2,
    dhakaTime: '19:30',
    minutes: 90,
    recordingUrl: null,
  },
  {
    course: 'html-css-javascript-for-beginners',
    title: 'Portfolio review night',
    description: 'Share your portfolio link; the instructor reviews layout, accessibility and code live.',
    inDays: 2,
    dhakaTime: '20:30',
    minutes: 90,
    recordingUrl: null,
  },
];
