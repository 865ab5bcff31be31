/**
 * The demo data set: what a fresh Dokkho shows before anyone has published a course. Plain typed constants,
 * deterministic (dates are relative to a fixed reference date, never to "now"), used by the seed
 * (`seed.ts`) and by the artwork generator (`artwork.ts`).
 *
 * Money is integer poisha (ARCHITECTURE.md "The API contract"): `taka(3500)` is 350000.
 */
import type { courseLanguage, courseLevel } from '../schema';

export type CourseLevel = (typeof courseLevel.enumValues)[number];
export type CourseLanguage = (typeof courseLanguage.enumValues)[number];

/** Every demo date is counted back from this day, so the data set never changes between runs. */
export const DEMO_REFERENCE_DATE = '2026-11-01T04:00:00.000Z';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` before the reference date (10:00 in Dhaka). */
export function daysBeforeReference(days: number): Date {
  return new Date(Date.parse(DEMO_REFERENCE_DATE) - days * DAY_MS);
}

/** Whole taka to poisha. */
export function taka(amount: number): number {
  return Math.round(amount * 100);
}

export const GENRE_SLUGS = [
  'data-analytics',
  'devops',
  'digital-marketing',
  'web-development',
  'mobile-development',
  'design',
  'english',
  'freelancing',
] as const;
export type GenreSlug = (typeof GENRE_SLUGS)[number];

export interface DemoGenre {
  slug: GenreSlug;
  name: string;
  description: string;
}

/** In display order (the seed stores the index as `position`). */
export const DEMO_GENRES: readonly DemoGenre[] = [
  {
    slug: 'data-analytics',
    name: 'Data Analytics',
    description: 'Turn raw business data into clear decisions with Excel, SQL, Python and Power BI.',
  },
  {
    slug: 'devops',
    name: 'DevOps & Cloud',
    description: 'Ship and run software reliably with Linux, Docker, Kubernetes, CI/CD and AWS.',
  },
  {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    description: 'Grow brands and F-commerce pages with Facebook and Google Ads, SEO and analytics.',
  },
  {
    slug: 'web-development',
    name: 'Web Development (MERN)',
    description: 'Build modern websites and web apps with JavaScript, React, Node.js and MongoDB.',
  },
  {
    slug: 'mobile-development',
    name: 'Mobile App Development (Flutter)',
    description: 'Create Android and iOS apps from one codebase with Dart and Flutter, and publish them.',
  },
  {
    slug: 'design',
    name: 'UI/UX & Graphic Design',
    description: 'Design interfaces, brands and social media graphics with Figma, Photoshop and Illustrator.',
  },
  {
    slug: 'english',
    name: 'Spoken English & Communication',
    description: 'Speak and write English with confidence for IELTS, interviews and the workplace.',
  },
  {
    slug: 'freelancing',
    name: 'Freelancing',
    description: 'Find clients on Fiverr and Upwork, deliver great work and get paid from abroad.',
  },
];

/** Inputs for the illustrated avatar (artwork.ts); nothing else reads them. */
export interface AvatarLook {
  hair: 'short' | 'side-part' | 'long' | 'bun' | 'hijab';
  beard?: boolean;
  glasses?: boolean;
}

export interface DemoInstructor {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  headline: string;
  bio: string;
  /** Public path of the avatar, `/demo/instructors/<username>.svg`. */
  avatar: string;
  look: AvatarLook;
}

type InstructorInput = Omit<DemoInstructor, 'avatar' | 'email'>;

function instructor(input: InstructorInput): DemoInstructor {
  return {
    ...input,
    email: `${input.username.replace(/_/g, '.')}@dokkho.com.bd`,
    avatar: `/demo/instructors/${input.username}.svg`,
  };
}

export const DEMO_INSTRUCTORS: readonly DemoInstructor[] = [
  instructor({
    username: 'tanvir_ahmed',
    firstName: 'Tanvir',
    lastName: 'Ahmed',
    headline: 'Senior Data Analyst at bKash',
    bio: 'Tanvir has spent eight years turning mobile financial services data into decisions, from fraud dashboards to campaign reports for millions of customers. He has mentored more than forty junior analysts and believes anyone who is comfortable with a spreadsheet can become a data analyst.',
    look: { hair: 'side-part', glasses: true },
  }),
  instructor({
    username: 'nusrat_jahan',
    firstName: 'Nusrat',
    lastName: 'Jahan',
    headline: 'Data Scientist at Grameenphone',
    bio: 'Nusrat builds churn and network-usage models for one of the largest telecom operators in the country. She studied statistics at the University of Dhaka and loves explaining Python and SQL with everyday Bangladeshi examples.',
    look: { hair: 'hijab' },
  }),
  instructor({
    username: 'rafiqul_islam',
    firstName: 'Rafiqul',
    lastName: 'Islam',
    headline: 'DevOps Lead at Brain Station 23',
    bio: 'Rafiqul leads a platform team that runs Kubernetes clusters and CI/CD pipelines for banking and telecom clients. He holds AWS Solutions Architect and CKA certifications and has been teaching DevOps in Bangla since 2019.',
    look: { hair: 'short', beard: true },
  }),
  instructor({
    username: 'farhana_rahman',
    firstName: 'Farhana',
    lastName: 'Rahman',
    headline: 'Site Reliability Engineer at Pathao',
    bio: 'Farhana keeps ride-sharing and delivery services running through Eid rush hours. She started her career as a Linux system administrator in Chattogram and now teaches cloud fundamentals to help more women join infrastructure teams.',
    look: { hair: 'long' },
  }),
  instructor({
    username: 'sabbir_hossain',
    firstName: 'Sabbir',
    lastName: 'Hossain',
    headline: 'Performance Marketing Lead at a Dhaka digital agency',
    bio: 'Sabbir has managed more than ৳5 crore in Facebook and Google ad spend for fashion, food and education brands. He runs campaigns by day and teaches small business owners how to stop boosting posts and start measuring sales.',
    look: { hair: 'short' },
  }),
  instructor({
    username: 'tasnim_chowdhury',
    firstName: 'Tasnim',
    lastName: 'Chowdhury',
    headline: 'Growth Marketing Manager at Chaldal',
    bio: 'Tasnim grew organic traffic for an online grocery from a few thousand to over a million monthly visits. She specialises in SEO, analytics and content, and she is known for turning dry Google Analytics reports into clear weekly actions.',
    look: { hair: 'bun', glasses: true },
  }),
  instructor({
    username: 'mahmudul_hasan',
    firstName: 'Mahmudul',
    lastName: 'Hasan',
    headline: 'Senior Software Engineer at BJIT',
    bio: 'Mahmudul has shipped JavaScript products for clients in Japan, Europe and Bangladesh for nine years. He teaches the MERN stack the way teams actually use it: with Git, code reviews, tests and deployments from day one.',
    look: { hair: 'side-part', beard: true },
  }),
  instructor({
    username: 'sadia_afrin',
    firstName: 'Sadia',
    lastName: 'Afrin',
    headline: 'Frontend Engineer at ShopUp',
    bio: 'Sadia builds the React interfaces that thousands of small shopkeepers use every day. A self-taught developer from Rajshahi, she teaches absolute beginners with patience, plenty of visuals and small wins in every lesson.',
    look: { hair: 'long', glasses: true },
  }),
  instructor({
    username: 'rakib_uddin',
    firstName: 'Rakib',
    lastName: 'Uddin',
    headline: 'Senior Flutter Developer at Brain Station 23',
    bio: 'Rakib has published more than twenty Flutter apps to the Play Store and App Store, including fintech and e-learning apps with over a million downloads. He focuses on clean architecture and on the details that get apps approved the first time.',
    look: { hair: 'short', glasses: true },
  }),
  instructor({
    username: 'mehnaz_karim',
    firstName: 'Mehnaz',
    lastName: 'Karim',
    headline: 'Lead Product Designer at ShopUp',
    bio: 'Mehnaz designs mobile-first products for merchants across Bangladesh and has run usability tests from Dhaka to Sylhet. Before moving into UX she worked as a graphic designer for a Dhaka agency, so she teaches both craft and process.',
    look: { hair: 'bun' },
  }),
  instructor({
    username: 'ayesha_siddiqua',
    firstName: 'Ayesha',
    lastName: 'Siddiqua',
    headline: 'IELTS Trainer & Communication Coach (Band 8.5)',
    bio: 'Ayesha has prepared more than six thousand students for IELTS and job interviews over eleven years. Her lessons are practical and friendly, built around the mistakes Bangla speakers make most often and how to fix them.',
    look: { hair: 'hijab', glasses: true },
  }),
  instructor({
    username: 'jubayer_alam',
    firstName: 'Jubayer',
    lastName: 'Alam',
    headline: 'Top Rated Plus Freelancer on Upwork',
    bio: 'Jubayer left a bank job in Khulna to freelance full time and has completed more than 400 projects for clients in the US, UK and Australia. He teaches the unglamorous parts too: proposals, pricing, client communication and getting paid safely.',
    look: { hair: 'short', beard: true },
  }),
];

export interface DemoCourse {
  slug: string;
  genre: GenreSlug;
  /** The instructor's `username`. */
  instructor: string;
  title: string;
  /** A shorter title for the thumbnail artwork (the card shows `title`). */
  shortTitle: string;
  subtitle: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  outcomes: readonly string[];
  requirements: readonly string[];
  tags: readonly string[];
  level: CourseLevel;
  language: CourseLanguage;
  /**
   * Initial values only: the seed replaces both with what the course's curriculum really holds
   * (demo-curricula.ts, seed-curricula.ts), so the catalog's counters never disagree with the lessons.
   */
  durationMinutes: number;
  lessonsCount: number;
  /** Poisha. */
  price: number;
  /** Poisha, below `price`, or null. */
  salePrice: number | null;
  isFeatured: boolean;
  /**
   * Targets, not counters: the seed enrols that many learners (the demo accounts and seekers first, then
   * the learner crowd) and writes that many reviews with ratings near that average (seed-crowd.ts), then
   * sets the course's counters from the rows, so "4.8 (43)" always has 43 reviews to read.
   */
  ratingAvg: number;
  ratingCount: number;
  enrolledCount: number;
  publishedAt: Date;
  /** Public path, `/demo/courses/<slug>.svg`. */
  thumbnail: string;
}

type CourseInput = Omit<DemoCourse, 'publishedAt' | 'thumbnail' | 'shortTitle' | 'isFeatured'> & {
  shortTitle?: string;
  isFeatured?: boolean;
  publishedDaysAgo: number;
};

function course({ publishedDaysAgo, ...input }: CourseInput): DemoCourse {
  return {
    ...input,
    shortTitle: input.shortTitle ?? input.title,
    isFeatured: input.isFeatured ?? false,
    publishedAt: daysBeforeReference(publishedDaysAgo),
    thumbnail: `/demo/courses/${input.slug}.svg`,
  };
}

const hours = (h: number, m = 0) => h * 60 + m;

export const DEMO_COURSES: readonly DemoCourse[] = [
  // ---------------------------------------------------------------- Data Analytics
  course({
    slug: 'data-analytics-excel-sql-power-bi',
    genre: 'data-analytics',
    instructor: 'tanvir_ahmed',
    title: 'Data Analytics with Excel, SQL & Power BI',
    subtitle: 'Clean, query and visualise real business data, then present it like a professional analyst',
    description: [
      'Banks, telcos and e-commerce companies across Bangladesh now hire analysts who can turn raw numbers into decisions. This course takes you from spreadsheet basics to a complete analytics workflow: cleaning messy sales data in Excel, querying a real database with SQL and building interactive Power BI dashboards that managers actually open.',
      'You will practise on realistic data sets modelled on mobile financial services, online grocery orders and garment exports. Every module ends with a hands-on assignment, and the final capstone becomes the first project in your portfolio.',
      'Lessons are in Bangla with the English technical terms interviewers expect.',
    ].join('\n\n'),
    outcomes: [
      'Clean and reshape messy data with Excel formulas, Power Query and pivot tables',
      'Write SQL queries with joins, grouping and window functions',
      'Build interactive Power BI dashboards with DAX measures',
      'Present insights to managers with clear charts and a short story',
      'Finish a portfolio-ready capstone on Bangladeshi business data',
    ],
    requirements: [
      'A Windows laptop or PC (Power BI Desktop runs on Windows)',
      'Basic computer skills; no analytics experience needed',
    ],
    tags: ['excel', 'sql', 'power bi', 'data analysis', 'dashboard'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(42),
    lessonsCount: 128,
    price: taka(6500),
    salePrice: taka(3999),
    isFeatured: true,
    ratingAvg: 4.8,
    ratingCount: 43,
    enrolledCount: 312,
    publishedDaysAgo: 402,
  }),
  course({
    slug: 'excel-essentials-for-office-jobs',
    genre: 'data-analytics',
    instructor: 'tanvir_ahmed',
    title: 'Excel Essentials for Office Jobs',
    subtitle: 'The formulas, shortcuts and reports every office job in Bangladesh expects',
    description: [
      'Whether you are preparing for your first job or want to stop copying numbers by hand, Excel is the skill every office in Bangladesh asks for. This free course covers the essentials in short, practical lessons: entering and formatting data, the formulas you will use daily and tidy reports your manager can read.',
      'Each lesson uses a real office task, such as a salary sheet, a stock register or a monthly sales summary, so you can use what you learn the very next day.',
    ].join('\n\n'),
    outcomes: [
      'Format tables and sheets that look professional when printed',
      'Use SUM, IF, VLOOKUP, XLOOKUP and COUNTIFS with confidence',
      'Summarise data with sorting, filters and pivot tables',
      'Build simple charts for monthly reports',
      'Work faster with the keyboard shortcuts professionals use',
    ],
    requirements: [
      'Microsoft Excel 2016 or newer, or the free Excel for the web',
      'No prior experience needed',
    ],
    tags: ['excel', 'microsoft office', 'spreadsheet', 'office skills'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(8, 30),
    lessonsCount: 34,
    price: 0,
    salePrice: null,
    ratingAvg: 4.6,
    ratingCount: 37,
    enrolledCount: 356,
    publishedDaysAgo: 521,
  }),
  course({
    slug: 'python-for-data-analysis',
    genre: 'data-analytics',
    instructor: 'nusrat_jahan',
    title: 'Python for Data Analysis with Pandas',
    shortTitle: 'Python for Data Analysis',
    subtitle: 'Go beyond spreadsheets: analyse millions of rows with Python, Pandas and Jupyter',
    description: [
      'When a spreadsheet starts to freeze, analysts reach for Python. This course teaches Python from the ground up for data work: loading CSV and Excel files, cleaning and joining tables with Pandas, and answering business questions with grouped summaries and charts.',
      'You will analyse a telecom churn data set, a ride-sharing trips log and an e-commerce orders table, and you will finish with a reproducible Jupyter notebook that you can show in interviews.',
    ].join('\n\n'),
    outcomes: [
      'Write clean Python with lists, dictionaries, functions and loops',
      'Load, clean, merge and reshape data with Pandas',
      'Visualise trends with Matplotlib and Seaborn',
      'Automate a weekly report that used to take hours in Excel',
      'Share your analysis as a tidy Jupyter notebook',
    ],
    requirements: [
      'Comfort with Excel or basic statistics',
      'A laptop that can run Anaconda (4 GB RAM or more)',
    ],
    tags: ['python', 'pandas', 'jupyter', 'data analysis', 'data science'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(36),
    lessonsCount: 110,
    price: taka(5500),
    salePrice: taka(3499),
    ratingAvg: 4.7,
    ratingCount: 17,
    enrolledCount: 128,
    publishedDaysAgo: 298,
  }),
  course({
    slug: 'sql-for-data-analysts',
    genre: 'data-analytics',
    instructor: 'nusrat_jahan',
    title: 'SQL for Data Analysts: PostgreSQL & MySQL',
    shortTitle: 'SQL for Data Analysts',
    subtitle: 'Ask any question of your company database, from simple lookups to window functions',
    description: [
      'SQL is the most requested skill in analyst job posts in Dhaka, and the one most candidates are weakest at in interviews. This course builds your SQL step by step on PostgreSQL and MySQL, the two databases you are most likely to meet at work.',
      'Every concept is practised on a realistic retail database with customers, orders and deliveries, and each section ends with interview-style questions and worked solutions.',
    ].join('\n\n'),
    outcomes: [
      'Filter, sort and aggregate data with SELECT, WHERE and GROUP BY',
      'Combine tables with inner, left and self joins',
      'Use subqueries, CTEs and window functions for ranking and running totals',
      'Clean text and dates directly in SQL',
      'Solve common SQL interview questions under time pressure',
    ],
    requirements: ['Basic computer skills', 'Any laptop; we install PostgreSQL together in the first lesson'],
    tags: ['sql', 'postgresql', 'mysql', 'database', 'data analysis'],
    level: 'beginner',
    language: 'en',
    durationMinutes: hours(18),
    lessonsCount: 64,
    price: taka(3500),
    salePrice: null,
    ratingAvg: 4.6,
    ratingCount: 11,
    enrolledCount: 84,
    publishedDaysAgo: 221,
  }),
  course({
    slug: 'power-bi-dashboard-dax-masterclass',
    genre: 'data-analytics',
    instructor: 'tanvir_ahmed',
    title: 'Power BI Dashboard & DAX Masterclass',
    shortTitle: 'Power BI & DAX Masterclass',
    subtitle: 'Model data properly and write DAX that answers the questions executives ask',
    description: [
      'Most Power BI reports break the moment someone asks a new question. This advanced course teaches you to design star-schema data models, write DAX measures for time intelligence and build dashboards that stay fast as the data grows.',
      'You will rebuild a national distribution company report from scratch, publish it to the Power BI service with scheduled refresh and row-level security, and learn the design rules that make dashboards easy to read on a phone.',
    ].join('\n\n'),
    outcomes: [
      'Design star-schema models with proper relationships',
      'Write DAX for year-to-date, growth and rolling averages',
      'Apply row-level security for regional managers',
      'Publish reports with scheduled refresh',
      'Design clean, mobile-friendly dashboard layouts',
    ],
    requirements: ['Working knowledge of Power BI Desktop', 'Comfort with Excel formulas and basic SQL'],
    tags: ['power bi', 'dax', 'dashboard', 'business intelligence', 'excel'],
    level: 'advanced',
    language: 'bn',
    durationMinutes: hours(24),
    lessonsCount: 72,
    price: taka(4500),
    salePrice: taka(2999),
    ratingAvg: 4.8,
    ratingCount: 8,
    enrolledCount: 58,
    publishedDaysAgo: 118,
  }),

  // ---------------------------------------------------------------- DevOps & Cloud
  course({
    slug: 'devops-docker-kubernetes-aws',
    genre: 'devops',
    instructor: 'rafiqul_islam',
    title: 'DevOps with Docker, Kubernetes & AWS',
    shortTitle: 'Docker, Kubernetes & AWS',
    subtitle: 'Containerise, deploy and scale real applications the way Bangladeshi product teams do',
    description: [
      'Software companies in Dhaka are hiring DevOps engineers faster than universities can produce them. This course takes you from running a single Docker container to operating a Kubernetes cluster on AWS with monitoring, autoscaling and zero-downtime deployments.',
      'You will deploy a realistic three-tier application (a React front end, a Node.js API and PostgreSQL) and learn to debug the failures that happen in production, not just the happy path.',
      'The course is taught in Bangla, with all commands and configuration files in English exactly as you will use them at work.',
    ].join('\n\n'),
    outcomes: [
      'Write production-ready Dockerfiles and Docker Compose setups',
      'Deploy, scale and update applications on Kubernetes',
      'Provision networking, EC2, EKS and RDS on AWS',
      'Monitor services with Prometheus and Grafana',
      'Troubleshoot failed deployments with confidence',
    ],
    requirements: ['Comfort with the Linux command line', 'A laptop with 8 GB RAM; an AWS free-tier account'],
    tags: ['devops', 'docker', 'kubernetes', 'aws', 'cloud'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(56),
    lessonsCount: 168,
    price: taka(12000),
    salePrice: taka(8500),
    isFeatured: true,
    ratingAvg: 4.8,
    ratingCount: 20,
    enrolledCount: 144,
    publishedDaysAgo: 347,
  }),
  course({
    slug: 'linux-command-line-for-beginners',
    genre: 'devops',
    instructor: 'farhana_rahman',
    title: 'Linux Command Line for Beginners',
    subtitle: 'Feel at home in the terminal: files, users, processes and servers',
    description: [
      'Every server, cloud machine and container runs Linux, and every DevOps or backend job expects you to use the terminal without fear. This free course starts from the very first command and ends with you logging into a remote server, installing software and reading its logs.',
      'Lessons are short and practical, with a cheat sheet for every section.',
    ].join('\n\n'),
    outcomes: [
      'Navigate the file system and manage files from the terminal',
      'Manage users, permissions and packages on Ubuntu',
      'Inspect processes, memory and disk usage',
      'Connect to remote servers securely with SSH',
      'Automate small tasks with Bash scripts',
    ],
    requirements: [
      'Any computer; we set up Ubuntu on Windows with WSL together',
      'No prior experience needed',
    ],
    tags: ['linux', 'ubuntu', 'bash', 'terminal', 'devops'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(7),
    lessonsCount: 28,
    price: 0,
    salePrice: null,
    ratingAvg: 4.7,
    ratingCount: 26,
    enrolledCount: 248,
    publishedDaysAgo: 478,
  }),
  course({
    slug: 'aws-cloud-practitioner-exam-prep',
    genre: 'devops',
    instructor: 'farhana_rahman',
    title: 'AWS Cloud Practitioner Exam Prep',
    subtitle: 'Understand the cloud and pass the AWS Certified Cloud Practitioner exam on your first try',
    description: [
      'The AWS Certified Cloud Practitioner certificate is the fastest way to show employers and clients that you understand the cloud. This course explains every exam domain in plain language with hands-on demos in the AWS console.',
      'It closes with two full-length practice exams and a review of the questions candidates miss most often.',
    ].join('\n\n'),
    outcomes: [
      'Explain core AWS services: EC2, S3, RDS, Lambda and VPC',
      'Understand shared responsibility, IAM and security best practices',
      'Estimate and control cloud costs',
      'Pass the CLF-C02 exam with confidence',
    ],
    requirements: ['Basic IT knowledge', 'An AWS free-tier account for the demos (optional)'],
    tags: ['aws', 'cloud', 'certification', 'cloud practitioner'],
    level: 'beginner',
    language: 'en',
    durationMinutes: hours(14),
    lessonsCount: 52,
    price: taka(3000),
    salePrice: null,
    ratingAvg: 4.5,
    ratingCount: 5,
    enrolledCount: 42,
    publishedDaysAgo: 163,
  }),
  course({
    slug: 'ci-cd-github-actions-jenkins',
    genre: 'devops',
    instructor: 'rafiqul_islam',
    title: 'CI/CD Pipelines with GitHub Actions & Jenkins',
    shortTitle: 'CI/CD with GitHub Actions & Jenkins',
    subtitle: 'Automate testing, building and deploying so that every merge ships safely',
    description: [
      'Teams that deploy every day do not do it by hand. This advanced course shows you how to design pipelines that test, build, scan and deploy applications automatically with GitHub Actions and Jenkins.',
      'You will build pipelines for a Node.js service and a Flutter app, add quality gates and secrets management, and roll out blue-green and canary releases to Kubernetes.',
    ].join('\n\n'),
    outcomes: [
      'Design CI/CD pipelines for web and mobile projects',
      'Write reusable GitHub Actions workflows',
      'Run Jenkins pipelines as code with shared libraries',
      'Manage secrets and environments safely',
      'Ship with blue-green and canary deployments',
    ],
    requirements: ['Experience with Git and Docker', 'Basic Kubernetes knowledge helps'],
    tags: ['ci/cd', 'github actions', 'jenkins', 'devops', 'automation'],
    level: 'advanced',
    language: 'bn',
    durationMinutes: hours(20),
    lessonsCount: 66,
    price: taka(5000),
    salePrice: taka(3499),
    ratingAvg: 4.7,
    ratingCount: 4,
    enrolledCount: 30,
    publishedDaysAgo: 88,
  }),

  // ---------------------------------------------------------------- Digital Marketing
  course({
    slug: 'facebook-google-ads-for-bangladeshi-businesses',
    genre: 'digital-marketing',
    instructor: 'sabbir_hossain',
    title: 'Facebook & Google Ads for Bangladeshi Businesses',
    shortTitle: 'Facebook & Google Ads',
    subtitle: 'Stop boosting posts: run campaigns that bring measurable orders and leads',
    description: [
      'Thousands of Bangladeshi businesses spend money on the "Boost" button every day and have no idea what it brings back. This course teaches you to plan, launch and optimise Facebook, Instagram and Google Ads campaigns that are measured in orders, calls and leads.',
      'You will set up Meta Business Suite and Google Ads accounts correctly, install the Meta Pixel and conversion tracking, write ad copy in Bangla and English, and read the numbers that tell you when to scale and when to stop.',
      'Case studies come from real local campaigns for clothing pages, restaurants, coaching centres and real estate.',
    ].join('\n\n'),
    outcomes: [
      'Set up Business Manager, ad accounts and payment methods correctly',
      'Target the right audiences in Bangladesh and abroad',
      'Track purchases and leads with the Meta Pixel and Google tags',
      'Write ad creatives and copy that convert',
      'Read ROAS and CPA to decide when to scale a campaign',
      'Run Google Search and YouTube campaigns on a small budget',
    ],
    requirements: ['A Facebook account and a page to practise with', 'No marketing experience needed'],
    tags: ['facebook ads', 'google ads', 'digital marketing', 'meta', 'f-commerce'],
    level: 'all-levels',
    language: 'bn',
    durationMinutes: hours(30),
    lessonsCount: 96,
    price: taka(4500),
    salePrice: taka(2499),
    isFeatured: true,
    ratingAvg: 4.7,
    ratingCount: 46,
    enrolledCount: 336,
    publishedDaysAgo: 381,
  }),
  course({
    slug: 'seo-masterclass-rank-higher-on-google',
    genre: 'digital-marketing',
    instructor: 'tasnim_chowdhury',
    title: 'SEO Masterclass: Rank Higher on Google',
    shortTitle: 'SEO Masterclass',
    subtitle: 'Keyword research, on-page SEO, technical fixes and link building that works in 2026',
    description: [
      'Organic search is still the cheapest source of customers for any website. This course teaches a complete, modern SEO process: finding the keywords your customers actually type, writing pages that answer them, fixing technical problems and earning links without spam.',
      'You will audit and improve a live WordPress site during the course, and you will leave with templates for SEO audits and monthly client reports.',
    ].join('\n\n'),
    outcomes: [
      'Find profitable keywords in Bangla and English',
      'Optimise titles, content and internal links',
      'Fix technical SEO issues with Google Search Console',
      'Build links through outreach and local citations',
      'Report SEO results to clients and managers',
    ],
    requirements: ['A basic understanding of websites', 'Access to a website or a free WordPress site'],
    tags: ['seo', 'google', 'search console', 'keyword research', 'wordpress'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(26),
    lessonsCount: 84,
    price: taka(4000),
    salePrice: null,
    ratingAvg: 4.6,
    ratingCount: 14,
    enrolledCount: 118,
    publishedDaysAgo: 262,
  }),
  course({
    slug: 'social-media-marketing-for-f-commerce',
    genre: 'digital-marketing',
    instructor: 'sabbir_hossain',
    title: 'Social Media Marketing for F-commerce',
    subtitle: 'Grow a Facebook and Instagram page that sells, with content, community and messaging',
    description: [
      'F-commerce is how a huge share of Bangladesh shops online, and the pages that win are the ones with a plan. This course shows you how to build a content calendar, take product photos with a phone, handle inbox orders quickly and turn followers into repeat customers.',
      'It is ideal for page owners, home-based entrepreneurs and anyone who wants a first job as a social media executive.',
    ].join('\n\n'),
    outcomes: [
      'Plan a monthly content calendar for a business page',
      'Create engaging posts, reels and stories with a phone',
      'Manage inbox orders and comments efficiently',
      'Use Meta Business Suite insights to improve reach',
    ],
    requirements: ['A smartphone and a Facebook page', 'No experience needed'],
    tags: ['social media', 'facebook', 'instagram', 'f-commerce', 'content marketing'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(12),
    lessonsCount: 45,
    price: taka(2500),
    salePrice: taka(1499),
    ratingAvg: 4.5,
    ratingCount: 19,
    enrolledCount: 174,
    publishedDaysAgo: 447,
  }),
  course({
    slug: 'google-analytics-4-tag-manager',
    genre: 'digital-marketing',
    instructor: 'tasnim_chowdhury',
    title: 'Google Analytics 4 & Tag Manager',
    shortTitle: 'Google Analytics 4 & Tag Manager',
    subtitle: 'Measure what matters on your website and prove the value of every campaign',
    description: [
      'Without measurement, marketing is guesswork. This course walks you through setting up Google Analytics 4 and Google Tag Manager properly, tracking the events that matter to your business and building reports that answer real questions.',
      'You will configure e-commerce tracking for a demo shop, connect GA4 to Google Ads and Looker Studio, and learn to spot tracking mistakes before they cost you money.',
    ].join('\n\n'),
    outcomes: [
      'Install GA4 and Tag Manager without a developer',
      'Track purchases, sign-ups and button clicks as events',
      'Build exploration reports and funnels',
      'Create Looker Studio dashboards for clients',
    ],
    requirements: ['A website you can edit, or our demo shop', 'Basic digital marketing knowledge'],
    tags: ['google analytics', 'ga4', 'tag manager', 'analytics', 'digital marketing'],
    level: 'intermediate',
    language: 'en',
    durationMinutes: hours(10),
    lessonsCount: 38,
    price: taka(2500),
    salePrice: null,
    ratingAvg: 4.4,
    ratingCount: 4,
    enrolledCount: 32,
    publishedDaysAgo: 71,
  }),

  // ---------------------------------------------------------------- Web Development (MERN)
  course({
    slug: 'mern-stack-web-development',
    genre: 'web-development',
    instructor: 'mahmudul_hasan',
    title: 'MERN Stack Web Development',
    subtitle: 'Build and deploy full-stack apps with MongoDB, Express, React and Node.js',
    description: [
      'The MERN stack powers a large share of the web projects built in Bangladeshi software companies and on freelance marketplaces. In this course you build three complete applications, a job board, an e-commerce shop with bKash-style checkout and a real-time chat, and deploy each one to the cloud.',
      'Along the way you learn how professional teams work: Git branching, code reviews, environment variables, authentication with JWT, automated tests and a CI pipeline.',
      'By the end you will have a portfolio that shows employers you can ship, not just follow tutorials.',
    ].join('\n\n'),
    outcomes: [
      'Build REST APIs with Node.js, Express and MongoDB',
      'Create fast, accessible front ends with React and React Router',
      'Add secure authentication with JWT and refresh tokens',
      'Integrate payments, file uploads and real-time updates',
      'Test and deploy full-stack apps to the cloud',
      'Present three portfolio projects in job interviews',
    ],
    requirements: ['HTML, CSS and basic JavaScript', 'A laptop with 8 GB RAM'],
    tags: ['mern', 'react', 'node', 'mongodb', 'express', 'javascript'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(60),
    lessonsCount: 180,
    price: taka(9500),
    salePrice: taka(5999),
    isFeatured: true,
    ratingAvg: 4.8,
    ratingCount: 40,
    enrolledCount: 284,
    publishedDaysAgo: 418,
  }),
  course({
    slug: 'html-css-javascript-for-beginners',
    genre: 'web-development',
    instructor: 'sadia_afrin',
    title: 'HTML, CSS & JavaScript for Absolute Beginners',
    shortTitle: 'HTML, CSS & JavaScript Basics',
    subtitle: 'Build your first responsive websites from scratch, step by step, in Bangla',
    description: [
      'Never written a line of code? Start here. This free course teaches the three languages of the web from zero, with small projects in every section: a personal profile page, a restaurant landing page and an interactive quiz.',
      'Everything is explained slowly and visually in Bangla, and every project works on a phone as well as a laptop.',
    ].join('\n\n'),
    outcomes: [
      'Structure web pages with semantic HTML',
      'Style responsive layouts with CSS Flexbox and Grid',
      'Add interactivity with JavaScript and the DOM',
      'Publish your website for free on GitHub Pages',
    ],
    requirements: ['A computer with a web browser', 'No programming experience needed'],
    tags: ['html', 'css', 'javascript', 'web design', 'beginner'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(16),
    lessonsCount: 62,
    price: 0,
    salePrice: null,
    ratingAvg: 4.7,
    ratingCount: 50,
    enrolledCount: 360,
    publishedDaysAgo: 537,
  }),
  course({
    slug: 'react-tailwind-modern-frontend',
    genre: 'web-development',
    instructor: 'sadia_afrin',
    title: 'React & Tailwind CSS: Modern Frontend',
    shortTitle: 'React & Tailwind CSS',
    subtitle: 'Components, hooks, routing and data fetching for real-world interfaces',
    description: [
      'React is the most requested front-end skill in Bangladeshi job posts. This course teaches modern React with hooks and TypeScript-friendly patterns, styled with Tailwind CSS, by building a complete online shop front end.',
      'You will learn how to structure components, manage state, fetch data with TanStack Query and make interfaces fast and accessible on low-end phones.',
    ].join('\n\n'),
    outcomes: [
      'Build reusable components with props, state and hooks',
      'Style responsive interfaces quickly with Tailwind CSS',
      'Handle routing, forms and validation',
      'Fetch and cache server data with TanStack Query',
      'Optimise performance for slow networks and devices',
    ],
    requirements: ['Solid HTML, CSS and JavaScript basics', 'Node.js installed on your computer'],
    tags: ['react', 'tailwind', 'javascript', 'frontend', 'typescript'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(28),
    lessonsCount: 92,
    price: taka(5000),
    salePrice: null,
    ratingAvg: 4.7,
    ratingCount: 13,
    enrolledCount: 106,
    publishedDaysAgo: 243,
  }),
  course({
    slug: 'nodejs-express-mongodb-rest-api',
    genre: 'web-development',
    instructor: 'mahmudul_hasan',
    title: 'Node.js, Express & MongoDB REST APIs',
    shortTitle: 'Node.js & Express REST APIs',
    subtitle: 'Design, secure and test back-end APIs that front ends and mobile apps can rely on',
    description: [
      'Every web and mobile app needs a reliable back end. In this course you design and build a complete REST API for a course marketplace with Node.js, Express and MongoDB, including authentication, validation, file uploads and pagination.',
      'You will also learn the habits that separate juniors from seniors: structured logging, error handling, automated tests and documentation with OpenAPI.',
    ].join('\n\n'),
    outcomes: [
      'Design clean REST endpoints and data models',
      'Validate input and handle errors consistently',
      'Secure APIs with hashing, JWT and rate limits',
      'Write integration tests for every endpoint',
      'Document APIs with OpenAPI and Swagger UI',
    ],
    requirements: ['JavaScript fundamentals', 'Basic command-line skills'],
    tags: ['node', 'express', 'mongodb', 'rest api', 'backend'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(24),
    lessonsCount: 78,
    price: taka(4500),
    salePrice: taka(2999),
    ratingAvg: 4.6,
    ratingCount: 9,
    enrolledCount: 76,
    publishedDaysAgo: 182,
  }),
  course({
    slug: 'nextjs-typescript-production-apps',
    genre: 'web-development',
    instructor: 'mahmudul_hasan',
    title: 'Next.js & TypeScript for Production Apps',
    shortTitle: 'Next.js & TypeScript',
    subtitle: 'Server rendering, type safety and deployment for apps that serve real traffic',
    description: [
      'Once you know React, the next step is building apps that are fast, search-friendly and safe to change. This advanced course covers Next.js with the App Router and TypeScript end to end: server components, data fetching, caching, authentication and deployment.',
      'You will build a multilingual (Bangla and English) job portal and learn how to keep it fast on slow mobile networks.',
    ].join('\n\n'),
    outcomes: [
      'Type React components and APIs with TypeScript',
      'Use server components, server actions and caching in Next.js',
      'Build SEO-friendly, multilingual pages',
      'Add authentication and role-based access',
      'Deploy and monitor a production Next.js app',
    ],
    requirements: ['Confident with React', 'Basic Node.js knowledge'],
    tags: ['nextjs', 'typescript', 'react', 'ssr', 'javascript'],
    level: 'advanced',
    language: 'en',
    durationMinutes: hours(22),
    lessonsCount: 70,
    price: taka(6000),
    salePrice: null,
    ratingAvg: 4.8,
    ratingCount: 3,
    enrolledCount: 20,
    publishedDaysAgo: 32,
  }),

  // ---------------------------------------------------------------- Mobile App Development (Flutter)
  course({
    slug: 'flutter-app-development-zero-to-play-store',
    genre: 'mobile-development',
    instructor: 'rakib_uddin',
    title: 'Flutter App Development: Zero to Play Store',
    shortTitle: 'Flutter: Zero to Play Store',
    subtitle: 'Build beautiful Android and iOS apps with one codebase and publish them',
    description: [
      'Flutter lets one developer build apps for Android and iOS at once, and Bangladeshi companies and clients abroad are hiring for it. This course starts with Dart basics and ends with your own app live on the Google Play Store.',
      'You will build five apps of growing complexity, including a news reader, an expense tracker and an e-commerce app with a REST API and local storage, and you will learn the publishing steps that trip up most beginners.',
      'Lessons are in Bangla, with code and tooling in English.',
    ].join('\n\n'),
    outcomes: [
      'Write Dart confidently, from variables to async code',
      'Build responsive layouts with Flutter widgets',
      'Connect apps to REST APIs and store data locally',
      'Manage state with Provider',
      'Sign, build and publish an app on the Google Play Store',
    ],
    requirements: [
      'Basic programming knowledge in any language helps',
      'A laptop with 8 GB RAM and an Android phone or emulator',
    ],
    tags: ['flutter', 'dart', 'android', 'ios', 'mobile app'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(48),
    lessonsCount: 152,
    price: taka(8000),
    salePrice: taka(4999),
    isFeatured: true,
    ratingAvg: 4.8,
    ratingCount: 31,
    enrolledCount: 224,
    publishedDaysAgo: 389,
  }),
  course({
    slug: 'dart-programming-fundamentals',
    genre: 'mobile-development',
    instructor: 'rakib_uddin',
    title: 'Dart Programming Fundamentals',
    subtitle: 'The language behind Flutter, explained from the first line of code',
    description: [
      'Before you build Flutter apps, it pays to know Dart well. This course teaches programming fundamentals with Dart: variables, control flow, functions, classes, collections and asynchronous code, with short exercises after every lesson.',
      'It is the perfect first step for students and career changers who want to move into mobile development.',
    ].join('\n\n'),
    outcomes: [
      'Understand variables, types and null safety',
      'Write functions, classes and mixins',
      'Work with lists, maps and sets',
      'Handle async code with Futures and Streams',
    ],
    requirements: ['A computer with internet access', 'No programming experience needed'],
    tags: ['dart', 'flutter', 'programming', 'oop'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(9),
    lessonsCount: 40,
    price: taka(1500),
    salePrice: null,
    ratingAvg: 4.5,
    ratingCount: 8,
    enrolledCount: 82,
    publishedDaysAgo: 466,
  }),
  course({
    slug: 'flutter-firebase-real-time-apps',
    genre: 'mobile-development',
    instructor: 'rakib_uddin',
    title: 'Flutter & Firebase: Build Real-time Apps',
    shortTitle: 'Flutter & Firebase',
    subtitle: 'Authentication, Firestore, push notifications and cloud functions in practice',
    description: [
      'Firebase lets a small team ship apps with login, real-time data and notifications without running servers. In this course you build a complete food-delivery style app with Flutter and Firebase, from phone number sign-in to live order tracking.',
      'You will also learn security rules, analytics and crash reporting, so your app is ready for real users.',
    ].join('\n\n'),
    outcomes: [
      'Add phone, e-mail and Google sign-in with Firebase Auth',
      'Model and sync real-time data with Cloud Firestore',
      'Send push notifications with Firebase Cloud Messaging',
      'Write secure Firestore rules and Cloud Functions',
      'Track crashes and usage with Crashlytics and Analytics',
    ],
    requirements: ['Basic Flutter knowledge', 'A Google account for Firebase'],
    tags: ['flutter', 'firebase', 'firestore', 'mobile app', 'dart'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(26),
    lessonsCount: 86,
    price: taka(5500),
    salePrice: taka(3499),
    ratingAvg: 4.7,
    ratingCount: 8,
    enrolledCount: 66,
    publishedDaysAgo: 209,
  }),
  course({
    slug: 'flutter-state-management-clean-architecture',
    genre: 'mobile-development',
    instructor: 'rakib_uddin',
    title: 'Flutter State Management & Clean Architecture',
    shortTitle: 'Flutter Clean Architecture',
    subtitle: 'Bloc, Riverpod, testing and project structure for large Flutter codebases',
    description: [
      'Apps that grow beyond a few screens need structure. This advanced course compares Bloc and Riverpod on a real project, then shows how to organise a large Flutter codebase with clean architecture, dependency injection and tests.',
      'It is aimed at developers who already ship Flutter apps and want to work on bigger teams and products.',
    ].join('\n\n'),
    outcomes: [
      'Choose and apply Bloc or Riverpod with confidence',
      'Structure apps into data, domain and presentation layers',
      'Write unit, widget and integration tests',
      'Handle offline mode, caching and errors gracefully',
    ],
    requirements: ['At least one Flutter app built', 'Comfort with Dart async code'],
    tags: ['flutter', 'bloc', 'riverpod', 'clean architecture', 'testing'],
    level: 'advanced',
    language: 'en',
    durationMinutes: hours(20),
    lessonsCount: 64,
    price: taka(6000),
    salePrice: null,
    ratingAvg: 4.9,
    ratingCount: 3,
    enrolledCount: 13,
    publishedDaysAgo: 54,
  }),

  // ---------------------------------------------------------------- UI/UX & Graphic Design
  course({
    slug: 'figma-ui-ux-design-bootcamp',
    genre: 'design',
    instructor: 'mehnaz_karim',
    title: 'Figma UI/UX Design Bootcamp',
    subtitle: 'From user research to polished, clickable prototypes, all in Figma',
    description: [
      'Good design is one of the most in-demand skills at Bangladeshi startups and on freelance marketplaces. This bootcamp teaches the full UI/UX process in Figma: understanding users, sketching flows, building wireframes and turning them into polished, interactive prototypes.',
      'You will design a mobile banking app and a course marketplace website, create a reusable design system with components and auto layout, and present your work as case studies.',
      'No drawing talent is needed, only curiosity and practice.',
    ].join('\n\n'),
    outcomes: [
      'Run simple user interviews and turn them into insights',
      'Design wireframes and user flows',
      'Build components, variants and auto layout in Figma',
      'Create interactive prototypes and hand them off to developers',
      'Present two portfolio case studies',
    ],
    requirements: ['A computer with a modern browser', 'A free Figma account'],
    tags: ['figma', 'ui design', 'ux design', 'prototyping', 'design system'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(38),
    lessonsCount: 118,
    price: taka(7000),
    salePrice: taka(4499),
    isFeatured: true,
    ratingAvg: 4.8,
    ratingCount: 25,
    enrolledCount: 188,
    publishedDaysAgo: 331,
  }),
  course({
    slug: 'graphic-design-photoshop-illustrator',
    genre: 'design',
    instructor: 'mehnaz_karim',
    title: 'Graphic Design with Photoshop & Illustrator',
    shortTitle: 'Photoshop & Illustrator',
    subtitle: 'Logos, posters, social posts and print work from a professional designer',
    description: [
      'Graphic design is one of the most popular skills for freelancers in Bangladesh. This course teaches Adobe Photoshop and Illustrator through real projects: a logo and brand kit, an Eid sale poster, social media posts and a print-ready brochure.',
      'You will also learn design principles, typography (including Bangla fonts) and how to prepare files for clients and printers.',
    ].join('\n\n'),
    outcomes: [
      'Edit and retouch photos in Photoshop',
      'Draw logos and icons with Illustrator vector tools',
      'Apply layout, colour and typography principles',
      'Prepare files correctly for print and for the web',
      'Build a portfolio of six design projects',
    ],
    requirements: ['Adobe Photoshop and Illustrator (a trial works)', 'A computer with 8 GB RAM'],
    tags: ['photoshop', 'illustrator', 'graphic design', 'logo design', 'adobe'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(32),
    lessonsCount: 104,
    price: taka(5000),
    salePrice: null,
    ratingAvg: 4.6,
    ratingCount: 22,
    enrolledCount: 206,
    publishedDaysAgo: 502,
  }),
  course({
    slug: 'ux-research-portfolio-case-studies',
    genre: 'design',
    instructor: 'mehnaz_karim',
    title: 'UX Research & Portfolio Case Studies',
    shortTitle: 'UX Research & Case Studies',
    subtitle: 'Learn the research methods teams use and tell your design story to employers',
    description: [
      'Hiring managers look for designers who can explain why, not only what. This course teaches practical UX research methods, such as interviews, usability tests and surveys, and how to turn your findings into design decisions.',
      'The second half focuses on writing portfolio case studies that get you interviews in Dhaka and abroad.',
    ].join('\n\n'),
    outcomes: [
      'Plan and run usability tests on a small budget',
      'Synthesise findings with affinity maps and personas',
      'Measure designs with simple UX metrics',
      'Write compelling portfolio case studies',
    ],
    requirements: ['Basic Figma or UI design knowledge', 'One design project to improve'],
    tags: ['ux research', 'usability testing', 'portfolio', 'ux design', 'case study'],
    level: 'intermediate',
    language: 'en',
    durationMinutes: hours(14),
    lessonsCount: 46,
    price: taka(4000),
    salePrice: taka(2799),
    ratingAvg: 4.7,
    ratingCount: 3,
    enrolledCount: 21,
    publishedDaysAgo: 101,
  }),
  course({
    slug: 'canva-social-media-design',
    genre: 'design',
    instructor: 'mehnaz_karim',
    title: 'Canva for Social Media Design',
    subtitle: 'Design eye-catching posts, reels covers and ads in minutes, no Photoshop needed',
    description: [
      'Small businesses, page owners and marketers need a steady stream of good-looking posts. This short course shows how to design them quickly in Canva, with brand kits, templates and a few design rules that make every post look professional.',
      'It is perfect for F-commerce sellers and anyone starting out as a social media designer.',
    ].join('\n\n'),
    outcomes: [
      'Set up a brand kit with colours, fonts and logos',
      'Design posts, stories and ad creatives fast',
      'Use Bangla and English typography well',
      'Resize and export designs for every platform',
    ],
    requirements: ['A free Canva account', 'A phone or computer'],
    tags: ['canva', 'graphic design', 'social media', 'branding'],
    level: 'all-levels',
    language: 'bn',
    durationMinutes: hours(6),
    lessonsCount: 24,
    price: taka(999),
    salePrice: null,
    ratingAvg: 4.4,
    ratingCount: 12,
    enrolledCount: 152,
    publishedDaysAgo: 279,
  }),
  // Taught in Bangla, with its curriculum and quiz in Bangla (issue 16 item 6): its Bangla title and
  // description are in demo-bangla.ts, as for every course; the English here is for English readers.
  course({
    slug: 'mobile-video-editing-capcut',
    genre: 'design',
    instructor: 'mehnaz_karim',
    title: 'Mobile Video Editing with CapCut: Reels and YouTube',
    shortTitle: 'Mobile Video Editing',
    subtitle: 'Make videos people watch to the end, with nothing but a smartphone',
    description: [
      'Every Facebook page, YouTube channel and small business needs video now, and a good one needs the right method, not an expensive camera. Every class of this course is in Bangla, and you edit on your own phone with the free CapCut app.',
      'From cutting clips to Bangla subtitles, voice-over, colour and export, you finish by publishing three reels of your own.',
    ].join('\n\n'),
    outcomes: [
      'Cut and join clips into a story in CapCut',
      'Hold a viewer in the first three seconds',
      'Add Bangla subtitles, voice-over and music properly',
      'Export at the right size for Reels, Shorts and YouTube',
    ],
    requirements: ['An Android phone or iPhone', 'The free CapCut app'],
    tags: ['video editing', 'capcut', 'reels', 'youtube', 'content creation'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(3),
    lessonsCount: 12,
    price: taka(1990),
    salePrice: null,
    ratingAvg: 4.6,
    ratingCount: 9,
    enrolledCount: 96,
    publishedDaysAgo: 21,
  }),

  // ---------------------------------------------------------------- Spoken English & Communication
  course({
    slug: 'ielts-speaking-band-7-plus',
    genre: 'english',
    instructor: 'ayesha_siddiqua',
    title: 'IELTS Speaking Band 7+',
    subtitle: 'Speak fluently and confidently in all three parts of the IELTS Speaking test',
    description: [
      'The Speaking test is where many Bangladeshi candidates lose their band score, usually because of hesitation and memorised answers rather than grammar. This course trains you to speak naturally, organise your ideas in seconds and use the vocabulary examiners reward.',
      'Every lesson includes model answers, common mistakes made by Bangla speakers and recorded practice with feedback rubrics. Three full mock tests help you measure your progress.',
    ].join('\n\n'),
    outcomes: [
      'Understand exactly how examiners score fluency, vocabulary, grammar and pronunciation',
      'Answer Part 1 questions naturally and confidently',
      'Speak for two full minutes on any Part 2 cue card',
      'Discuss abstract Part 3 topics with clear opinions and examples',
      'Fix the pronunciation habits common among Bangla speakers',
    ],
    requirements: [
      'Intermediate English (you can hold a simple conversation)',
      'A phone to record practice answers',
    ],
    tags: ['ielts', 'speaking', 'english', 'band 7', 'study abroad'],
    level: 'intermediate',
    language: 'en',
    durationMinutes: hours(12),
    lessonsCount: 48,
    price: taka(3500),
    salePrice: taka(1999),
    isFeatured: true,
    ratingAvg: 4.9,
    ratingCount: 34,
    enrolledCount: 256,
    publishedDaysAgo: 312,
  }),
  course({
    slug: 'spoken-english-everyday-confidence',
    genre: 'english',
    instructor: 'ayesha_siddiqua',
    title: 'Spoken English for Everyday Confidence',
    shortTitle: 'Spoken English for Everyday',
    subtitle: 'Stop translating in your head and start speaking English in daily life',
    description: [
      'Many of us understand English well but freeze when it is time to speak. This free course builds speaking confidence with the phrases and sentence patterns used in daily life: introducing yourself, asking for help, making small talk and speaking on the phone.',
      'Lessons are explained in Bangla with lots of listening and speaking practice in English.',
    ].join('\n\n'),
    outcomes: [
      'Introduce yourself and make small talk naturally',
      'Use the 100 most useful everyday English patterns',
      'Improve pronunciation of difficult sounds',
      'Speak on the phone and in shops without fear',
    ],
    requirements: ['Basic English reading skills', 'No other requirements'],
    tags: ['spoken english', 'english', 'communication', 'speaking'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(10),
    lessonsCount: 40,
    price: 0,
    salePrice: null,
    ratingAvg: 4.6,
    ratingCount: 41,
    enrolledCount: 344,
    publishedDaysAgo: 452,
  }),
  course({
    slug: 'job-interview-english-communication',
    genre: 'english',
    instructor: 'ayesha_siddiqua',
    title: 'Job Interview English & Communication',
    shortTitle: 'Job Interview English',
    subtitle: 'Answer interview questions clearly, write professional e-mails and present with confidence',
    description: [
      'A strong CV gets you the interview; clear English gets you the job. This course prepares you for interviews at multinational companies, banks and software firms with model answers to the 40 most common questions and plenty of practice.',
      'You will also learn to write professional e-mails, speak up in meetings and give short presentations.',
    ].join('\n\n'),
    outcomes: [
      'Answer "Tell me about yourself" and other common questions with structure',
      'Use the STAR method for behavioural questions',
      'Write clear, polite professional e-mails',
      'Speak confidently in meetings and presentations',
    ],
    requirements: ['Intermediate English', 'A CV you want to practise with (optional)'],
    tags: ['job interview', 'english', 'communication', 'career', 'email writing'],
    level: 'intermediate',
    language: 'bn',
    durationMinutes: hours(8),
    lessonsCount: 30,
    price: taka(2000),
    salePrice: null,
    ratingAvg: 4.7,
    ratingCount: 10,
    enrolledCount: 92,
    publishedDaysAgo: 152,
  }),
  course({
    slug: 'ielts-complete-preparation',
    genre: 'english',
    instructor: 'ayesha_siddiqua',
    title: 'IELTS Complete Preparation: Academic & General',
    shortTitle: 'IELTS Complete Preparation',
    subtitle: 'Listening, Reading, Writing and Speaking strategies with full mock tests',
    description: [
      'Planning to study or work abroad? This course covers all four IELTS modules for both the Academic and General Training tests, with clear strategies for every question type and honest advice about what it takes to reach your target band.',
      'Writing tasks get detailed band-by-band breakdowns, and four full mock tests help you track your progress before exam day.',
    ].join('\n\n'),
    outcomes: [
      'Apply proven strategies for every Listening and Reading question type',
      'Write well-structured Task 1 reports and letters',
      'Write Task 2 essays that meet band 7 criteria',
      'Manage time under real exam conditions',
      'Take four full mock tests with answer explanations',
    ],
    requirements: ['Intermediate English', 'A target test date helps you stay on track'],
    tags: ['ielts', 'english', 'writing', 'reading', 'study abroad'],
    level: 'all-levels',
    language: 'bn',
    durationMinutes: hours(40),
    lessonsCount: 140,
    price: taka(6000),
    salePrice: taka(3999),
    ratingAvg: 4.7,
    ratingCount: 18,
    enrolledCount: 142,
    publishedDaysAgo: 363,
  }),

  // ---------------------------------------------------------------- Freelancing
  course({
    slug: 'fiverr-upwork-freelancing-masterclass',
    genre: 'freelancing',
    instructor: 'jubayer_alam',
    title: 'Fiverr & Upwork Freelancing Masterclass',
    shortTitle: 'Fiverr & Upwork Masterclass',
    subtitle: 'Build a profile that wins clients, price your work and earn in dollars from Bangladesh',
    description: [
      'Bangladesh has one of the largest freelance workforces in the world, but most new freelancers give up before their first order. This masterclass shows you, step by step, how to choose a service, build Fiverr and Upwork profiles that stand out, write proposals clients answer and deliver work that earns five-star reviews.',
      'You will also learn how to price your services, handle difficult clients, avoid account suspensions and withdraw your earnings safely to a Bangladeshi bank account.',
      'Every lesson is drawn from real projects and real mistakes.',
    ].join('\n\n'),
    outcomes: [
      'Choose a profitable service that matches your skills',
      'Create Fiverr gigs and an Upwork profile that rank and convert',
      'Write proposals that get replies',
      'Price, negotiate and deliver projects professionally',
      'Withdraw earnings safely with Payoneer and bank transfers',
    ],
    requirements: [
      'One sellable skill, or the willingness to learn one',
      'A computer and a stable internet connection',
    ],
    tags: ['freelancing', 'fiverr', 'upwork', 'remote work', 'online income'],
    level: 'all-levels',
    language: 'bn',
    durationMinutes: hours(22),
    lessonsCount: 74,
    price: taka(4000),
    salePrice: taka(2499),
    isFeatured: true,
    ratingAvg: 4.7,
    ratingCount: 38,
    enrolledCount: 298,
    publishedDaysAgo: 409,
  }),
  course({
    slug: 'freelancing-for-students-getting-started',
    genre: 'freelancing',
    instructor: 'jubayer_alam',
    title: 'Freelancing for Students: Getting Started',
    shortTitle: 'Freelancing for Students',
    subtitle: 'Find the right skill, avoid scams and land your first paid project while studying',
    description: [
      'Thinking about freelancing but not sure where to begin? This course answers the questions every student asks: which skills sell, how long it takes, which marketplaces to use and how to avoid the scams that target beginners.',
      'You finish with a realistic 90-day plan to your first paid project, built around your class schedule.',
    ].join('\n\n'),
    outcomes: [
      'Understand how freelance marketplaces work',
      'Pick a skill that matches your interests and the market',
      'Recognise and avoid common freelancing scams',
      'Follow a 90-day plan to your first client',
    ],
    requirements: ['A computer or laptop', 'Two hours a day to practise'],
    tags: ['freelancing', 'students', 'online income', 'career'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(6),
    lessonsCount: 22,
    price: taka(1200),
    salePrice: null,
    ratingAvg: 4.2,
    ratingCount: 9,
    enrolledCount: 104,
    publishedDaysAgo: 488,
  }),
  course({
    slug: 'wordpress-websites-for-freelancers',
    genre: 'freelancing',
    instructor: 'jubayer_alam',
    title: 'WordPress Websites for Freelancers',
    shortTitle: 'WordPress for Freelancers',
    subtitle: 'Build, sell and maintain client websites without writing code',
    description: [
      'WordPress runs a huge share of the web, and small businesses everywhere need someone to build and care for their sites. This course teaches you to build professional business sites and WooCommerce shops with Elementor, then sell that service on freelance marketplaces.',
      'You will build three client-style projects and learn how to handle hosting, backups, speed and security.',
    ].join('\n\n'),
    outcomes: [
      'Install WordPress and set up hosting and domains',
      'Design pages with Elementor and themes',
      'Build a WooCommerce shop with local payment options',
      'Keep sites fast, backed up and secure',
      'Package and price WordPress services for clients',
    ],
    requirements: ['Basic computer skills', 'No coding needed'],
    tags: ['wordpress', 'woocommerce', 'elementor', 'freelancing', 'web design'],
    level: 'beginner',
    language: 'bn',
    durationMinutes: hours(20),
    lessonsCount: 70,
    price: taka(3500),
    salePrice: taka(2299),
    ratingAvg: 4.5,
    ratingCount: 13,
    enrolledCount: 112,
    publishedDaysAgo: 268,
  }),
  course({
    slug: 'winning-proposals-client-communication',
    genre: 'freelancing',
    instructor: 'jubayer_alam',
    title: 'Winning Proposals & Client Communication',
    shortTitle: 'Winning Proposals',
    subtitle: 'Write proposals, run calls and manage clients like a top-rated freelancer',
    description: [
      'Skill alone does not win contracts; communication does. This course teaches the proposal structure, call scripts and project updates that helped hundreds of Bangladeshi freelancers move from one-off gigs to long-term clients.',
      'Includes templates for proposals, contracts, status updates and handling disputes.',
    ].join('\n\n'),
    outcomes: [
      'Write short, personalised proposals that get replies',
      'Run discovery calls with confidence',
      'Set scope, milestones and expectations in writing',
      'Turn one-off clients into long-term contracts',
    ],
    requirements: ['A freelance profile on any marketplace', 'Intermediate English'],
    tags: ['freelancing', 'upwork', 'proposal writing', 'client communication'],
    level: 'intermediate',
    language: 'en',
    durationMinutes: hours(8),
    lessonsCount: 28,
    price: taka(2500),
    salePrice: null,
    ratingAvg: 4.1,
    ratingCount: 3,
    enrolledCount: 14,
    publishedDaysAgo: 16,
  }),
];

/**
 * A career path: its own course row of kind `career_path` (duration and lesson count are the sums of its
 * members) plus an ordered list of member course slugs. Its price is a bundle price, less than the sum of
 * its members' list prices.
 */
export interface DemoCareerPath extends DemoCourse {
  members: readonly string[];
}

type CareerPathInput = Omit<CourseInput, 'durationMinutes' | 'lessonsCount'> & { members: readonly string[] };

function careerPath({ members, ...input }: CareerPathInput): DemoCareerPath {
  const memberCourses = members.map((slug) => {
    const found = DEMO_COURSES.find((c) => c.slug === slug);
    if (!found) throw new Error(`Career path ${input.slug}: unknown member course ${slug}`);
    return found;
  });
  return {
    ...course({
      ...input,
      durationMinutes: memberCourses.reduce((sum, c) => sum + c.durationMinutes, 0),
      lessonsCount: memberCourses.reduce((sum, c) => sum + c.lessonsCount, 0),
    }),
    members,
  };
}

export const DEMO_CAREER_PATHS: readonly DemoCareerPath[] = [
  careerPath({
    slug: 'data-analyst-career-path',
    genre: 'data-analytics',
    instructor: 'tanvir_ahmed',
    title: 'Data Analyst Career Path',
    subtitle: 'Five courses, one goal: your first job as a data analyst',
    description: [
      'This career path brings together everything a junior data analyst needs, in the order you should learn it: Excel for everyday office work, SQL for querying databases, a complete Excel-SQL-Power BI workflow, Python for larger data and advanced Power BI for executive dashboards.',
      'Follow the courses in order, complete the projects, and you will finish with a portfolio of five analyses and the confidence to apply for analyst roles at banks, telcos and e-commerce companies.',
    ].join('\n\n'),
    outcomes: [
      'Master Excel, SQL, Python and Power BI in a logical order',
      'Build five portfolio projects on realistic Bangladeshi data',
      'Prepare for analyst interviews with SQL and case questions',
      'Earn a career path certificate on completion',
    ],
    requirements: ['Basic computer skills', 'About 8 to 10 hours a week for five months'],
    tags: ['data analyst', 'career path', 'excel', 'sql', 'python', 'power bi'],
    level: 'beginner',
    language: 'bn',
    price: taka(12000),
    salePrice: taka(8999),
    ratingAvg: 4.8,
    ratingCount: 6,
    enrolledCount: 42,
    publishedDaysAgo: 110,
    members: [
      'excel-essentials-for-office-jobs',
      'sql-for-data-analysts',
      'data-analytics-excel-sql-power-bi',
      'python-for-data-analysis',
      'power-bi-dashboard-dax-masterclass',
    ],
  }),
  careerPath({
    slug: 'mern-full-stack-developer-career-path',
    genre: 'web-development',
    instructor: 'mahmudul_hasan',
    title: 'MERN Full-Stack Developer Career Path',
    shortTitle: 'MERN Full-Stack Developer',
    subtitle: 'From your first HTML page to production-ready full-stack apps',
    description: [
      'This career path takes you from absolute beginner to job-ready full-stack developer. You start with HTML, CSS and JavaScript, move on to React and Node.js, build complete MERN applications and finish with Next.js and TypeScript, the tools most product teams expect today.',
      'Each course builds on the previous one, and the projects together form a portfolio you can show to software companies and freelance clients.',
    ].join('\n\n'),
    outcomes: [
      'Build responsive front ends with HTML, CSS, JavaScript and React',
      'Design and secure REST APIs with Node.js and MongoDB',
      'Ship full-stack apps with authentication, payments and tests',
      'Work with TypeScript and Next.js like a professional team',
    ],
    requirements: ['No programming experience needed', 'About 10 to 12 hours a week for six months'],
    tags: ['mern', 'full stack', 'career path', 'react', 'node', 'javascript'],
    level: 'beginner',
    language: 'bn',
    price: taka(12000),
    salePrice: taka(9499),
    ratingAvg: 4.8,
    ratingCount: 8,
    enrolledCount: 52,
    publishedDaysAgo: 24,
    members: [
      'html-css-javascript-for-beginners',
      'react-tailwind-modern-frontend',
      'nodejs-express-mongodb-rest-api',
      'mern-stack-web-development',
      'nextjs-typescript-production-apps',
    ],
  }),
  careerPath({
    slug: 'digital-marketer-career-path',
    genre: 'digital-marketing',
    instructor: 'sabbir_hossain',
    title: 'Digital Marketer Career Path',
    subtitle: 'Social media, paid ads, SEO and analytics: the complete skill set agencies hire for',
    description: [
      'Agencies and brands in Bangladesh want marketers who can do more than post on Facebook. This path covers the complete toolkit in four courses: social media marketing, Facebook and Google Ads, SEO, and measuring everything with Google Analytics 4.',
      'You will run real campaigns, audit a real website and build a results-based portfolio for interviews or freelance clients.',
    ].join('\n\n'),
    outcomes: [
      'Plan and run organic and paid social media campaigns',
      'Manage Facebook and Google Ads budgets for measurable results',
      'Improve search rankings with a complete SEO process',
      'Report results with GA4 and Looker Studio dashboards',
    ],
    requirements: ['No marketing experience needed', 'About 6 hours a week for three months'],
    tags: ['digital marketing', 'career path', 'facebook ads', 'seo', 'google analytics'],
    level: 'beginner',
    language: 'bn',
    price: taka(9000),
    salePrice: taka(6499),
    ratingAvg: 4.6,
    ratingCount: 6,
    enrolledCount: 38,
    publishedDaysAgo: 64,
    members: [
      'social-media-marketing-for-f-commerce',
      'facebook-google-ads-for-bangladeshi-businesses',
      'seo-masterclass-rank-higher-on-google',
      'google-analytics-4-tag-manager',
    ],
  }),
  careerPath({
    slug: 'flutter-app-developer-career-path',
    genre: 'mobile-development',
    instructor: 'rakib_uddin',
    title: 'Flutter App Developer Career Path',
    shortTitle: 'Flutter App Developer',
    subtitle: 'Learn Dart, build and publish apps, then master Firebase and clean architecture',
    description: [
      'This path turns a beginner into a Flutter developer ready for a job or for freelance projects. You learn Dart first, build and publish your own apps, add real-time features with Firebase and finally learn the architecture and testing practices that senior developers use.',
      'Four courses, more than fifteen apps and a clear order, so you always know what to learn next.',
    ].join('\n\n'),
    outcomes: [
      'Write idiomatic Dart and Flutter code',
      'Publish apps on the Google Play Store',
      'Build real-time apps with Firebase',
      'Structure large apps with Bloc, Riverpod and tests',
    ],
    requirements: ['No programming experience needed', 'A laptop with 8 GB RAM'],
    tags: ['flutter', 'dart', 'career path', 'mobile app', 'firebase'],
    level: 'beginner',
    language: 'bn',
    price: taka(12000),
    salePrice: taka(8999),
    ratingAvg: 4.8,
    ratingCount: 5,
    enrolledCount: 28,
    publishedDaysAgo: 48,
    members: [
      'dart-programming-fundamentals',
      'flutter-app-development-zero-to-play-store',
      'flutter-firebase-real-time-apps',
      'flutter-state-management-clean-architecture',
    ],
  }),
  careerPath({
    slug: 'devops-engineer-career-path',
    genre: 'devops',
    instructor: 'rafiqul_islam',
    title: 'DevOps Engineer Career Path',
    shortTitle: 'DevOps Engineer',
    subtitle: 'Linux, AWS, containers and CI/CD in the order teams expect',
    description: [
      'DevOps engineers are among the best-paid technical roles in Bangladesh. This path takes you from your first Linux command to automated deployments on Kubernetes, with an AWS certification along the way.',
      'Finish all four courses and you will have operated a real cluster, built real pipelines and prepared for DevOps interviews.',
    ].join('\n\n'),
    outcomes: [
      'Work confidently on Linux servers',
      'Prepare for the AWS Cloud Practitioner certificate',
      'Run applications on Docker and Kubernetes',
      'Automate delivery with CI/CD pipelines',
    ],
    requirements: ['Basic computer and networking knowledge', 'About 8 hours a week for five months'],
    tags: ['devops', 'career path', 'linux', 'aws', 'kubernetes', 'docker'],
    level: 'beginner',
    language: 'bn',
    price: taka(12000),
    salePrice: taka(9999),
    ratingAvg: 4.7,
    ratingCount: 3,
    enrolledCount: 20,
    publishedDaysAgo: 40,
    members: [
      'linux-command-line-for-beginners',
      'aws-cloud-practitioner-exam-prep',
      'devops-docker-kubernetes-aws',
      'ci-cd-github-actions-jenkins',
    ],
  }),
];
