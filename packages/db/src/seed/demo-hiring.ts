/**
 * Demo hiring data (issue 6, second slice): job seekers with profiles, work history, education and
 * Dokkho certificates, their applications to the demo recruiter's posts at every stage, the recruiter's
 * notes and contact requests, and the demo job seeker's own profile and applications. Skills use the job
 * posts' and courses' tags (demo-jobs.ts, demo-data.ts), so the ranking shows verified, declared and missing
 * skills. Every date is relative to the seed time (days ago; months ago for CV months; years ago for
 * passing years), so the data never ages; salaries are taka a month (the seeder stores poisha).
 */
import type { DemoEducationLevel, DemoEmploymentType } from './demo-jobs';
import type { DemoResumeKey } from './demo-resumes';

export interface DemoExperience {
  title: string;
  company: string;
  type: DemoEmploymentType | null;
  /** Months before the seed month: the first month there. */
  fromMonthsAgo: number;
  /** The last month there; null while still there. */
  toMonthsAgo: number | null;
  description: string;
}

export interface DemoEducation {
  level: DemoEducationLevel;
  institution: string;
  subject: string;
  result: string;
  /** Years before the seed year; null while studying. */
  passedYearsAgo: number | null;
}

export interface DemoSeekerProfile {
  headline: string;
  about: string;
  /** [division, district] (BD_DIVISIONS). */
  location: readonly [string, string];
  skills: readonly string[];
  /** Taka a month. */
  expectedSalary: number | null;
  discoverable: boolean;
  experiences: readonly DemoExperience[];
  educations: readonly DemoEducation[];
  /** Courses finished on Dokkho (by slug), each with its certificate and, where it has one, a passed quiz. */
  completed: readonly { course: string; daysAgo: number }[];
  /** Courses enrolled in and not finished. */
  inProgress: readonly string[];
}

/** A job seeker who is data only: no password, like the catalog's instructors. */
export interface DemoSeeker extends DemoSeekerProfile {
  username: string;
  firstName: string;
  lastName: string;
  /** Verified mobile, shown to a recruiter once the seeker applied or accepted a contact request. */
  phoneNumber: string;
  joinedDaysAgo: number;
}

export type DemoStage = 'applied' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';

/** The demo recruiter's company key in DemoJob.company (recruiter@dokkho.test). */
export const DEMO_RECRUITER_KEY = 'recruiter';
/** In DemoApplication.seeker: the demo account jobseeker@dokkho.test. */
export const DEMO_JOB_SEEKER_KEY = 'jobseeker';

export interface DemoApplication {
  /** A DemoSeeker username, or DEMO_JOB_SEEKER_KEY. */
  seeker: string;
  /** The post: its company key (demo-jobs.ts) and title. */
  company: string;
  job: string;
  appliedDaysAgo: number;
  /** The recruiter's stage moves after `applied`, oldest first: [stage, days ago]. */
  moves?: readonly (readonly [DemoStage, number])[];
  /** The applicant withdrew, days ago (after the last move). */
  withdrawnDaysAgo?: number;
  shortlisted?: boolean;
  coverLetter?: string;
  /** Sent with one of the demo job seeker's built resumes (demo-resumes.ts) instead of the profile. */
  resume?: DemoResumeKey;
  /** The recruiter's private notes. */
  notes?: readonly { body: string; daysAgo: number }[];
}

export interface DemoContactRequest {
  company: string;
  seeker: string;
  /** One of that company's posts, by title; null for a general approach. */
  job: string | null;
  message: string;
  status: 'pending' | 'accepted' | 'declined';
  daysAgo: number;
  respondedDaysAgo?: number;
}

