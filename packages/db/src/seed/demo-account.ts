/**
 * The all-roles demo account (demo@dokkho.test, demo-accounts.ts) given a history in every role it holds
 * (issue 15 item 7), so no dashboard it opens is empty: as a recruiter at Dokkho Demo Ltd. (beside
 * recruiter@, with posts of its own) it has open, closed and draft posts with applicants at every stage,
 * notes and contact requests; as a job seeker, a profile, finished courses with certificates and
 * applications to other employers; as a learner, a course in progress and a review. Dates are days before
 * the seed time, like demo-hiring.ts; the seeders (seed-jobs.ts, seed-hiring.ts) check the timelines.
 */
import type { DemoApplication, DemoContactRequest, DemoSeekerProfile } from './demo-hiring';
import type { DemoJob } from './demo-jobs';

export const DEMO_ACCOUNT_EMAIL = 'demo@dokkho.test';
/** The company key (demo-jobs.ts) and seeker key (demo-hiring.ts) of the demo account. */
export const DEMO_ACCOUNT_KEY = 'demo';

const DHAKA = ['Dhaka', 'Dhaka'] as const;

/** Three open, one closed, one draft. */
export const DEMO_ACCOUNT_JOBS: readonly DemoJob[] = [
  {
    company: DEMO_ACCOUNT_KEY,
    role: 'biAnalyst',
    title: 'Business Intelligence Analyst',
    type: 'full_time',
    workplace: 'hybrid',
    location: DHAKA,
    salary: [45_000, 65_000],
    experience: [1, 3],
    postedDaysAgo: 12,
    deadlineInDays: 20,
  },
  {
    company: DEMO_ACCOUNT_KEY,
    role: 'socialMedia',
    title: 'Social Media Executive',
    type: 'full_time',
    workplace: 'on_site',
    location: DHAKA,
    salary: [25_000, 35_000],
    experience: [0, 2],
    postedDaysAgo: 9,
    deadlineInDays: 16,
  },
  {
    company: DEMO_ACCOUNT_KEY,
    role: 'trainer',
    title: 'Instructional Designer',
    type: 'full_time',
    workplace: 'on_site',
    location: DHAKA,
    salary: [35_000, 50_000],
    experience: [1, 3],
    postedDaysAgo: 18,
    deadlineInDays: 12,
  },
  {
    company: DEMO_ACCOUNT_KEY,
    role: 'accountant',
    title: 'Accounts Executive',
    type: 'full_time',
    workplace: 'on_site',
    location: DHAKA,
    salary: [28_000, 38_000],
    experience: [1, 3],
    postedDaysAgo: 34,
    deadlineInDays: -3,
    status: 'closed',
  },
  {
    company: DEMO_ACCOUNT_KEY,
    role: 'qa',
    title: 'QA Engineer (draft)',
    type: 'full_time',
    workplace: 'hybrid',
    location: DHAKA,
    salary: [40_000, 60_000],
    experience: [1, 3],
    postedDaysAgo: 0,
    deadlineInDays: 30,
    status: 'draft',
  },
];

/** The demo account as a job seeker: a generalist who reports, designs and now hires. */
export const DEMO_ACCOUNT_SEEKER_PROFILE: DemoSeekerProfile = {
  headline: 'Operations executive: Excel and Power BI reports, learning UI design',
  about:
    'Three years in operations at a distribution company: I own the weekly sales and stock reports in Excel and Power BI. Now learning UI design on Dokkho to move into product work.',
  location: ['Dhaka', 'Dhaka'],
  skills: ['excel', 'power bi', 'data analysis', 'figma', 'communication'],
  expectedSalary: 55_000,
  discoverable: false,
  experiences: [
    {
      title: 'Operations Executive',
      company: 'Meghna Distribution Ltd.',
      type: 'full_time',
      fromMonthsAgo: 38,
      toMonthsAgo: null,
      description:
        'Weekly sales and stock reports for 30 distributors; moved them from e-mailed spreadsheets to one Power BI dashboard.',
    },
  ],
  educations: [
    {
      level: 'bachelor',
      institution: 'North South University',
      subject: 'Business Administration',
      result: 'CGPA 3.31 of 4',
      passedYearsAgo: 4,
    },
  ],
  completed: [
    { course: 'excel-essentials-for-office-jobs', daysAgo: 40 },
    { course: 'power-bi-dashboard-dax-masterclass', daysAgo: 18 },
  ],
  inProgress: ['figma-ui-ux-design-bootcamp'],
};

const D = DEMO_ACCOUNT_KEY;

