/**
 * What each demo course teaches (issue 4): modules of video and article lessons, a live Q&A on a few
 * courses, and the course page's FAQ. Keyed by course slug (demo-data.ts); career paths have no curriculum
 * of their own, they are their member courses.
 *
 * The seed (seed.ts) writes these rows and then sets each course's `lessons_count` and `duration_minutes`
 * from what was written, so the catalog's counters always match the curriculum. Every video lesson plays
 * the one sample clip (sample-media.ts); the durations are those of the lessons the instructor would
 * record. Live classes are scheduled relative to the moment of seeding, so a fresh database always has one
 * coming up.
 */
import { SITE } from '@dokkho/contract/site';
import { DEMO_COURSES, type DemoCourse } from './demo-data';

export interface DemoLesson {
  kind: 'video' | 'article';
  title: string;
  durationSeconds: number;
  /** Article lessons: Markdown. */
  body: string;
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
}

export interface DemoCurriculum {
  modules: readonly DemoModule[];
  faqs: readonly DemoFaq[];
}

/** `v('Installing Power BI Desktop', '9:42')`: a video lesson of 9 minutes 42 seconds. */
function v(title: string, length: `${number}:${number}`): DemoLesson {
  const [minutes, seconds] = length.split(':').map(Number);
  return { kind: 'video', title, durationSeconds: (minutes ?? 0) * 60 + (seconds ?? 0), body: '' };
}