export const DEMO_SEEKERS: readonly DemoSeeker[] = [
  {
    username: 'nafisa_tabassum',
    firstName: 'Nafisa',
    lastName: 'Tabassum',
    phoneNumber: '+8801711402317',
    joinedDaysAgo: 140,
    headline: 'Data analyst: Excel, SQL and Power BI dashboards',
    about:
      'Statistics graduate from the University of Dhaka. I build the monthly sales and stock reports for a retail chain in SQL and Power BI, and I like explaining numbers to people who do not read spreadsheets.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['excel', 'sql', 'power bi', 'data analysis', 'python'],
    expectedSalary: 42_000,
    discoverable: true,
    experiences: [
      {
        title: 'MIS Executive',
        company: 'Meghna Retail Ltd.',
        type: 'full_time',
        fromMonthsAgo: 18,
        toMonthsAgo: null,
        description:
          'Daily sales and stock reports for 40 outlets; moved the reports from hand-made Excel sheets to SQL views and a Power BI dashboard.',
      },
      {
        title: 'Research Assistant (intern)',
        company: 'Institute of Statistical Research and Training',
        type: 'internship',
        fromMonthsAgo: 26,
        toMonthsAgo: 21,
        description: 'Cleaned household survey data and ran summary tables for a nutrition study.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'University of Dhaka',
        subject: 'Statistics',
        result: 'CGPA 3.62 of 4',
        passedYearsAgo: 2,
      },
      {
        level: 'hsc',
        institution: 'Viqarunnisa Noon School and College',
        subject: 'Science',
        result: 'GPA 5.00',
        passedYearsAgo: 7,
      },
    ],
    completed: [
      { course: 'data-analytics-excel-sql-power-bi', daysAgo: 75 },
      { course: 'sql-for-data-analysts', daysAgo: 41 },
    ],
    inProgress: [],
  },
  {
    username: 'mehedi_hasan',
    firstName: 'Mehedi',
    lastName: 'Hasan',
    phoneNumber: '+8801819224506',
    joinedDaysAgo: 210,
    headline: 'MERN stack developer, three years of React and Node',
    about:
      'BUET CSE graduate. I build and maintain React front ends and Express APIs on MongoDB for an e-commerce agency; lately also payment integrations with bKash and SSLCommerz.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['mern', 'react', 'node', 'express', 'mongodb', 'javascript', 'typescript', 'rest api'],
    expectedSalary: 85_000,
    discoverable: true,
    experiences: [
      {
        title: 'Software Engineer',
        company: 'Bengal Commerce Labs',
        type: 'full_time',
        fromMonthsAgo: 24,
        toMonthsAgo: null,
        description:
          'Lead developer of two storefronts (React, Node, MongoDB); cut the checkout page load from 6 to 2 seconds on 3G.',
      },
      {
        title: 'Junior Web Developer',
        company: 'Kawran Soft',
        type: 'full_time',
        fromMonthsAgo: 38,
        toMonthsAgo: 25,
        description: 'Admin panels in React and REST APIs in Express for local clients.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Bangladesh University of Engineering and Technology (BUET)',
        subject: 'Computer Science and Engineering',
        result: 'CGPA 3.41 of 4',
        passedYearsAgo: 3,
      },
      {
        level: 'hsc',
        institution: 'Dhaka College',
        subject: 'Science',
        result: 'GPA 5.00',
        passedYearsAgo: 8,
      },
    ],
    completed: [
      { course: 'mern-stack-web-development', daysAgo: 160 },
      { course: 'nodejs-express-mongodb-rest-api', daysAgo: 95 },
    ],
    inProgress: [],
  },
  {
    username: 'sharmin_akter',
    firstName: 'Sharmin',
    lastName: 'Akter',
    phoneNumber: '+8801913558720',
    joinedDaysAgo: 95,
    headline: 'Marketing student running Facebook and Google ads for small shops',
    about:
      'Final-year BBA (Marketing) student. I run Facebook ad campaigns for three f-commerce pages in Gazipur and report the results with GA4. Looking for an internship where I can learn from a real marketing team.',
    location: ['Dhaka', 'Gazipur'],
    skills: [
      'digital marketing',
      'facebook ads',
      'google ads',
      'google analytics',
      'canva',
      'content marketing',
    ],
    expectedSalary: 12_000,
    discoverable: true,
    experiences: [
      {
        title: 'Freelance Ads Manager',
        company: 'Self-employed',
        type: 'part_time',
        fromMonthsAgo: 10,
        toMonthsAgo: null,
        description:
          'Facebook and Instagram campaigns for clothing and home-food pages; about ৳60,000 of ad spend a month.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'National University (Gazipur Govt. College)',
        subject: 'Marketing',
        result: '',
        passedYearsAgo: null,
      },
      {
        level: 'hsc',
        institution: 'Kaliakair Degree College',
        subject: 'Business Studies',
        result: 'GPA 4.75',
        passedYearsAgo: 4,
      },
    ],
    completed: [
      { course: 'facebook-google-ads-for-bangladeshi-businesses', daysAgo: 60 },
      { course: 'google-analytics-4-tag-manager', daysAgo: 22 },
    ],
    inProgress: [],
  },
  {
    username: 'rafiul_hoque',
    firstName: 'Rafiul',
    lastName: 'Hoque',
    phoneNumber: '+8801816730944',
    joinedDaysAgo: 180,
    headline: 'Operations analyst in Chattogram: Excel, Power BI, shipment data',
    about:
      'Finance graduate from Chittagong University. I track container movements and costs for a freight forwarder and turn them into Power BI reports; ready to move to Dhaka for the right role.',
    location: ['Chattogram', 'Chattogram'],
    skills: ['excel', 'power bi', 'dax', 'sql', 'data analysis', 'supply chain'],
    expectedSalary: 45_000,
    discoverable: true,
    experiences: [
      {
        title: 'Operations Analyst',
        company: 'Bay Freight Forwarders',
        type: 'full_time',
        fromMonthsAgo: 20,
        toMonthsAgo: null,
        description:
          'Weekly cost and turnaround reports for 300+ export shipments; built the first Power BI dashboard of the company.',
      },
      {
        title: 'Accounts Assistant',
        company: 'Agrabad Traders',
        type: 'full_time',
        fromMonthsAgo: 32,
        toMonthsAgo: 21,
        description: 'Vouchers, bank reconciliation and monthly VAT returns in Excel and Tally.',
      },
    ],
    educations: [
      {
        level: 'masters',
        institution: 'University of Chittagong',
        subject: 'Finance',
        result: 'CGPA 3.54 of 4',
        passedYearsAgo: 2,
      },
      {
        level: 'bachelor',
        institution: 'University of Chittagong',
        subject: 'Finance',
        result: 'CGPA 3.38 of 4',
        passedYearsAgo: 3,
      },
      {
        level: 'hsc',
        institution: 'Chittagong College',
        subject: 'Business Studies',
        result: 'GPA 5.00',
        passedYearsAgo: 8,
      },
    ],
    completed: [
      { course: 'excel-essentials-for-office-jobs', daysAgo: 150 },
      { course: 'power-bi-dashboard-dax-masterclass', daysAgo: 48 },
    ],
    inProgress: [],
  },
  {
    username: 'labiba_chowdhury',
    firstName: 'Labiba',
    lastName: 'Chowdhury',
    phoneNumber: '+8801712880453',
    joinedDaysAgo: 120,
    headline: 'Frontend developer (React, Tailwind) in Sylhet, open to remote work',
    about:
      'SUST CSE graduate. Two years building React front ends for a software house in Sylhet; I care about fast pages on cheap phones and accessible forms.',
    location: ['Sylhet', 'Sylhet'],
    skills: ['react', 'javascript', 'typescript', 'tailwind', 'html', 'css', 'node'],
    expectedSalary: 65_000,
    discoverable: true,
    experiences: [
      {
        title: 'Frontend Developer',
        company: 'Surma IT Solutions',
        type: 'full_time',
        fromMonthsAgo: 25,
        toMonthsAgo: null,
        description:
          'React and Tailwind dashboards for hospital and school clients; set up the team’s component library.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Shahjalal University of Science and Technology (SUST)',
        subject: 'Computer Science and Engineering',
        result: 'CGPA 3.47 of 4',
        passedYearsAgo: 2,
      },
      {
        level: 'hsc',
        institution: 'Sylhet Government Women’s College',
        subject: 'Science',
        result: 'GPA 5.00',
        passedYearsAgo: 7,
      },
    ],
    completed: [
      { course: 'html-css-javascript-for-beginners', daysAgo: 110 },
      { course: 'react-tailwind-modern-frontend', daysAgo: 35 },
    ],
    inProgress: [],
  },
  {
    username: 'abdullah_al_mamun',
    firstName: 'Abdullah Al',
    lastName: 'Mamun',
    phoneNumber: '+8801717115268',
    joinedDaysAgo: 70,
    headline: 'Economics graduate learning data analysis with Python',
    about:
      'Economics graduate from Rajshahi University. I analysed rice price data in Python for my thesis and want a first analyst job; happy to relocate to Dhaka.',
    location: ['Rajshahi', 'Rajshahi'],
    skills: ['python', 'pandas', 'excel', 'data analysis', 'statistics'],
    expectedSalary: 30_000,
    discoverable: false,
    experiences: [
      {
        title: 'Field Research Assistant',
        company: 'Barind Development Foundation',
        type: 'contract',
        fromMonthsAgo: 9,
        toMonthsAgo: 4,
        description: 'Collected and cleaned survey data from 600 farming households for a microcredit study.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'University of Rajshahi',
        subject: 'Economics',
        result: 'CGPA 3.21 of 4',
        passedYearsAgo: 1,
      },
      {
        level: 'hsc',
        institution: 'Rajshahi College',
        subject: 'Science',
        result: 'GPA 4.83',
        passedYearsAgo: 6,
      },
    ],
    completed: [{ course: 'python-for-data-analysis', daysAgo: 30 }],
    inProgress: [],
  },
  {
    username: 'farzana_haque',
    firstName: 'Farzana',
    lastName: 'Haque',
    phoneNumber: '+8801915662039',
    joinedDaysAgo: 90,
    headline: 'Customer service executive, fluent in Bangla and English',
    about:
      'Two years answering customers on the phone and in chat for a mobile wallet. Calm with angry callers, fast at typing, and I write clear replies in both languages.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['customer service', 'communication', 'spoken english', 'microsoft office'],
    expectedSalary: 28_000,
    discoverable: false,
    experiences: [
      {
        title: 'Customer Care Executive',
        company: 'Dhaka Call Centre Services',
        type: 'full_time',
        fromMonthsAgo: 27,
        toMonthsAgo: 2,
        description:
          'Inbound calls and live chat for a mobile wallet client; 92% satisfaction score in the last year.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Eden Mohila College',
        subject: 'English',
        result: 'Second class',
        passedYearsAgo: 3,
      },
      {
        level: 'hsc',
        institution: 'Dhaka Residential Model College',
        subject: 'Humanities',
        result: 'GPA 4.50',
        passedYearsAgo: 8,
      },
    ],
    completed: [{ course: 'spoken-english-everyday-confidence', daysAgo: 55 }],
    inProgress: [],
  },
  {
    username: 'shakil_ahmed',
    firstName: 'Shakil',
    lastName: 'Ahmed',
    phoneNumber: '+8801818493372',
    joinedDaysAgo: 45,
    headline: 'Fresh CSE graduate, learning the MERN stack',
    about:
      'CSE graduate from Comilla University. I have built a library management system in PHP and am now learning React and Node through Dokkho.',
    location: ['Chattogram', 'Cumilla'],
    skills: ['html', 'css', 'javascript', 'php', 'mysql'],
    expectedSalary: 25_000,
    discoverable: false,
    experiences: [],
    educations: [
      {
        level: 'bachelor',
        institution: 'Comilla University',
        subject: 'Computer Science and Engineering',
        result: 'CGPA 3.05 of 4',
        passedYearsAgo: 1,
      },
      {
        level: 'hsc',
        institution: 'Cumilla Victoria Government College',
        subject: 'Science',
        result: 'GPA 4.58',
        passedYearsAgo: 6,
      },
    ],
    completed: [],
    inProgress: ['mern-stack-web-development'],
  },
  {
    username: 'jannatul_ferdous',
    firstName: 'Jannatul',
    lastName: 'Ferdous',
    phoneNumber: '+8801719340785',
    joinedDaysAgo: 130,
    headline: 'Social media marketer for tea and food brands in Sylhet',
    about:
      'I plan and write Facebook and Instagram content for two food brands and a resort in Sylhet, in Bangla and English, and keep an eye on what the numbers say.',
    location: ['Sylhet', 'Moulvibazar'],
    skills: [
      'social media',
      'content marketing',
      'facebook',
      'canva',
      'digital marketing',
      'google analytics',
    ],
    expectedSalary: 35_000,
    discoverable: true,
    experiences: [
      {
        title: 'Social Media Executive',
        company: 'Srimangal Resorts',
        type: 'full_time',
        fromMonthsAgo: 15,
        toMonthsAgo: null,
        description: 'Grew the resort’s page from 8k to 41k followers; most bookings now start in Messenger.',
      },
      {
        title: 'Content Writer',
        company: 'Freelance',
        type: 'part_time',
        fromMonthsAgo: 30,
        toMonthsAgo: 16,
        description: 'Product posts and captions for f-commerce pages.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Murari Chand (MC) College, Sylhet',
        subject: 'Management',
        result: 'CGPA 3.30 of 4',
        passedYearsAgo: 2,
      },
    ],
    completed: [
      { course: 'social-media-marketing-for-f-commerce', daysAgo: 80 },
      { course: 'canva-social-media-design', daysAgo: 50 },
    ],
    inProgress: [],
  },
  {
    username: 'kamrul_hasan',
    firstName: 'Kamrul',
    lastName: 'Hasan',
    phoneNumber: '+8801711958604',
    joinedDaysAgo: 60,
    headline: 'Backend engineer (Node.js, MongoDB), four years in fintech',
    about:
      'KUET CSE graduate in Khulna. Four years building payment and ledger APIs in Node and Express; looking for a hybrid role in Dhaka.',
    location: ['Khulna', 'Khulna'],
    skills: ['node', 'express', 'mongodb', 'rest api', 'javascript', 'docker', 'react'],
    expectedSalary: 95_000,
    discoverable: true,
    experiences: [
      {
        title: 'Backend Engineer',
        company: 'Rupsha Pay',
        type: 'full_time',
        fromMonthsAgo: 30,
        toMonthsAgo: null,
        description:
          'Ledger and settlement APIs in Node; moved the services to Docker and cut deploy time to minutes.',
      },
      {
        title: 'Software Engineer',
        company: 'Khulna Soft Ltd.',
        type: 'full_time',
        fromMonthsAgo: 50,
        toMonthsAgo: 31,
        description: 'REST APIs and admin panels for local NGOs.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Khulna University of Engineering & Technology (KUET)',
        subject: 'Computer Science and Engineering',
        result: 'CGPA 3.29 of 4',
        passedYearsAgo: 5,
      },
    ],
    completed: [],
    inProgress: [],
  },
  {
    username: 'priya_das',
    firstName: 'Priya',
    lastName: 'Das',
    phoneNumber: '+8801912207441',
    joinedDaysAgo: 50,
    headline: 'Statistics graduate looking for a first analyst job',
    about: 'Fresh Statistics graduate from Jahangirnagar University; comfortable with Excel, learning SQL.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['excel', 'data analysis', 'statistics', 'microsoft office'],
    expectedSalary: 28_000,
    discoverable: false,
    experiences: [],
    educations: [
      {
        level: 'bachelor',
        institution: 'Jahangirnagar University',
        subject: 'Statistics',
        result: 'CGPA 3.35 of 4',
        passedYearsAgo: 0,
      },
      {
        level: 'hsc',
        institution: 'Holy Cross College',
        subject: 'Science',
        result: 'GPA 5.00',
        passedYearsAgo: 5,
      },
    ],
    completed: [{ course: 'excel-essentials-for-office-jobs', daysAgo: 33 }],
    inProgress: ['sql-for-data-analysts'],
  },
  {
    username: 'tanjim_ahmed',
    firstName: 'Tanjim',
    lastName: 'Ahmed',
    phoneNumber: '+8801817642290',
    joinedDaysAgo: 85,
    headline: 'SEO and content freelancer with 40+ Fiverr orders',
    about:
      'I write and optimise WordPress blogs for overseas clients on Fiverr and want to join a marketing team in Bangladesh.',
    location: ['Dhaka', 'Narayanganj'],
    skills: ['seo', 'wordpress', 'keyword research', 'content marketing', 'google analytics'],
    expectedSalary: 20_000,
    discoverable: false,
    experiences: [
      {
        title: 'SEO Freelancer',
        company: 'Fiverr',
        type: 'contract',
        fromMonthsAgo: 22,
        toMonthsAgo: null,
        description: 'Keyword research, on-page SEO and blog posts for 25 clients; Level 2 seller.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Government Titumir College',
        subject: 'Management',
        result: 'CGPA 2.95 of 4',
        passedYearsAgo: 2,
      },
    ],
    completed: [{ course: 'seo-masterclass-rank-higher-on-google', daysAgo: 70 }],
    inProgress: [],
  },
  {
    username: 'sumaiya_islam',
    firstName: 'Sumaiya',
    lastName: 'Islam',
    phoneNumber: '+8801714586013',
    joinedDaysAgo: 100,
    headline: 'English graduate in customer support and training',
    about:
      'English graduate from Chittagong University. I support learners of an online tutoring platform in Bangla and English and train new support staff.',
    location: ['Chattogram', 'Chattogram'],
    skills: ['communication', 'spoken english', 'customer service', 'email writing', 'excel'],
    expectedSalary: 30_000,
    discoverable: true,
    experiences: [
      {
        title: 'Learner Support Officer',
        company: 'Porashona Online',
        type: 'full_time',
        fromMonthsAgo: 14,
        toMonthsAgo: null,
        description: 'Phone, chat and e-mail support for 20,000 students; wrote the team’s reply templates.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'University of Chittagong',
        subject: 'English',
        result: 'CGPA 3.44 of 4',
        passedYearsAgo: 2,
      },
      {
        level: 'hsc',
        institution: 'Chittagong Government Girls’ School and College',
        subject: 'Humanities',
        result: 'GPA 5.00',
        passedYearsAgo: 7,
      },
    ],
    completed: [
      { course: 'spoken-english-everyday-confidence', daysAgo: 65 },
      { course: 'job-interview-english-communication', daysAgo: 38 },
    ],
    inProgress: [],
  },
  {
    username: 'rezaul_karim',
    firstName: 'Rezaul',
    lastName: 'Karim',
    phoneNumber: '+8801911374826',
    joinedDaysAgo: 75,
    headline: 'Full stack JavaScript developer (React, Node, MongoDB)',
    about: 'Two and a half years building school and clinic management systems on the MERN stack.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['mern', 'react', 'node', 'mongodb', 'express', 'javascript', 'git'],
    expectedSalary: 70_000,
    discoverable: true,
    experiences: [
      {
        title: 'Full Stack Developer',
        company: 'Shikhon Tech',
        type: 'full_time',
        fromMonthsAgo: 30,
        toMonthsAgo: null,
        description: 'Built the attendance and fee modules of a school management system used by 60 schools.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Daffodil International University',
        subject: 'Computer Science and Engineering',
        result: 'CGPA 3.52 of 4',
        passedYearsAgo: 3,
      },
      {
        level: 'hsc',
        institution: 'Dhaka College',
        subject: 'Science',
        result: 'GPA 4.92',
        passedYearsAgo: 7,
      },
    ],
    completed: [{ course: 'mern-stack-web-development', daysAgo: 120 }],
    inProgress: [],
  },
  {
    username: 'shahriar_kabir',
    firstName: 'Shahriar',
    lastName: 'Kabir',
    phoneNumber: '+8801813225967',
    joinedDaysAgo: 40,
    headline: 'Junior React developer',
    about: 'NSU CSE graduate; one year of React at a start-up.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['react', 'javascript', 'html', 'css', 'git'],
    expectedSalary: 45_000,
    discoverable: false,
    experiences: [
      {
        title: 'Junior Frontend Developer',
        company: 'Gulshan Labs',
        type: 'full_time',
        fromMonthsAgo: 13,
        toMonthsAgo: null,
        description: 'React screens for a food delivery app.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'North South University',
        subject: 'Computer Science and Engineering',
        result: 'CGPA 3.12 of 4',
        passedYearsAgo: 1,
      },
    ],
    // instructor@'s HTML course (demo-teaching.ts): a certificate holder who keeps their profile private,
    // counted on /ir-dashboard/job-details but never named there.
    completed: [{ course: 'html-css-javascript-for-beginners', daysAgo: 25 }],
    inProgress: [],
  },
  {
    username: 'nadia_sultana',
    firstName: 'Nadia',
    lastName: 'Sultana',
    phoneNumber: '+8801715804432',
    joinedDaysAgo: 20,
    headline: 'BBA (Marketing) student in Bogura, keen on digital marketing',
    about: 'Third-year marketing student; I run the Facebook page of our university’s business club.',
    location: ['Rajshahi', 'Bogura'],
    skills: ['digital marketing', 'facebook', 'canva', 'social media'],
    expectedSalary: 10_000,
    discoverable: false,
    experiences: [],
    educations: [
      {
        level: 'bachelor',
        institution: 'Government Azizul Haque College, Bogura',
        subject: 'Marketing',
        result: '',
        passedYearsAgo: null,
      },
      {
        level: 'hsc',
        institution: 'Bogura Cantonment Public School and College',
        subject: 'Business Studies',
        result: 'GPA 4.67',
        passedYearsAgo: 3,
      },
    ],
    completed: [],
    inProgress: ['facebook-google-ads-for-bangladeshi-businesses'],
  },
  {
    username: 'moumita_saha',
    firstName: 'Moumita',
    lastName: 'Saha',
    phoneNumber: '+8801916458710',
    joinedDaysAgo: 35,
    headline: 'Front desk and customer support, patient and organised',
    about: 'A year at a diagnostic centre’s front desk: appointments, patients’ questions and reports.',
    location: ['Dhaka', 'Dhaka'],
    skills: ['customer service', 'communication', 'microsoft office'],
    expectedSalary: 22_000,
    discoverable: false,
    experiences: [
      {
        title: 'Front Desk Executive',
        company: 'Popular Care Diagnostics',
        type: 'full_time',
        fromMonthsAgo: 14,
        toMonthsAgo: 1,
        description: 'Appointments, billing and patient questions for a busy diagnostic centre in Dhanmondi.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Siddheswari Girls’ College',
        subject: 'Accounting',
        result: 'Second class',
        passedYearsAgo: 2,
      },
      {
        level: 'ssc',
        institution: 'Kamrunnesa Government Girls’ High School',
        subject: 'Business Studies',
        result: 'GPA 4.94',
        passedYearsAgo: 9,
      },
    ],
    completed: [],
    inProgress: [],
  },
  // Two people in the talent search who have applied nowhere: recruiter@ can ask to contact them.
  {
    username: 'arif_hossain',
    firstName: 'Arif',
    lastName: 'Hossain',
    phoneNumber: '+8801819337264',
    joinedDaysAgo: 60,
    headline: 'Reporting analyst: Excel, SQL and Power BI for a tea exporter',
    about:
      'I keep the production and shipment numbers of three tea gardens in one Power BI report, fed by SQL. Looking for a data role in Dhaka or remote.',
    location: ['Sylhet', 'Sylhet'],
    skills: ['excel', 'sql', 'power bi', 'data analysis'],
    expectedSalary: 38_000,
    discoverable: true,
    experiences: [
      {
        title: 'Reporting Analyst',
        company: 'Lakkatura Tea Exports',
        type: 'full_time',
        fromMonthsAgo: 30,
        toMonthsAgo: null,
        description: 'Weekly production and shipment reports; the garden managers read them on their phones.',
      },
    ],
    educations: [
      {
        level: 'bachelor',
        institution: 'Shahjalal University of Science and Technology',
        subject: 'Statistics',
        result: 'CGPA 3.41 of 4',
        passedYearsAgo: 3,
      },
    ],
    completed: [{ course: 'sql-for-data-analysts', daysAgo: 50 }],
    inProgress: [],
  },
  {
    username: 'tasnim_rahman',
    firstName: 'Tasnim',
    lastName: 'Rahman',
    phoneNumber: '+8801558214903',
    joinedDaysAgo: 45,
    headline: 'Junior MERN developer, two shipped client projects',
    about:
      'Self-taught web developer from Chattogram: React front ends and Node/Express APIs for two local shops, both live.',
    location: ['Chattogram', 'Chattogram'],
    skills: ['react', 'node', 'express', 'mongodb', 'javascript'],
    expectedSalary: 45_000,
    discoverable: true,
    experiences: [
      {
        title: 'Freelance Web Developer',
        company: 'Self-employed',
        type: 'contract',
        fromMonthsAgo: 16,
        toMonthsAgo: null,
        description: 'Built and run online stores for a clothing shop and a bakery in Chattogram.',
      },
    ],
    educations: [
      {
        level: 'diploma',
        institution: 'Chittagong Polytechnic Institute',
        subject: 'Computer Technology',
        result: 'CGPA 3.70 of 4',
        passedYearsAgo: 2,
      },
    ],
    completed: [],
    inProgress: [],
  },
];

