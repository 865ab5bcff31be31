/**
 * Demo sign-in accounts (issue 3 item 13), created only with the embedded demo data (seedDemoData), and
 * listed in the README. One account per role, each with a confirmed e-mail and a verified phone, so every
 * dashboard can be tried straight away; `demo` holds every role a person can take on (not staff).
 */
export const DEMO_PASSWORD = 'demo-pass-123';

/**
 * DEMO_PASSWORD hashed once, with the API's parameters (apps/api/src/modules/auth/password.ts: argon2id,
 * OWASP minimum, m=19456 t=2 p=1), so a fresh start spends no argon2 time on accounts whose password is
 * published anyway (seven hashes were a fifth of the seed's CPU). The seed test verifies it against
 * DEMO_PASSWORD, so changing one without the other fails.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$1veDUsFEaahCMiLUgiAMMg$Bk72xKJJM5cgsBwd7JO8aGENIdO3vGJZXJxIIy1sP5I';

export interface DemoInstructor {
  headline: string;
  bio: string;
  expertise: string;
  experienceYears: number;
  websiteUrl: string | null;
  /** Where the instructor's earnings are paid (the affiliate's methods and rules); null: not set yet. */
  payoutMethod?: 'bkash' | 'nagad' | 'bank' | null;
  payoutAccount?: string | null;
}

export interface DemoRecruiter {
  companyName: string;
  designation: string;
  companyWebsite: string | null;
  /** One of the contract's COMPANY_SIZES bands. */
  companySize: string;
}

export interface DemoAffiliate {
  /**
   * Fixed, so demo links (/courseDetails/{id}/affiliate/{code}) keep working across reseeds. Each holds an
   * "O" or a "0", which the API never draws for real codes, so the two can never clash.
   */
  referralCode: string;
  payoutMethod: 'bkash' | 'nagad' | 'rocket' | 'bank';
  payoutAccount: string;
}

export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Staff (admin): passes every role check and reaches /api/admin/. */
  staff: boolean;
  jobSeeker: boolean;
  instructor: DemoInstructor | null;
  recruiter: DemoRecruiter | null;
  affiliate: DemoAffiliate | null;
  /** The interface language on the profile (issue 16); unset: the browser decides. */
  language?: 'en' | 'bn';
}

const NO_ROLES = { staff: false, jobSeeker: false, instructor: null, recruiter: null, affiliate: null };

const DEMO_INSTRUCTOR: DemoInstructor = {
  headline: 'Data analyst and Excel trainer',
  bio: 'A demo instructor profile: eight years of turning spreadsheets into decisions, and teaching it.',
  expertise: 'Data analytics',
  experienceYears: 8,
  websiteUrl: null,
};

const DEMO_RECRUITER: DemoRecruiter = {
  companyName: 'Dokkho Demo Ltd.',
  designation: 'Talent acquisition lead',
  companyWebsite: null,
  companySize: '51-200',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@dokkho.test',
    username: 'demo',
    firstName: 'Demo',
    lastName: 'Account',
    phoneNumber: '+8801700000000',
    staff: false,
    jobSeeker: true,
    instructor: {
      ...DEMO_INSTRUCTOR,
      headline: 'Demo instructor',
      bio: 'The demo account: a learner, job seeker, recruiter, instructor and affiliate, to try every dashboard.',
    },
    recruiter: DEMO_RECRUITER,
    affiliate: { referralCode: 'DEMO2026', payoutMethod: 'bkash', payoutAccount: '+8801700000000' },
  },
  {
    ...NO_ROLES,
    email: 'learner@dokkho.test',
    username: 'learner',
    firstName: 'Demo',
    lastName: 'Learner',
    phoneNumber: '+8801700000001',
  },
  {
    ...NO_ROLES,
    email: 'jobseeker@dokkho.test',
    username: 'jobseeker',
    firstName: 'Demo',
    lastName: 'Job Seeker',
    phoneNumber: '+8801700000002',
    jobSeeker: true,
  },
  {
    ...NO_ROLES,
    email: 'recruiter@dokkho.test',
    username: 'recruiter',
    firstName: 'Demo',
    lastName: 'Recruiter',
    phoneNumber: '+8801700000003',
    recruiter: DEMO_RECRUITER,
  },
  {
    ...NO_ROLES,
    email: 'instructor@dokkho.test',
    username: 'instructor',
    // A person's name, not "Demo Instructor": it is shown on the public pages of the courses this account
    // teaches (seed-teaching.ts).
    firstName: 'Shirin',
    lastName: 'Akter',
    phoneNumber: '+8801700000004',
    instructor: { ...DEMO_INSTRUCTOR, payoutMethod: 'bkash', payoutAccount: '+8801700000004' },
  },
  {
    ...NO_ROLES,
    email: 'affiliate@dokkho.test',
    username: 'affiliate',
    firstName: 'Demo',
    lastName: 'Affiliate',
    phoneNumber: '+8801700000005',
    // The demo account that prefers Bangla: signing in opens every screen in Bangla, on any device.
    language: 'bn',
    affiliate: { referralCode: 'AFFDEMO7', payoutMethod: 'nagad', payoutAccount: '+8801700000005' },
  },
  {
    ...NO_ROLES,
    email: 'admin@dokkho.test',
    username: 'admin',
    firstName: 'Demo',
    lastName: 'Admin',
    phoneNumber: '+8801700000006',
    staff: true,
  },
];