/** Applicants on the demo account's posts at every stage, and the demo account's own applications. */
export const DEMO_ACCOUNT_APPLICATIONS: readonly DemoApplication[] = [
  // Business Intelligence Analyst (posted 12 days ago).
  {
    seeker: 'nafisa_tabassum',
    company: D,
    job: 'Business Intelligence Analyst',
    appliedDaysAgo: 11.5,
    moves: [
      ['screening', 10.2],
      ['interview', 6.5],
    ],
    shortlisted: true,
    coverLetter:
      'I already build the daily sales dashboards of a 40-outlet retail chain in Power BI; I would like to do it for learning data.',
    notes: [{ body: 'Very strong on DAX. Interview with the product lead on Thursday.', daysAgo: 6.4 }],
  },
  {
    seeker: 'rafiul_hoque',
    company: D,
    job: 'Business Intelligence Analyst',
    appliedDaysAgo: 10.8,
    moves: [
      ['screening', 8.9],
      ['interview', 5.1],
      ['offer', 1.2],
    ],
    shortlisted: true,
    notes: [
      { body: 'Hybrid suits him: two days in Dhaka, the rest from Chattogram.', daysAgo: 5 },
      { body: 'Offer sent at ৳58,000; he asked for a week to decide.', daysAgo: 1.2 },
    ],
  },
  { seeker: 'priya_das', company: D, job: 'Business Intelligence Analyst', appliedDaysAgo: 9.4 },
  {
    seeker: 'abdullah_al_mamun',
    company: D,
    job: 'Business Intelligence Analyst',
    appliedDaysAgo: 7.7,
    moves: [['rejected', 6]],
  },

  // Social Media Executive (posted 9 days ago).
  {
    seeker: 'jannatul_ferdous',
    company: D,
    job: 'Social Media Executive',
    appliedDaysAgo: 8.6,
    moves: [
      ['screening', 7],
      ['interview', 3.4],
    ],
    shortlisted: true,
    coverLetter:
      'I run the Facebook pages of two tea brands in Sylhet and would love to grow a learning brand’s community.',
    notes: [{ body: 'Portfolio is excellent. Ready to move to Dhaka.', daysAgo: 6.9 }],
  },
  {
    seeker: 'sharmin_akter',
    company: D,
    job: 'Social Media Executive',
    appliedDaysAgo: 7.9,
    moves: [['screening', 5.5]],
  },
  {
    seeker: 'tanjim_ahmed',
    company: D,
    job: 'Social Media Executive',
    appliedDaysAgo: 5.2,
    moves: [['rejected', 3]],
  },
  { seeker: 'nadia_sultana', company: D, job: 'Social Media Executive', appliedDaysAgo: 1.1 },

  // Instructional Designer (posted 18 days ago).
  {
    seeker: 'sumaiya_islam',
    company: D,
    job: 'Instructional Designer',
    appliedDaysAgo: 17.2,
    moves: [
      ['screening', 15.5],
      ['interview', 11],
      ['offer', 6.1],
      ['hired', 2.2],
    ],
    shortlisted: true,
    notes: [{ body: 'Accepted at ৳45,000. Starts on the 1st with the IELTS course team.', daysAgo: 2.2 }],
  },
  {
    seeker: 'farzana_haque',
    company: D,
    job: 'Instructional Designer',
    appliedDaysAgo: 15.9,
    moves: [['screening', 12]],
    withdrawnDaysAgo: 8,
  },
  { seeker: 'moumita_saha', company: D, job: 'Instructional Designer', appliedDaysAgo: 0.8 },

  // Accounts Executive (closed 3 days ago).
  {
    seeker: 'priya_das',
    company: D,
    job: 'Accounts Executive',
    appliedDaysAgo: 30,
    moves: [['rejected', 27]],
  },
  {
    seeker: 'moumita_saha',
    company: D,
    job: 'Accounts Executive',
    appliedDaysAgo: 25,
    moves: [
      ['screening', 22],
      ['rejected', 12],
    ],
    notes: [{ body: 'Friendly, but no Tally or VAT returns experience yet.', daysAgo: 12 }],
  },

  // The demo account's own applications (other employers' posts).
  {
    seeker: D,
    company: 'padma',
    job: 'UI/UX Designer',
    appliedDaysAgo: 4.2,
    moves: [['screening', 2.5]],
    coverLetter: 'I design the dashboards I build; my Figma case study is on my profile.',
  },
  { seeker: D, company: 'sundarban', job: 'Business Intelligence Analyst', appliedDaysAgo: 1.7 },
  {
    seeker: D,
    company: 'barind',
    job: 'Product Designer',
    appliedDaysAgo: 6.5,
    moves: [['rejected', 3.2]],
  },
  {
    seeker: D,
    company: 'padma',
    job: 'QA Engineer',
    appliedDaysAgo: 11,
    withdrawnDaysAgo: 6,
  },
];

export const DEMO_ACCOUNT_CONTACT_REQUESTS: readonly DemoContactRequest[] = [
  {
    company: D,
    seeker: 'kamrul_hasan',
    job: null,
    message:
      'Hello Kamrul, we are building our payments team next quarter and your fintech backend work stands out. Open to a call?',
    status: 'pending',
    daysAgo: 2.1,
  },
  {
    company: D,
    seeker: 'rezaul_karim',
    job: null,
    message: 'Hi Rezaul, would you like to hear about a full stack role on our learning platform?',
    status: 'accepted',
    daysAgo: 5.5,
    respondedDaysAgo: 4.8,
  },
];