/** The demo account jobseeker@dokkho.test: a full, discoverable profile (its name is the account's). */
export const DEMO_JOB_SEEKER_PROFILE: DemoSeekerProfile = {
  headline: 'Junior data analyst: Excel, SQL and Power BI',
  about:
    'A year of MIS reporting at a retail company and a Dokkho certificate in data analytics. I clean messy sales data, write SQL to combine it and build the Power BI dashboards managers check every morning.',
  location: ['Dhaka', 'Dhaka'],
  skills: ['excel', 'sql', 'power bi', 'data analysis', 'python', 'communication'],
  expectedSalary: 38_000,
  discoverable: true,
  experiences: [
    {
      title: 'MIS Assistant',
      company: 'Jamuna Super Shops Ltd.',
      type: 'full_time',
      fromMonthsAgo: 13,
      toMonthsAgo: null,
      description:
        'Daily sales and stock reports for 12 outlets in Excel; moved the weekly report to a Power BI dashboard.',
    },
    {
      title: 'Data Entry Intern',
      company: 'Shapla Microfinance',
      type: 'internship',
      fromMonthsAgo: 19,
      toMonthsAgo: 15,
      description: 'Entered and checked loan records; built the branch’s first pivot-table summary.',
    },
  ],
  educations: [
    {
      level: 'bachelor',
      institution: 'University of Dhaka',
      subject: 'Statistics',
      result: 'CGPA 3.48 of 4',
      passedYearsAgo: 1,
    },
    {
      level: 'hsc',
      institution: 'Dhaka College',
      subject: 'Science',
      result: 'GPA 5.00',
      passedYearsAgo: 6,
    },
    {
      level: 'ssc',
      institution: 'Motijheel Government Boys’ High School',
      subject: 'Science',
      result: 'GPA 5.00',
      passedYearsAgo: 8,
    },
  ],
  completed: [
    { course: 'data-analytics-excel-sql-power-bi', daysAgo: 45 },
    { course: 'sql-for-data-analysts', daysAgo: 28 },
  ],
  inProgress: ['python-for-data-analysis'],
};