/** An article lesson with its reading time in minutes. */
function a(title: string, readingMinutes: number, body: string): DemoLesson {
  return { kind: 'article', title, durationSeconds: readingMinutes * 60, body: body.trim() + '\n' };
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
function faqs(slug: string, device: string, extra?: DemoFaq): DemoFaq[] {
  const course = courseBySlug(slug);
  const free = course.price === 0;
  return [
    {
      question: 'Will I get a certificate?',
      answer:
        'Yes. When you complete every lesson and pass the quizzes you receive a certificate with your name, a unique serial number and a QR code. Anyone, an employer included, can open its public verification page to confirm it is genuine.',
    },
    { question: 'What do I need to take this course?', answer: device },
    course.language === 'bn'
      ? {
          question: 'Which language is the course taught in?',
          answer:
            'The lessons are in Bangla, with the English technical terms you will meet at work. Slides, code and written resources are in English.',
        }
      : {
          question: 'Which language is the course taught in?',
          answer:
            'The lessons are in clear, steady English, with English subtitles. You can ask questions in Bangla or English and the instructor and our support team will answer in the same language.',
        },
    free
      ? {
          question: 'Is this course really free?',
          answer: `Yes. Enrol with your ${SITE.name} account and every lesson, quiz and the certificate are yours at no cost. No card or bKash number is needed.`,
        }
      : {
          question: 'Can I get a refund?',
          answer: `Yes. Write to ${SITE.email} within 7 days of payment. If you have completed less than 20% of the course and have not downloaded its certificate or resources, we refund the full amount to your original payment method within 10 working days.`,
        },
    extra ?? {
      question: 'How long can I access the course?',
      answer: `For as long as the course is offered on ${SITE.name}. Learn at your own pace on your phone or computer, and come back to any lesson whenever you need it.`,
    },
  ];
}

const LIVE_RECORDED_FAQ: DemoFaq = {
  question: 'What if I miss the live class?',
  answer:
    'Every live class is recorded. The recording appears in the same module within 24 hours, and you keep access to it, and to all recorded lessons, for as long as the course is offered.',
};

const WINDOWS_LAPTOP =
  'A Windows laptop or desktop with at least 4 GB of RAM and a stable internet connection. Power BI Desktop only runs on Windows; on a Mac, use Windows through Parallels or Boot Camp. You can watch the lessons on your phone, but you will need the computer to practise.';
const DEV_LAPTOP_8GB =
  'A laptop with at least 8 GB of RAM (Windows, macOS or Linux) and a stable internet connection. Everything we install is free. The lessons play on a phone too, but you will need the laptop to code along.';
const PHONE_IS_ENOUGH =
  'A smartphone with internet is enough: every lesson plays on mobile data, and the exercises only need your voice and a notebook. Headphones help with the listening practice.';
const PHONE_OR_LAPTOP_MARKETING =
  'A smartphone or a computer with a stable internet connection. To practise, you need your own Facebook account and a page; we create a practice page together if you do not have one.';

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
          v('Welcome: what a data analyst does at a bank, a telco and an e-commerce company', '8:45'),
          v('The analytics workflow: question, data, analysis, story', '14:20'),
          a('Install your toolkit and download the data sets', 6, ANALYST_TOOLKIT),
          v('Tour of the three data sets we use in this course', '11:05'),
        ],
        'What the job looks like in Bangladesh, and the tools and data for the rest of the course.',
      ),
      mod(
        'Excel for analysis',
        [
          v('Cleaning messy sales data: TRIM, PROPER and Text to Columns', '22:40'),
          v('XLOOKUP and INDEX-MATCH across sheets', '26:15'),
          v('Pivot tables: monthly sales by district and category', '28:30'),
          v('Power Query: combine twelve monthly files in one click', '31:10'),
          v('Assignment walkthrough: clean the grocery orders file', '18:25'),
        ],
        'Formulas, pivot tables and Power Query on real, messy business data.',
      ),
      mod(
        'SQL fundamentals',
        [
          v('Databases and tables: loading our CSV files into PostgreSQL', '19:50'),
          v('SELECT, WHERE and ORDER BY on mobile wallet transactions', '24:35'),
          v('GROUP BY and HAVING: daily cash-in and cash-out totals', '27:05'),
          v('JOINs: customers, orders and delivery zones', '29:40'),
          v('Window functions: running totals and top products per month', '32:15'),
        ],
        'Query a real database: filtering, grouping, joins and window functions.',
      ),
      mod('Power BI dashboards', [
        v('Power BI Desktop tour and connecting to PostgreSQL', '17:30'),
        v('Data modelling: fact and dimension tables', '25:45'),
        v('DAX basics: total sales, growth and year-to-date', '30:20'),
        v('Designing a sales dashboard managers will open every morning', '27:55'),
        v('Publishing to Power BI Service and sharing safely', '15:40'),
      ]),
      mod('Presenting insights', [
        v('From chart to story: the three-slide summary', '16:10'),
        v('Choosing the right chart (and the charts to avoid)', '19:25'),
        v('Presenting to a manager who has five minutes', '13:50'),
      ]),
      mod(
        'Capstone: garment exports analysis',
        [
          v('Capstone brief: what the buyer-country report must answer', '10:35'),
          v('Cleaning and modelling the export data', '28:05'),
          v('Building the final dashboard, step by step', '34:30'),
          v('Reviewing three learner capstones: what made them stand out', '21:15'),
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
        v('Welcome: the Excel skills every office in Bangladesh asks for', '5:30'),
        v('Workbooks, sheets, rows and columns', '9:15'),
        v('Entering data quickly and without mistakes', '11:40'),
        v('Formatting a table that looks professional when printed', '13:05'),
      ]),
      mod('Everyday formulas', [
        v('SUM, AVERAGE, MIN and MAX on a salary sheet', '12:20'),
        v('IF and nested IF: who gets the festival bonus?', '14:45'),
        v('VLOOKUP and XLOOKUP: match employee IDs across sheets', '16:30'),
        v('COUNTIFS and SUMIFS for a stock register', '13:55'),
        a('Cheat sheet: the 8 shortcuts that save an hour a week', 4, EXCEL_SHORTCUTS),
      ]),
      mod('Summarising data', [
        v('Sorting and filtering a customer list', '10:10'),
        v('Your first pivot table: monthly sales summary', '15:25'),
        v('Conditional formatting to spot late payments', '9:50'),
      ]),
      mod('Reports and charts', [
        v('Column, line and pie charts: when to use which', '12:40'),
        v('Building a one-page monthly report', '16:15'),
        v('Printing, page setup and saving as PDF', '8:35'),
      ]),
    ],
    faqs: faqs(
      'excel-essentials-for-office-jobs',
      'A Windows or Mac computer with Microsoft Excel 2016 or newer, or the free Excel for the web with a Microsoft account. The lessons play on a phone too, but you will want a computer to practise.',
    ),
  },

  'python-for-data-analysis': {
    modules: [
      mod('Python foundations', [
        v('Welcome: why analysts in Bangladesh are moving from Excel to Python', '7:20'),
        v('Installing Anaconda and your first Jupyter notebook', '14:35'),
        v('Variables, numbers and strings', '18:10'),
        v('Lists, dictionaries and loops', '22:45'),
        v('Functions: write it once, use it everywhere', '19:30'),
      ]),
      mod('Pandas for real data', [
        v('DataFrames: loading CSV and Excel files', '20:15'),
        v('Selecting, filtering and sorting rows', '23:40'),
        v('Handling missing values and wrong data types', '25:05'),
        v('groupby: sales by division and month', '24:20'),
        v('Merging and reshaping: merge, concat and pivot_table', '27:35'),
      ]),
      mod('Visualisation', [
        v('Matplotlib basics: line and bar charts', '18:50'),
        v('Seaborn for distributions and comparisons', '21:25'),
        v('Making charts readable: titles, labels and colour', '14:10'),
      ]),
      mod('Automating reports', [
        v('Reading twelve monthly files in a loop', '17:45'),
        v('Writing a formatted Excel report with openpyxl', '22:30'),
        v('Scheduling the weekly report on Windows', '12:55'),
      ]),
      mod('Project: telecom churn analysis', [
        v('Project brief and the churn data set', '9:40'),
        v('Exploring who leaves and why', '26:15'),
        v('Presenting findings in a tidy notebook', '18:20'),
      ]),
    ],
    faqs: faqs(
      'python-for-data-analysis',
      'A laptop or desktop with at least 4 GB of RAM (8 GB is more comfortable) that can run Anaconda, on Windows, macOS or Linux. Everything we install is free.',
    ),
  },

  'sql-for-data-analysts': {
    modules: [
      mod('Setting up', [
        v('Welcome and course map', '5:10'),
        v('Installing PostgreSQL and pgAdmin on Windows and macOS', '13:45'),
        v('Loading the e-commerce sample database', '9:30'),
      ]),
      mod('Querying one table', [
        v('SELECT and WHERE: finding the orders you need', '15:20'),
        v('ORDER BY, LIMIT and DISTINCT', '11:05'),
        v('Aggregates: COUNT, SUM, AVG with GROUP BY', '17:40'),
        v('HAVING versus WHERE', '10:15'),
      ]),
      mod('Joining tables', [
        v('Inner joins: orders with their customers', '16:25'),
        v('Left joins: customers who never ordered', '14:50'),
        v('Self joins: employees and their managers', '12:35'),
        a('Cheat sheet: which join do I need?', 5, SQL_JOINS),
      ]),
      mod('Advanced queries', [
        v('Subqueries in WHERE and FROM', '15:55'),
        v('Common table expressions for readable queries', '14:10'),
        v('Window functions: RANK, ROW_NUMBER and running totals', '19:45'),
        v('Cleaning text and dates in SQL', '16:30'),
      ]),
      mod('Interview practice', [
        v('Five classic SQL interview questions, solved live', '24:15'),
        v('Timed challenge: second-highest salary and friends', '18:40'),
        v('How to explain your query out loud', '9:25'),
      ]),
    ],
    faqs: faqs(
      'sql-for-data-analysts',
      'Any laptop or desktop (Windows, macOS or Linux) with 4 GB of RAM. We install PostgreSQL and pgAdmin together in the first module; both are free.',
    ),
  },

  'power-bi-dashboard-dax-masterclass': {
    modules: [
      mod('Modelling like a pro', [
        v('Welcome: what separates a good dashboard from a great one', '6:40'),
        v('Star schema: facts, dimensions and why it matters', '21:15'),
        v('Relationships, cardinality and filter direction', '19:50'),
        v('A proper date table in DAX', '16:35'),
      ]),
      mod('DAX in depth', [
        v('Row context versus filter context, finally explained', '26:20'),
        v('CALCULATE and its filter arguments', '24:45'),
        v('Time intelligence: YTD, same period last year and growth', '22:10'),
        v('Rolling averages and moving totals', '18:55'),
        v('Variables and readable measures', '14:30'),
      ]),
      mod('Security and sharing', [
        v('Row-level security for regional managers', '17:25'),
        v('Workspaces, apps and who sees what', '13:40'),
        v('Scheduled refresh with the on-premises gateway', '16:05'),
      ]),
      mod('Design that gets used', [
        v('Layout grids and visual hierarchy', '15:45'),
        v('Mobile layout for managers on the move', '12:20'),
        v('Tooltips, drill-through and bookmarks', '19:10'),
        v('Final project: a national sales dashboard', '28:35'),
      ]),
    ],
    faqs: faqs(
      'power-bi-dashboard-dax-masterclass',
      WINDOWS_LAPTOP +
        ' For publishing and scheduled refresh you need a Power BI account; a free trial is enough for the course.',
    ),
  },

  // ------------------------------------------------------------------------------ DevOps
  'devops-docker-kubernetes-aws': {
    modules: [
      mod('DevOps foundations', [
        v('Welcome: what a DevOps engineer does all day', '9:30'),
        v('From code to production: the path we automate in this course', '16:45'),
        v('Git workflows teams actually use', '21:20'),
        v('Our sample app: a Node.js shop API with PostgreSQL', '12:15'),
      ]),
      mod('Docker', [
        v('Containers versus virtual machines', '14:50'),
        v('Writing a production Dockerfile, line by line', '28:35'),
        v('Multi-stage builds and smaller images', '19:40'),
        v('Docker Compose: the app, the database and a cache', '24:05'),
        a('Docker command cheat sheet', 5, DOCKER_CHEATSHEET),
      ]),
      mod('Kubernetes', [
        v('Kubernetes architecture in plain words', '22:30'),
        v('Pods, Deployments and Services', '29:15'),
        v('ConfigMaps, Secrets and environment variables', '21:50'),
        v('Rolling updates and rollbacks', '18:25'),
        v('Ingress and TLS certificates', '23:40'),
        v('Autoscaling with the Horizontal Pod Autoscaler', '17:05'),
      ]),
      mod('AWS for DevOps', [
        v('IAM users, roles and least privilege', '20:35'),
        v('VPC, subnets and security groups', '26:10'),
        v('EC2 and RDS for the sample app', '24:45'),
        v('Creating an EKS cluster with eksctl', '27:30'),
      ]),
      mod('Observability and troubleshooting', [
        v('Prometheus metrics for the shop API', '21:15'),
        v('Grafana dashboards and alerts', '19:50'),
        v('Reading logs and events when a deployment fails', '23:25'),
        v('Five real outages and how they were fixed', '25:40'),
      ]),
      live(
        'Live Q&A: Kubernetes troubleshooting clinic',
        'Rafiqul debugs broken clusters live and answers your deployment questions.',
        { inDays: 10, at: '21:00', minutes: 90 },
      ),
    ],
    faqs: faqs(
      'devops-docker-kubernetes-aws',
      'A laptop with at least 8 GB of RAM (16 GB is better for local Kubernetes), on Windows with WSL 2, macOS or Linux, and an AWS free-tier account. We show how to stay inside the free tier and how to delete everything afterwards so you are not billed.',
      LIVE_RECORDED_FAQ,
    ),
  },

  'linux-command-line-for-beginners': {
    modules: [
      mod('Getting started', [
        v('Welcome: why every IT job asks for Linux', '5:45'),
        v('Installing Ubuntu on Windows with WSL', '12:30'),
        v('Your first commands: pwd, ls and cd', '10:15'),
      ]),
      mod('Files and folders', [
        v('Creating, copying, moving and deleting files', '13:40'),
        v('Reading files with cat, less, head and tail', '9:55'),
        v('Finding things with find and grep', '14:20'),
      ]),
      mod('Users, permissions and packages', [
        v('Users, groups and sudo', '11:35'),
        v('File permissions and chmod', '13:10'),
        a('Reference: reading and setting permissions', 4, LINUX_PERMISSIONS),
        v('Installing software with apt', '9:45'),
      ]),
      mod('Processes and servers', [
        v('Processes, top and kill', '11:20'),
        v('Disk and memory: df, du and free', '8:40'),
        v('Connecting to a remote server with SSH keys', '14:55'),
      ]),
      mod('Bash scripting', [
        v('Your first Bash script', '10:30'),
        v('Variables, conditions and loops', '15:45'),
        v('Project: a backup script that runs every night with cron', '17:20'),
      ]),
    ],
    faqs: faqs(
      'linux-command-line-for-beginners',
      'Any Windows, macOS or Linux computer. On Windows we install Ubuntu with WSL together in the first module; nothing needs to be bought.',
    ),
  },

  'aws-cloud-practitioner-exam-prep': {
    modules: [
      mod('Cloud concepts', [
        v('Welcome and how the CLF-C02 exam works', '8:15'),
        v('What cloud computing is, and why companies move to it', '12:40'),
        v('Regions, Availability Zones and edge locations', '10:25'),
      ]),
      mod('Core services', [
        v('Compute: EC2, Lambda and containers', '16:50'),
        v('Storage: S3, EBS and EFS', '15:35'),
        v('Databases: RDS, Aurora and DynamoDB', '14:20'),
        v('Networking: VPC, Route 53 and CloudFront', '15:55'),
      ]),
      mod('Security and compliance', [
        v('The shared responsibility model', '10:45'),
        v('IAM: users, groups, roles and policies', '14:10'),
        v('Security services you must recognise on the exam', '12:30'),
      ]),
      mod('Billing and pricing', [
        v('Pricing models: on-demand, reserved and spot', '11:25'),
        v('Cost Explorer, Budgets and the pricing calculator', '10:50'),
        v('Support plans compared', '7:35'),
      ]),
      mod('Exam practice', [
        v('How to read tricky exam questions', '9:40'),
        v('Practice test 1 walkthrough', '24:15'),
        v('Practice test 2 walkthrough', '23:30'),
        v('Booking the exam from Bangladesh: online or at a test centre', '6:55'),
      ]),
    ],
    faqs: faqs(
      'aws-cloud-practitioner-exam-prep',
      'A phone or computer to watch the lessons. An AWS free-tier account is optional and only needed if you want to follow the console demos.',
      {
        question: 'Is the exam fee included?',
        answer:
          'No. The course prepares you for the AWS Certified Cloud Practitioner (CLF-C02) exam; you book and pay for the exam with AWS. The last module shows how to book it from Bangladesh, online or at a test centre.',
      },
    ),
  },

  'ci-cd-github-actions-jenkins': {
    modules: [
      mod('Pipeline design', [
        v('Welcome: what a good pipeline guarantees', '7:10'),
        v('Stages, gates and artefacts', '16:35'),
        v('Branching strategies and release flow', '14:50'),
      ]),
      mod('GitHub Actions', [
        v('Workflows, jobs and steps', '18:25'),
        v('Build and test a Node.js app on every pull request', '21:40'),
        v('Reusable workflows and composite actions', '19:15'),
        v('Caching and matrix builds for speed', '15:30'),
      ]),
      mod('Jenkins', [
        v('Installing Jenkins with Docker', '14:05'),
        v('Declarative pipelines as code', '22:20'),
        v('Shared libraries for many teams', '20:45'),
        v('Building an Android app in Jenkins', '18:10'),
      ]),
      mod('Secrets and environments', [
        v('Managing secrets without leaking them', '16:55'),
        v('Environments, approvals and protection rules', '13:30'),
        v('OIDC: deploy to AWS without long-lived keys', '17:45'),
      ]),
      mod('Safe deployments', [
        v('Blue-green deployments on Kubernetes', '21:15'),
        v('Canary releases with automatic rollback', '23:50'),
        v('Putting it all together: the full pipeline', '26:35'),
      ]),
    ],
    faqs: faqs(
      'ci-cd-github-actions-jenkins',
      'A laptop with at least 8 GB of RAM with Docker installed, a free GitHub account, and ideally access to a Kubernetes cluster (we show how to run one locally with kind).',
    ),
  },

  // ------------------------------------------------------------------------------ Digital Marketing
  'facebook-google-ads-for-bangladeshi-businesses': {
    modules: [
      mod('Set up correctly', [
        v('Welcome: stop boosting posts, start measuring sales', '8:25'),
        v('Business Manager, ad accounts and pages', '17:40'),
        v('Paying for ads from Bangladesh: cards and agencies', '12:15'),
        v('The Meta Pixel and Conversions API', '21:30'),
      ]),
      mod('Facebook and Instagram campaigns', [
        v('Campaign objectives: which one sells?', '15:10'),
        v('Audiences: Dhaka, outside Dhaka and the diaspora', '19:45'),
        v('Lookalike and retargeting audiences', '16:20'),
        v('Budgets, bidding and the learning phase', '14:35'),
        a('Checklist: why ads get rejected, and how to avoid it', 5, AD_POLICY_CHECKLIST),
      ]),
      mod('Creatives that convert', [
        v('Writing ad copy in Bangla and English', '16:50'),
        v('Making product videos with a phone', '18:15'),
        v('Testing creatives without wasting money', '13:40'),
      ]),
      mod('Google Ads', [
        v('Search campaigns and keyword match types', '20:25'),
        v('Writing responsive search ads', '14:55'),
        v('YouTube campaigns on a small budget', '16:10'),
        v('Conversion tracking with Google tags', '17:30'),
      ]),
      mod('Reading the numbers', [
        v('ROAS, CPA and CPM explained with real campaigns', '18:45'),
        v('When to scale, when to stop', '14:20'),
        v('Reporting to a client or your boss', '12:35'),
      ]),
    ],
    faqs: faqs('facebook-google-ads-for-bangladeshi-businesses', PHONE_OR_LAPTOP_MARKETING, {
      question: 'Do I need to spend money on ads during the course?',
      answer:
        'No. Every campaign is shown live in real ad accounts, and you can follow along without publishing. If you want to run your own test, a budget of about ৳500 is enough for the practice campaign.',
    }),
  },

  'seo-masterclass-rank-higher-on-google': {
    modules: [
      mod('How search works', [
        v('Welcome: what SEO can and cannot promise', '7:35'),
        v('Crawling, indexing and ranking', '14:50'),
        v('Search intent: what the searcher really wants', '13:25'),
      ]),
      mod('Keyword research', [
        v('Finding keywords in Bangla and English', '19:40'),
        v('Keyword difficulty and opportunity', '15:15'),
        v('Mapping keywords to pages', '12:55'),
      ]),
      mod('On-page SEO', [
        v('Titles, meta descriptions and headings', '16:30'),
        v('Writing content that ranks and reads well', '21:10'),
        v('Internal links and site structure', '14:45'),
        v('Images, speed and Core Web Vitals', '17:20'),
      ]),
      mod('Technical SEO', [
        v('Google Search Console from scratch', '18:35'),
        v('Fixing indexing and coverage issues', '16:05'),
        v('Sitemaps, robots.txt and canonical tags', '13:50'),
        a('Checklist: a 30-minute SEO audit', 6, SEO_AUDIT_CHECKLIST),
      ]),
      mod('Links and local SEO', [
        v('Outreach that gets links without spam', '17:25'),
        v('Local citations and Google Business Profile', '14:40'),
        v('Reporting SEO results to clients', '15:55'),
      ]),
    ],
    faqs: faqs(
      'seo-masterclass-rank-higher-on-google',
      'A computer with a stable internet connection and access to a website you can edit. If you do not have one, we set up a free WordPress practice site together.',
    ),
  },

  'social-media-marketing-for-f-commerce': {
    modules: [
      mod('Your page and your plan', [
        v('Welcome: what sells on Facebook in Bangladesh', '6:50'),
        v('Setting up a page that looks trustworthy', '11:25'),
        v('A monthly content calendar in Google Sheets', '13:40'),
      ]),
      mod('Content with a phone', [
        v('Product photos with natural light', '12:15'),
        v('Reels that show the product in use', '14:30'),
        v('Stories, polls and live sessions', '10:45'),
        v('Captions in Bangla that get comments', '11:50'),
      ]),
      mod('Orders and customers', [
        v('Managing inbox orders with labels and saved replies', '13:05'),
        v('Handling complaints in public comments', '9:35'),
        v('Cash on delivery, returns and courier partners', '12:20'),
      ]),
      mod('Growing with insights', [
        v('Meta Business Suite insights that matter', '12:55'),
        v('When to boost a post, and when not to', '10:30'),
        v('Your 30-day growth plan', '9:15'),
      ]),
    ],
    faqs: faqs('social-media-marketing-for-f-commerce', PHONE_OR_LAPTOP_MARKETING),
  },

  'google-analytics-4-tag-manager': {
    modules: [
      mod('Set up', [
        v('Welcome: what GA4 changes compared with Universal Analytics', '6:25'),
        v('Creating a GA4 property and data stream', '10:40'),
        v('Installing Google Tag Manager without a developer', '13:15'),
      ]),
      mod('Tracking events', [
        v('Automatic and enhanced measurement events', '11:30'),
        v('Button clicks and form submissions with GTM', '16:45'),
        v('E-commerce purchase tracking with the data layer', '19:20'),
        v('Testing with Preview mode and DebugView', '12:05'),
      ]),
      mod('Reports that answer questions', [
        v('Standard reports: where is the traffic coming from?', '13:50'),
        v('Explorations and funnels', '17:35'),
        v('Audiences for remarketing', '10:55'),
      ]),
      mod('Dashboards for clients', [
        v('Connecting GA4 to Looker Studio', '11:20'),
        v('A one-page marketing dashboard', '18:40'),
        v('Sharing and scheduling reports', '8:15'),
      ]),
    ],
    faqs: faqs(
      'google-analytics-4-tag-manager',
      'A computer with a stable internet connection, a Google account, and a website you can edit. No website? Use our demo shop, which is set up for the exercises.',
    ),
  },

  // ------------------------------------------------------------------------------ Web Development
  'mern-stack-web-development': {
    modules: [
      mod('Modern JavaScript for full-stack work', [
        v('Welcome: how this course runs like a real team', '9:15'),
        v('Node.js, npm and VS Code set-up', '16:40'),
        v('ES modules, destructuring and spread', '22:25'),
        v('Promises and async/await without confusion', '26:50'),
        v('Git and GitHub: branches and pull requests', '24:10'),
      ]),
      mod('Back end with Node.js, Express and MongoDB', [
        v('Express routes, middleware and error handling', '28:35'),
        v('MongoDB Atlas and Mongoose models', '25:20'),
        v('CRUD API for the course marketplace project', '31:45'),
        v('Validation with zod', '19:30'),
        v('Pagination, filtering and search', '23:15'),
      ]),
      mod('Front end with React', [
        v('Components, props and state', '27:40'),
        v('React Router: pages and layouts', '22:55'),
        v('Forms with React Hook Form', '24:30'),
        v('Server data with TanStack Query', '29:05'),
        v('Accessible UI with Tailwind CSS', '21:20'),
      ]),
      mod('Authentication and security', [
        v('Password hashing and sign-up', '20:45'),
        v('JWT access tokens and refresh tokens', '30:10'),
        v('Protecting routes on the server and the client', '23:35'),
        v('Common attacks: XSS, CSRF and injection', '25:50'),
      ]),
      mod('Payments, uploads and real time', [
        v('Accepting payments with SSLCommerz sandbox', '29:25'),
        v('File uploads to cloud storage', '21:40'),
        v('Real-time notifications with Socket.IO', '26:15'),
      ]),
      mod('Testing and deployment', [
        v('API tests with Vitest and Supertest', '24:55'),
        v('Deploying the API and the front end', '27:30'),
        v('Your portfolio and the interview walkthrough', '18:45'),
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
        v('Welcome: how a website reaches your phone', '6:30'),
        v('Installing VS Code and your first web page', '11:15'),
        v('Headings, paragraphs, links and images', '14:40'),
        v('Lists, tables and forms', '16:25'),
        a('Cheat sheet: semantic HTML', 4, HTML_CHEATSHEET),
      ]),
      mod('CSS: the look', [
        v('Selectors, colours and fonts', '15:50'),
        v('The box model: margin, border and padding', '13:35'),
        v('Flexbox layouts', '18:20'),
        v('CSS Grid for whole pages', '17:45'),
        v('Responsive design with media queries', '16:10'),
      ]),
      mod('JavaScript: the behaviour', [
        v('Variables, conditions and loops', '19:25'),
        v('Functions and arrays', '17:50'),
        v('The DOM: changing the page with JavaScript', '18:35'),
        v('Events: clicks, input and forms', '16:05'),
      ]),
      mod('Project: your portfolio site', [
        v('Planning the pages and sections', '9:40'),
        v('Building it step by step', '28:15'),
        v('Publishing on GitHub Pages', '10:55'),
      ]),
    ],
    faqs: faqs(
      'html-css-javascript-for-beginners',
      'A computer (Windows, macOS, Linux or a Chromebook) with a web browser. We install the free VS Code editor in the first module. 4 GB of RAM is plenty.',
    ),
  },

  'react-tailwind-modern-frontend': {
    modules: [
      mod('React fundamentals', [
        v('Welcome and project tour: a shop dashboard', '7:45'),
        v('Vite, JSX and your first component', '15:20'),
        v('Props and composition', '17:35'),
        v('State and events', '19:10'),
        v('Lists, keys and conditional rendering', '14:55'),
      ]),
      mod('Styling with Tailwind CSS', [
        v('Utility classes and design tokens', '16:40'),
        v('Responsive, mobile-first layouts', '18:15'),
        v('Dark mode and reusable component styles', '13:30'),
      ]),
      mod('Hooks and patterns', [
        v('useEffect and when you do not need it', '21:25'),
        v('Custom hooks', '16:50'),
        v('Context for theme and session', '15:05'),
      ]),
      mod('Routing, forms and data', [
        v('React Router: nested routes and layouts', '19:45'),
        v('Forms and validation with React Hook Form and zod', '22:30'),
        v('Fetching and caching with TanStack Query', '24:15'),
        v('Loading, empty and error states', '13:20'),
      ]),
      mod('Performance for real phones', [
        v('Measuring with Lighthouse on a slow connection', '14:35'),
        v('Code splitting and lazy routes', '15:55'),
        v('Images and fonts that do not block the page', '12:40'),
      ]),
    ],
    faqs: faqs(
      'react-tailwind-modern-frontend',
      'A laptop (Windows, macOS or Linux) with Node.js 20 or newer and VS Code installed. 8 GB of RAM is recommended; 4 GB works with patience.',
    ),
  },

  'nodejs-express-mongodb-rest-api': {
    modules: [
      mod('API design', [
        v('Welcome: the API we build, a job board back end', '6:55'),
        v('REST resources, methods and status codes', '16:20'),
        a('Reference: our REST conventions', 5, REST_API_CONVENTIONS),
        v('Project structure: routes, services and models', '14:45'),
      ]),
      mod('Express and MongoDB', [
        v('Express routing and middleware', '18:30'),
        v('Mongoose schemas and relationships', '21:15'),
        v('CRUD for jobs and applications', '24:40'),
        v('Queries: filtering, sorting and pagination', '19:55'),
      ]),
      mod('Validation and errors', [
        v('Validating input with zod', '16:10'),
        v('One error handler for the whole API', '14:25'),
        v('Logging with pino', '11:50'),
      ]),
      mod('Security', [
        v('Hashing passwords with argon2', '13:35'),
        v('JWT authentication and roles', '22:05'),
        v('Rate limiting, CORS and helmet', '15:40'),
      ]),
      mod('Testing and documentation', [
        v('Integration tests with Vitest and a test database', '23:20'),
        v('OpenAPI documentation and Swagger UI', '16:45'),
        v('Deploying to a VPS with PM2 and Nginx', '20:30'),
      ]),
    ],
    faqs: faqs(
      'nodejs-express-mongodb-rest-api',
      'A laptop with Node.js 20 or newer, VS Code and a free MongoDB Atlas account. 8 GB of RAM is recommended.',
    ),
  },

  'nextjs-typescript-production-apps': {
    modules: [
      mod('TypeScript for React developers', [
        v('Welcome: what we ship by the end', '6:15'),
        v('Types, interfaces and generics you will actually use', '21:40'),
        v('Typing components, hooks and API responses', '18:55'),
      ]),
      mod('The Next.js App Router', [
        v('Layouts, pages and loading states', '19:30'),
        v('Server components versus client components', '23:15'),
        v('Data fetching and caching', '22:40'),
        v('Server actions for forms', '20:05'),
      ]),
      mod('SEO and internationalisation', [
        v('Metadata, Open Graph and sitemaps', '15:50'),
        v('Bangla and English routes with i18n', '18:25'),
        v('Structured data for rich results', '12:35'),
      ]),
      mod('Authentication and roles', [
        v('Sign-in with Auth.js', '21:10'),
        v('Middleware and role-based access', '17:45'),
        v('Protecting server actions', '14:20'),
      ]),
      mod('Production', [
        v('Testing with Playwright', '19:35'),
        v('Deploying with Docker on a VPS', '21:55'),
        v('Monitoring, logging and error tracking', '16:30'),
      ]),
    ],
    faqs: faqs(
      'nextjs-typescript-production-apps',
      'A laptop with at least 8 GB of RAM, Node.js 20 or newer and VS Code. The last module uses Docker and a VPS; we show free or low-cost options.',
    ),
  },

  // ------------------------------------------------------------------------------ Mobile Development
  'flutter-app-development-zero-to-play-store': {
    modules: [
      mod('Set up and Dart basics', [
        v('Welcome: the app you will publish by the end', '8:20'),
        v('Installing Flutter and Android Studio on Windows', '24:35'),
        v('Running your first app on a real Android phone', '13:50'),
        v('Dart essentials: variables, functions and classes', '27:15'),
        v('Async Dart: Futures and async/await', '21:40'),
      ]),
      mod('Widgets and layouts', [
        v('Stateless and stateful widgets', '22:25'),
        v('Rows, columns and stacks', '19:50'),
        v('Lists and grids that scroll smoothly', '23:05'),
        v('Responsive layouts for small and large phones', '18:35'),
        v('Themes, fonts and Bangla text', '15:20'),
      ]),
      mod('Navigation and forms', [
        v('Navigation and passing data between screens', '20:45'),
        v('Forms and validation', '22:10'),
        v('Dialogs, bottom sheets and snackbars', '14:55'),
      ]),
      mod('Data: APIs and storage', [
        v('Calling a REST API with http', '24:30'),
        v('JSON to Dart models', '19:15'),
        v('Saving data locally with shared_preferences and sqflite', '22:40'),
        v('Loading, empty and error states', '13:35'),
      ]),
      mod('State management with Provider', [
        v('Why setState is not enough', '12:50'),
        v('ChangeNotifier and Provider', '23:45'),
        v('Project: a shopping cart with Provider', '29:20'),
      ]),
      mod('Publishing to the Play Store', [
        v('App icons, splash screen and app name', '14:10'),
        v('Signing and building a release App Bundle', '18:25'),
        a('Checklist: before you submit to Google Play', 5, PLAY_STORE_CHECKLIST),
        v('Play Console: listing, screenshots and review', '21:35'),
      ]),
    ],
    faqs: faqs(
      'flutter-app-development-zero-to-play-store',
      'A laptop with at least 8 GB of RAM (Windows, macOS or Linux) and an Android phone with a USB cable, or the Android emulator. Publishing needs a Google Play developer account, a one-time fee of US$25 paid to Google.',
    ),
  },

  'dart-programming-fundamentals': {
    modules: [
      mod('First steps', [
        v('Welcome: why Dart, and how it leads to Flutter', '5:40'),
        v('Running Dart in DartPad and VS Code', '9:25'),
        v('Variables, types and string interpolation', '13:10'),
        a('Null safety in five minutes', 5, DART_NULL_SAFETY),
      ]),
      mod('Control flow and functions', [
        v('Conditions and loops', '12:35'),
        v('Functions, named and optional parameters', '14:20'),
        v('Arrow functions and closures', '10:55'),
      ]),
      mod('Collections', [
        v('Lists', '11:45'),
        v('Maps and sets', '12:30'),
        v('map, where and fold', '13:15'),
      ]),
      mod('Object-oriented Dart', [
        v('Classes and constructors', '15:40'),
        v('Inheritance and interfaces', '13:25'),
        v('Mixins and extension methods', '12:10'),
      ]),
      mod('Asynchronous Dart', [
        v('Futures and async/await', '14:50'),
        v('Streams', '13:35'),
        v('Error handling with try and catch', '10:20'),
      ]),
    ],
    faqs: faqs(
      'dart-programming-fundamentals',
      'Any computer with a web browser: you can write and run every exercise in DartPad, online and free. Installing Dart or Flutter on your computer is optional.',
    ),
  },

  'flutter-firebase-real-time-apps': {
    modules: [
      mod('Firebase set-up', [
        v('Welcome: the chat and delivery-tracking apps we build', '7:30'),
        v('Creating a Firebase project and connecting Flutter', '16:45'),
        v('FlutterFire CLI and environments', '12:20'),
      ]),
      mod('Authentication', [
        v('E-mail and password sign-in', '17:35'),
        v('Phone sign-in with OTP for Bangladeshi numbers', '19:50'),
        v('Google sign-in', '14:15'),
      ]),
      mod('Cloud Firestore', [
        v('Documents, collections and data modelling', '20:40'),
        v('Real-time listeners with StreamBuilder', '18:25'),
        v('Queries, indexes and pagination', '19:05'),
        v('Offline support', '12:50'),
      ]),
      mod('Notifications and back end', [
        v('Push notifications with Cloud Messaging', '21:15'),
        v('Cloud Functions in TypeScript', '22:35'),
        v('Security rules you can trust', '19:40'),
      ]),
      mod('Quality and insights', [
        v('Crashlytics: catching crashes in production', '13:25'),
        v('Analytics events that answer product questions', '14:50'),
        v('Remote Config and staged rollouts', '12:15'),
      ]),
    ],
    faqs: faqs(
      'flutter-firebase-real-time-apps',
      'A laptop with at least 8 GB of RAM with Flutter installed, an Android phone or emulator, and a Google account for Firebase. The free Spark plan covers every exercise except Cloud Functions, which need the pay-as-you-go plan (the exercises stay within its free quota).',
    ),
  },

  'flutter-state-management-clean-architecture': {
    modules: [
      mod('Architecture first', [
        v('Welcome: why apps become hard to change', '8:05'),
        v('Data, domain and presentation layers', '19:40'),
        v('Repositories and dependency injection with get_it', '17:25'),
      ]),
      mod('Bloc', [
        v('Cubit for simple state', '16:50'),
        v('Bloc events and states', '21:15'),
        v('Testing Blocs with bloc_test', '15:30'),
      ]),
      mod('Riverpod', [
        v('Providers and ref', '18:45'),
        v('AsyncNotifier for server data', '20:10'),
        v('Choosing between Bloc and Riverpod', '11:35'),
      ]),
      mod('Testing', [
        v('Unit tests for use cases', '14:20'),
        v('Widget tests', '17:55'),
        v('Integration tests on a device', '16:40'),
      ]),
      mod('Offline, caching and errors', [
        v('Caching API responses with Hive', '18:15'),
        v('Offline-first synchronisation', '21:30'),
        v('Failures, retries and friendly error messages', '14:45'),
      ]),
    ],
    faqs: faqs(
      'flutter-state-management-clean-architecture',
      'A laptop with at least 8 GB of RAM with Flutter installed, and an Android phone or emulator. You should already have built at least one Flutter app.',
    ),
  },

  // ------------------------------------------------------------------------------ Design
  'figma-ui-ux-design-bootcamp': {
    modules: [
      mod('UX foundations', [
        v('Welcome: what UI/UX designers do in Bangladeshi product teams', '8:50'),
        v('The design process from problem to hand-off', '15:25'),
        v('Running five user interviews in a week', '21:40'),
        v('From notes to insights: affinity mapping', '17:15'),
      ]),
      mod('Wireframes and flows', [
        v('User flows for a bKash-style payment', '16:30'),
        v('Low-fidelity wireframes on paper and in Figma', '19:55'),
        v('Information architecture and navigation', '14:20'),
      ]),
      mod('Figma like a professional', [
        v('Frames, constraints and layout grids', '18:35'),
        v('Auto layout in depth', '24:10'),
        v('Components, variants and properties', '26:45'),
        v('Styles and variables for colour and type', '19:20'),
        a('Shortcuts and layer naming that developers love', 4, FIGMA_SHORTCUTS),
      ]),
      mod('Visual design', [
        v('Typography for Bangla and English interfaces', '17:40'),
        v('Colour, contrast and accessibility', '16:05'),
        v('Icons, imagery and spacing', '14:50'),
      ]),
      mod('Prototypes and hand-off', [
        v('Interactive prototypes and smart animate', '20:25'),
        v('Usability testing your prototype', '18:40'),
        v('Hand-off with Dev Mode', '13:55'),
      ]),
      mod('Portfolio', [
        v('Choosing your two case studies', '11:30'),
        v('Writing the case study', '19:15'),
        v('Portfolio reviews: what recruiters look for', '16:45'),
      ]),
    ],
    faqs: faqs(
      'figma-ui-ux-design-bootcamp',
      'A laptop or desktop with a modern browser (Chrome or Edge) and a free Figma account. Figma runs in the browser, so 4 GB of RAM is enough; the free plan covers the whole course.',
    ),
  },

  'graphic-design-photoshop-illustrator': {
    modules: [
      mod('Design principles', [
        v('Welcome: the six projects in your portfolio', '7:25'),
        v('Layout, alignment and white space', '15:40'),
        v('Colour theory for brands', '14:15'),
        v('Typography basics in Bangla and English', '16:30'),
      ]),
      mod('Photoshop', [
        v('Workspace, layers and masks', '19:45'),
        v('Selections and background removal', '17:20'),
        v('Photo retouching for product shots', '21:05'),
        v('Social media banner from scratch', '23:35'),
      ]),
      mod('Illustrator', [
        v('Shapes, the pen tool and paths', '22:15'),
        v('Designing a logo for a local brand', '26:40'),
        v('Icons on a pixel grid', '18:50'),
        v('Brand guidelines on one page', '15:25'),
      ]),
      mod('Print and web delivery', [
        v('Colour modes, bleed and resolution', '14:35'),
        v('Preparing files for a Nilkhet press', '12:50'),
        v('Exporting for web and social media', '11:20'),
      ]),
      mod('Portfolio and clients', [
        v('Presenting your work with mock-ups', '15:55'),
        v('Behance and Dribbble profiles', '12:05'),
        v('Taking feedback without losing the design', '10:40'),
      ]),
    ],
    faqs: faqs(
      'graphic-design-photoshop-illustrator',
      'A laptop or desktop with at least 8 GB of RAM and Adobe Photoshop and Illustrator. Adobe offers a free 7-day trial, and we point out free alternatives (Photopea, Inkscape) for every exercise.',
    ),
  },

  'ux-research-portfolio-case-studies': {
    modules: [
      mod('Research on a small budget', [
        v('Welcome: research that fits a startup timeline', '6:35'),
        v('Writing a research plan in one page', '13:20'),
        v('Recruiting participants without a budget', '11:45'),
      ]),
      mod('Usability testing', [
        v('Writing tasks that do not lead the user', '12:30'),
        v('Moderating a remote test', '16:55'),
        v('Guerrilla testing in a café or campus', '10:40'),
      ]),
      mod('Synthesis', [
        v('Affinity mapping in FigJam', '14:15'),
        v('Personas that are not fiction', '12:50'),
        v('Journey maps and opportunity areas', '13:35'),
      ]),
      mod('Measuring UX', [
        v('Task success, time on task and SUS', '14:05'),
        v('Before and after: proving your redesign worked', '11:25'),
        v('Presenting numbers to stakeholders', '9:50'),
      ]),
      mod('Case studies', [
        a('The case study structure recruiters want', 6, PORTFOLIO_CASE_STUDY),
        v('Rewriting a weak case study, live', '21:30'),
        v('Portfolio website or PDF?', '8:45'),
      ]),
    ],
    faqs: faqs(
      'ux-research-portfolio-case-studies',
      'A computer with a modern browser, a free Figma account (FigJam included) and one design project you want to improve.',
    ),
  },

  'canva-social-media-design': {
    modules: [
      mod('Canva essentials', [
        v('Welcome: design a month of posts in an afternoon', '4:50'),
        v('The Canva editor on phone and computer', '9:35'),
        v('Setting up a brand kit', '8:20'),
      ]),
      mod('Posts and stories', [
        v('A product post that stops the scroll', '12:15'),
        v('Stories and reels covers', '10:40'),
        v('Eid and Pohela Boishakh campaign designs', '13:25'),
      ]),
      mod('Typography and Bangla text', [
        v('Choosing Bangla fonts that read well', '9:55'),
        v('Mixing Bangla and English on one design', '8:30'),
        v('Text hierarchy on a small screen', '7:45'),
      ]),
      mod('Export and reuse', [
        v('Resizing for Facebook, Instagram and YouTube', '8:10'),
        v('Exporting: PNG, JPG, PDF and video', '6:35'),
        v('Templates your team can reuse', '9:20'),
      ]),
    ],
    faqs: faqs(
      'canva-social-media-design',
      'A free Canva account and either a phone or a computer. Canva Pro is not needed; we point out where a Pro feature would save time.',
    ),
  },

  // ------------------------------------------------------------------------------ English
  'ielts-speaking-band-7-plus': {
    modules: [
      mod('How Speaking is scored', [
        v('Welcome: the 11-14 minutes that decide your band', '6:45'),
        a('The four band descriptors, in plain words', 5, IELTS_BAND_DESCRIPTORS),
        v('Listening to band 6 and band 7 answers side by side', '14:30'),
      ]),
      mod('Part 1: everyday topics', [
        v('Answer, reason, example: the 3-sentence pattern', '11:20'),
        v('Hometown, studies and work questions', '13:45'),
        v('Hobbies, food and daily routine questions', '12:10'),
      ]),
      mod('Part 2: the cue card', [
        v('Using the one minute of preparation', '10:35'),
        v('Speaking for two full minutes without running dry', '15:50'),
        v('Describe a person, a place, an event', '17:25'),
        v('Twenty recent cue cards, with model answers', '22:40'),
      ]),
      mod('Part 3: discussion', [
        v('Giving opinions with reasons and examples', '13:55'),
        v('Comparing, speculating and talking about the future', '14:20'),
        v('Handling questions you have no idea about', '9:45'),
      ]),
      mod('Pronunciation for Bangla speakers', [
        v('V and B, S and Sh: the sounds that cost marks', '12:30'),
        v('Word stress and sentence stress', '11:15'),
        v('Intonation that sounds natural', '10:05'),
      ]),
    ],
    faqs: faqs('ielts-speaking-band-7-plus', PHONE_IS_ENOUGH, {
      question: 'Will someone listen to my speaking?',
      answer:
        'Yes. Record your cue card answers in the course and you get written feedback from Ayesha or one of her trained assistants within three working days, with your estimated band for each criterion.',
    }),
  },

  'spoken-english-everyday-confidence': {
    modules: [
      mod('Breaking the fear', [
        v('Welcome: why you understand English but cannot speak it', '6:20'),
        v('Introducing yourself in 30 seconds', '9:45'),
        v('Small talk: weather, traffic and cricket', '11:30'),
      ]),
      mod('Everyday patterns', [
        v('Could you, would you, may I: polite requests', '10:15'),
        v('Talking about the past without grammar panic', '12:40'),
        v('Plans and the future: going to and will', '11:05'),
        v('Asking questions the natural way', '10:50'),
      ]),
      mod('Pronunciation', [
        v('The th sounds', '8:25'),
        v('Vowel sounds Bangla speakers mix up', '9:40'),
        v('Linking words for smoother speech', '8:55'),
      ]),
      mod('Real situations', [
        v('On the phone: calling an office or a bank', '10:35'),
        v('In a shop, a restaurant and a ride-share', '11:20'),
        v('At the doctor and at the pharmacy', '9:15'),
        v('Your 21-day speaking habit plan', '7:40'),
      ]),
    ],
    faqs: faqs('spoken-english-everyday-confidence', PHONE_IS_ENOUGH),
  },

  'job-interview-english-communication': {
    modules: [
      mod('Interview answers', [
        v('Welcome: what interviewers in Dhaka really listen for', '6:55'),
        v('"Tell me about yourself" in 90 seconds', '12:25'),
        v('Strengths, weaknesses and "why should we hire you?"', '13:40'),
      ]),
      mod('Behavioural questions', [
        v('The STAR method, with examples', '14:15'),
        v('Teamwork and conflict stories', '11:50'),
        v('Talking about a failure honestly', '10:30'),
      ]),
      mod('Professional e-mail', [
        v('Structure, tone and subject lines', '11:10'),
        a('Templates: three e-mails for your first month', 5, EMAIL_TEMPLATES),
        v('Replying to difficult e-mails', '9:45'),
      ]),
      mod('Meetings and presentations', [
        v('Speaking up in meetings', '10:20'),
        v('A five-minute presentation structure', '12:35'),
        v('Mock interview: full recording with feedback', '18:50'),
      ]),
    ],
    faqs: faqs(
      'job-interview-english-communication',
      'A phone or computer with a microphone, to record your practice answers. A CV you want to practise with is useful but optional.',
    ),
  },

  'ielts-complete-preparation': {
    modules: [
      mod('Getting ready', [
        v('Welcome: Academic or General Training, and booking your test', '9:25'),
        v('Your study plan for 4, 8 or 12 weeks', '11:40'),
        v('Diagnostic test walkthrough', '16:15'),
      ]),
      mod('Listening', [
        v('Section 1 and 2: forms, maps and plans', '19:30'),
        v('Section 3 and 4: discussions and lectures', '21:45'),
        v('Spelling, numbers and the traps in every test', '13:20'),
        v('Transferring answers in the last ten minutes', '7:35'),
      ]),
      mod('Reading', [
        v('Skimming and scanning under time pressure', '16:50'),
        v('True, False, Not Given without guessing', '18:25'),
        v('Matching headings and sentence completion', '17:40'),
        v('Managing 60 minutes for 40 questions', '11:15'),
      ]),
      mod('Writing', [
        v('Task 1 Academic: describing charts and processes', '22:30'),
        v('Task 1 General: formal and informal letters', '18:45'),
        v('Task 2: planning a band 7 essay in 5 minutes', '24:10'),
        v('Cohesion, vocabulary and grammar that lift your band', '19:35'),
      ]),
      mod('Speaking', [
        v('Part 1 and Part 2 strategies', '17:20'),
        v('Part 3: discussion answers', '14:55'),
        v('Pronunciation fixes for Bangla speakers', '12:40'),
      ]),
      mod('Mock tests', [
        v('Mock test 1: full walkthrough', '38:15'),
        v('Mock test 2: full walkthrough', '37:40'),
        v('Test day: what to bring and what to expect', '8:50'),
      ]),
      live(
        'Live mock speaking test and Q&A',
        'Ayesha runs a live mock speaking test with volunteers and answers your questions about all four modules.',
        { inDays: 3, at: '19:30', minutes: 75 },
      ),
    ],
    faqs: faqs(
      'ielts-complete-preparation',
      'A phone is enough for the lessons; a computer is better for the mock tests and the writing practice. Headphones help with Listening.',
      LIVE_RECORDED_FAQ,
    ),
  },

  // ------------------------------------------------------------------------------ Freelancing
  'fiverr-upwork-freelancing-masterclass': {
    modules: [
      mod('Choosing your service', [
        v('Welcome: what full-time freelancing looks like from Khulna', '8:40'),
        v('Matching your skill to what buyers pay for', '16:25'),
        v('Researching demand and competition', '14:50'),
      ]),
      mod('Fiverr', [
        v('Creating a seller account the right way', '12:35'),
        v('Gig titles, tags and descriptions that rank', '19:10'),
        v('Gig images and video', '13:45'),
        v('Packages and pricing', '15:20'),
        a('Worksheet: price your first service', 5, PRICING_WORKSHEET),
      ]),
      mod('Upwork', [
        v('A profile that gets invitations', '17:30'),
        v('Project catalog and specialised profiles', '12:55'),
        v('Connects, job search and saved searches', '11:40'),
      ]),
      mod('Winning and delivering', [
        v('Proposals that get replies', '18:15'),
        v('Messaging buyers and discovery calls', '14:30'),
        v('Delivering, revisions and five-star reviews', '15:45'),
        v('Handling difficult clients and disputes', '13:20'),
      ]),
      mod('Getting paid and growing', [
        v('Payoneer and bank withdrawal to Bangladesh', '14:05'),
        v('Tax, records and the remittance incentive', '10:50'),
        v('From first order to a steady income', '12:15'),
      ]),
      live(
        'Live profile review: Fiverr gigs and Upwork profiles',
        'Jubayer reviews learner gigs and profiles live and shows what he would change.',
        { inDays: 6, at: '20:30', minutes: 90 },
      ),
    ],
    faqs: faqs(
      'fiverr-upwork-freelancing-masterclass',
      'A computer with a stable internet connection, one skill you can sell (or are learning), and a national ID card for account verification on the marketplaces.',
      LIVE_RECORDED_FAQ,
    ),
  },

  'freelancing-for-students-getting-started': {
    modules: [
      mod('How freelancing works', [
        v('Welcome: freelancing alongside your studies', '5:55'),
        v('Marketplaces, clients and how money moves', '11:20'),
        v('What beginners earn in the first six months, honestly', '9:35'),
      ]),
      mod('Choosing a skill', [
        v('Skills in demand that a student can learn', '12:45'),
        v('Testing a skill before committing to it', '9:10'),
        v('Building three sample projects', '13:30'),
      ]),
      mod('Staying safe', [
        a('Red flags: freelancing scams and how to avoid them', 5, FREELANCE_SCAMS),
        v('Account rules that get beginners banned', '8:45'),
        v('Protecting your time and your studies', '7:20'),
      ]),
      mod('Your 90-day plan', [
        v('Days 1-30: skill and samples', '9:55'),
        v('Days 31-60: profile and first proposals', '10:40'),
        v('Days 61-90: first client and first review', '9:25'),
      ]),
    ],
    faqs: faqs(
      'freelancing-for-students-getting-started',
      'A computer or laptop with internet, and about two hours a day to practise. A phone is enough to watch the lessons.',
    ),
  },

  'wordpress-websites-for-freelancers': {
    modules: [
      mod('Domains, hosting and installation', [
        v('Welcome: the three client sites you will build', '6:45'),
        v('Buying a .com or .com.bd domain', '11:30'),
        v('Choosing hosting in Bangladesh and abroad', '12:55'),
        v('Installing WordPress in one click', '9:40'),
      ]),
      mod('Design with Elementor', [
        v('Themes: Astra, Hello and when to pay for one', '13:15'),
        v('Building a home page with Elementor', '22:50'),
        v('Headers, footers and global styles', '16:25'),
        v('Mobile editing and responsive checks', '12:10'),
      ]),
      mod('WooCommerce shop', [
        v('Products, categories and variations', '19:35'),
        v('Delivery charges inside and outside Dhaka', '13:20'),
        v('Local payments: bKash and SSLCommerz plugins', '17:45'),
        v('Orders, invoices and emails', '14:05'),
      ]),
      mod('Speed, backups and security', [
        v('Caching and image optimisation', '14:40'),
        v('Backups with UpdraftPlus', '10:55'),
        a('Checklist: secure a client site before hand-over', 5, WORDPRESS_SECURITY),
      ]),
      mod('Selling WordPress services', [
        v('Packaging and pricing website services', '13:50'),
        v('Hand-over documents and maintenance plans', '11:25'),
        v('Finding local and international clients', '12:40'),
      ]),
    ],
    faqs: faqs(
      'wordpress-websites-for-freelancers',
      'A computer with a stable internet connection. We build on a free local install first; for a live site you need a domain and hosting, from about ৳1,500 a year.',
    ),
  },

  'winning-proposals-client-communication': {
    modules: [
      mod('Proposals', [
        v('Welcome: why most proposals are never read', '5:20'),
        v('The first two lines decide everything', '11:45'),
        v('Personalising in five minutes', '12:30'),
        v('Ten proposals rewritten, before and after', '18:15'),
      ]),
      mod('Discovery calls', [
        v('Preparing for a call with a new client', '9:50'),
        v('Questions that uncover the real problem', '12:25'),
        v('Handling time zones and accents with confidence', '8:40'),
      ]),
      mod('Scope and expectations', [
        v('Writing scope, milestones and deadlines', '13:35'),
        v('Saying no to scope creep, politely', '10:20'),
        v('Updates that keep clients calm', '8:55'),
      ]),
      mod('Long-term clients', [
        v('Asking for reviews and referrals', '9:15'),
        v('Turning one project into a retainer', '11:40'),
        v('Raising your rates with existing clients', '10:05'),
      ]),
    ],
    faqs: faqs(
      'winning-proposals-client-communication',
      'A computer or phone, and a freelance profile on any marketplace (Upwork, Fiverr, Freelancer or LinkedIn) so you can apply each lesson straight away.',
    ),
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