const R = DEMO_RECRUITER_KEY;

/**
 * Applications. recruiter@dokkho.test's open posts (Junior Data Analyst, posted 20 days ago; Full Stack
 * Developer (MERN), 16; Digital Marketing Intern, 7) and its closed Learner Support Executive (posted 30
 * days ago, closed 4 days ago) hold every stage; the demo job seeker has four applications.
 */
export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  // Junior Data Analyst (recruiter@).
  {
    seeker: 'nafisa_tabassum',
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 19.4,
    moves: [
      ['screening', 17.8],
      ['interview', 13.9],
      ['offer', 7.2],
      ['hired', 3.1],
    ],
    shortlisted: true,
    coverLetter:
      'I build the daily sales reports of a 40-outlet retail chain in SQL and Power BI, and I finished Dokkho’s Excel, SQL & Power BI course with its certificate. I would love to do the same for your learners’ data.',
    notes: [
      { body: 'Accepted the offer at ৳40,000. Joins on the 1st; laptop and accounts to set up.', daysAgo: 3 },
    ],
  },
  {
    seeker: 'rafiul_hoque',
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 18.6,
    moves: [
      ['screening', 16.9],
      ['interview', 11.8],
      ['offer', 1.9],
    ],
    shortlisted: true,
    coverLetter:
      'I report on 300+ export shipments a week in Power BI and know DAX well. I am ready to move from Chattogram to Dhaka for this role.',
    notes: [
      {
        body: 'Good case study: found the duplicate invoices himself. Needs to relocate from Chattogram.',
        daysAgo: 11.7,
      },
      { body: 'Offer sent at ৳42,000 with relocation support; answer expected this week.', daysAgo: 1.9 },
    ],
  },
  {
    seeker: DEMO_JOB_SEEKER_KEY,
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 13.3,
    resume: 'analyst',
    moves: [
      ['screening', 10.1],
      ['interview', 4.8],
    ],
    shortlisted: true,
    coverLetter:
      'I have a year of MIS reporting in Excel and Power BI and a Dokkho certificate in SQL for Data Analysts. I enjoy explaining numbers to people who are not analysts, which your post asks for.',
    notes: [
      {
        body: 'Strong SQL in the screening call. Ask about DAX and a dashboard they built in the interview.',
        daysAgo: 10,
      },
    ],
  },
  {
    seeker: 'abdullah_al_mamun',
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 9.6,
    moves: [['screening', 6.8]],
  },
  {
    seeker: 'priya_das',
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 8.9,
    moves: [['screening', 4.2]],
    withdrawnDaysAgo: 2.3,
  },
  {
    seeker: 'shakil_ahmed',
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 16.2,
    moves: [['rejected', 15.1]],
  },
  {
    seeker: 'sumaiya_islam',
    company: R,
    job: 'Junior Data Analyst',
    appliedDaysAgo: 0.21,
    coverLetter: 'I use Excel every day to track support tickets and would like to move into analysis.',
  },

  // Full Stack Developer (MERN) (recruiter@).
  {
    seeker: 'mehedi_hasan',
    company: R,
    job: 'Full Stack Developer (MERN)',
    appliedDaysAgo: 15.2,
    moves: [
      ['screening', 13.4],
      ['interview', 8.9],
      ['offer', 0.9],
    ],
    shortlisted: true,
    coverLetter:
      'Three years of React and Node on MongoDB, including bKash and SSLCommerz checkouts. I hold Dokkho’s MERN and Node.js API certificates.',
    notes: [{ body: 'Best system design answers so far. Notice period is two months.', daysAgo: 8.8 }],
  },
  {
    seeker: 'rezaul_karim',
    company: R,
    job: 'Full Stack Developer (MERN)',
    appliedDaysAgo: 12.4,
    moves: [
      ['screening', 8.1],
      ['interview', 2.7],
    ],
    shortlisted: true,
  },
  {
    seeker: 'kamrul_hasan',
    company: R,
    job: 'Full Stack Developer (MERN)',
    appliedDaysAgo: 5.8,
    moves: [['screening', 2.2]],
    coverLetter: 'Four years of Node and MongoDB APIs in fintech; happy with a hybrid week in Dhaka.',
  },
  {
    seeker: 'shakil_ahmed',
    company: R,
    job: 'Full Stack Developer (MERN)',
    appliedDaysAgo: 14.1,
    moves: [['rejected', 12.6]],
  },
  {
    seeker: 'shahriar_kabir',
    company: R,
    job: 'Full Stack Developer (MERN)',
    appliedDaysAgo: 10.3,
    withdrawnDaysAgo: 6.1,
  },

  // Digital Marketing Intern (recruiter@).
  {
    seeker: 'sharmin_akter',
    company: R,
    job: 'Digital Marketing Intern',
    appliedDaysAgo: 6.4,
    moves: [
      ['screening', 5.1],
      ['interview', 1.8],
    ],
    shortlisted: true,
    coverLetter:
      'I run Facebook ads for three f-commerce pages and report them in GA4; Dokkho certified me in both. I can work 30 hours a week around my final-year classes.',
  },
  {
    seeker: 'tanjim_ahmed',
    company: R,
    job: 'Digital Marketing Intern',
    appliedDaysAgo: 4.7,
    moves: [['screening', 3.2]],
  },
  {
    seeker: 'nadia_sultana',
    company: R,
    job: 'Digital Marketing Intern',
    appliedDaysAgo: 0.03,
    coverLetter:
      'I manage our business club’s Facebook page and would love to learn paid ads with your team.',
  },

  // Learner Support Executive (recruiter@, closed by its deadline 4 days ago).
  {
    seeker: 'farzana_haque',
    company: R,
    job: 'Learner Support Executive',
    appliedDaysAgo: 28.5,
    moves: [
      ['screening', 26.2],
      ['interview', 21.4],
      ['offer', 12.6],
      ['hired', 8.3],
    ],
    shortlisted: true,
    coverLetter: 'Two years of phone and chat support for a mobile wallet, with a 92% satisfaction score.',
  },
  {
    seeker: 'sumaiya_islam',
    company: R,
    job: 'Learner Support Executive',
    appliedDaysAgo: 27.3,
    moves: [
      ['screening', 25.1],
      ['interview', 19.6],
      ['rejected', 9.2],
    ],
    notes: [
      {
        body: 'Very good in the interview but wants to stay in Chattogram. Keep for a remote support role.',
        daysAgo: 19.5,
      },
    ],
  },
  {
    seeker: 'moumita_saha',
    company: R,
    job: 'Learner Support Executive',
    appliedDaysAgo: 21.7,
    moves: [['screening', 18.4]],
  },
  {
    seeker: 'tanjim_ahmed',
    company: R,
    job: 'Learner Support Executive',
    appliedDaysAgo: 25.8,
    moves: [['rejected', 23.5]],
  },

  // The demo job seeker's other applications (other employers' posts).
  {
    seeker: DEMO_JOB_SEEKER_KEY,
    company: 'sundarban',
    job: 'MIS Executive',
    appliedDaysAgo: 2.6,
    moves: [['screening', 0.8]],
  },
  {
    seeker: DEMO_JOB_SEEKER_KEY,
    company: 'surma',
    job: 'Sales Data Analyst',
    appliedDaysAgo: 1.2,
    coverLetter:
      'I build daily sales dashboards for a supermarket chain and would like to do it for a tea brand.',
  },
  {
    seeker: DEMO_JOB_SEEKER_KEY,
    company: 'barind',
    job: 'Risk Analyst',
    appliedDaysAgo: 14.4,
    moves: [['rejected', 9.6]],
  },
  // Holders of instructor@'s certificates (SQL for Data Analysts, HTML, CSS & JavaScript) applying to other
  // employers' posts: what /ir-dashboard/job-details counts by stage (docs/decisions/034).
  {
    seeker: 'labiba_chowdhury',
    company: 'padma',
    job: 'Junior React Developer',
    appliedDaysAgo: 3.2,
    moves: [['screening', 1.1]],
    coverLetter:
      'I started with Dokkho’s HTML, CSS & JavaScript course and now build React screens with Tailwind. My portfolio has three shop front-ends that load fast on a cheap phone.',
  },
  {
    seeker: 'shahriar_kabir',
    company: 'padma',
    job: 'Junior React Developer',
    appliedDaysAgo: 2.4,
    moves: [
      ['screening', 1.3],
      ['interview', 0.6],
    ],
  },
  {
    seeker: 'arif_hossain',
    company: 'surma',
    job: 'Sales Data Analyst',
    appliedDaysAgo: 1.6,
    coverLetter:
      'I write the SQL behind a tea exporter’s monthly reports and would like to do the same for your sales team.',
  },
  {
    seeker: 'arif_hossain',
    company: 'karnaphuli',
    job: 'Data Analyst (Operations)',
    appliedDaysAgo: 1.8,
    moves: [['screening', 0.7]],
  },
];

/** Talent search: recruiter@ asked two discoverable people; another employer asked the demo job seeker. */
export const DEMO_CONTACT_REQUESTS: readonly DemoContactRequest[] = [
  {
    company: R,
    seeker: 'labiba_chowdhury',
    job: 'Full Stack Developer (MERN)',
    message:
      'Hello Labiba, your React work at Surma IT looks like a good fit for our full stack role (hybrid, Dhaka; remote weeks possible). Could we talk this week?',
    status: 'accepted',
    daysAgo: 6.3,
    respondedDaysAgo: 5.9,
  },
  {
    company: R,
    seeker: 'jannatul_ferdous',
    job: null,
    message:
      'We are planning a social media role for our Sylhet learners next month. Would you be open to a short call about it?',
    status: 'pending',
    daysAgo: 1.4,
  },
  {
    company: 'karnaphuli',
    seeker: DEMO_JOB_SEEKER_KEY,
    job: 'Data Analyst (Operations)',
    message:
      'Hi, we saw your Power BI and SQL certificates on Dokkho. Our operations analyst role in Agrabad may suit you; may we share the details?',
    status: 'pending',
    daysAgo: 0.7,
  },
];
