import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { certificates, coverLetters, resumes } from '../schema';

/*
 * Issue 7's demo data: jobseeker@dokkho.test's resumes built on Dokkho. The first (English, the one the
 * demo application to recruiter@'s Junior Data Analyst post was sent with) has every section filled, the
 * demo seeker's two Dokkho certificates as verified entries and a cover letter; the second is a copy
 * tailored for accounting jobs with the name in Bangla, in another template and font. Documents are
 * written whole in the contract's shape (ResumeDocument, ResumeSettings): this package does not depend on
 * the contract, and the API reads stored documents through its schema anyway. Dates are relative to the
 * seed time, like the rest of the demo data.
 */

export const DEMO_RESUME_TITLES = {
  analyst: 'Junior data analyst',
  accountant: 'Junior accountant (বাংলা)',
} as const;
export type DemoResumeKey = keyof typeof DEMO_RESUME_TITLES;

export interface SeededResume {
  id: number;
  title: string;
  document: Record<string, unknown>;
  settings: Record<string, unknown>;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM` of the month `monthsAgo` before `now`'s. */
function month(now: Date, monthsAgo: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
}

function analystDocument(now: Date, verified: { serial: string; title: string; issuedAt: Date }[]) {
  const year = now.getUTCFullYear();
  return {
    basics: {
      full_name: 'Rakib Hasan',
      headline: 'Junior data analyst: Excel, SQL and Power BI',
      email: 'jobseeker@dokkho.test',
      phone: '+8801700000002',
      location: 'Mirpur, Dhaka',
      photo: '',
    },
    links: [
      { id: 'lnk-linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/rakib-hasan-demo' },
      { id: 'lnk-github', label: 'GitHub', url: 'https://github.com/rakib-hasan-demo' },
    ],
    summary:
      'Junior data analyst with a year of MIS reporting for a 12-outlet supermarket chain. I clean messy sales and stock data, write SQL to combine it and build the Power BI dashboards managers check every morning. Looking for an analyst role where numbers turn into decisions.',
    experience: [
      {
        id: 'exp-jamuna',
        position: 'MIS Assistant',
        company: 'Jamuna Super Shops Ltd.',
        location: 'Dhaka',
        employment_type: 'full_time',
        start: month(now, 13),
        end: '',
        current: true,
        description: [
          'Prepare daily sales and stock reports for 12 outlets in Excel',
          'Moved the weekly sales report to a Power BI dashboard, saving a day of work each week',
          'Wrote SQL queries that match till data with stock deliveries to find shrinkage',
        ].join('\n'),
      },
      {
        id: 'exp-shapla',
        position: 'Data Entry Intern',
        company: 'Shapla Microfinance',
        location: 'Gazipur',
        employment_type: 'internship',
        start: month(now, 19),
        end: month(now, 15),
        current: false,
        description: [
          'Entered and checked 3,000+ loan records with no reported errors',
          "Built the branch's first pivot-table summary of repayments",
        ].join('\n'),
      },
    ],
    projects: [
      {
        id: 'prj-dashboard',
        name: 'Outlet sales dashboard',
        role: 'Analyst and builder',
        url: '',
        start: month(now, 8),
        end: month(now, 6),
        description: [
          'Power BI dashboard of daily sales, margin and stock-outs per outlet',
          'Used by 12 outlet managers every morning',
        ].join('\n'),
      },
      {
        id: 'prj-rainfall',
        name: 'Rainfall and sales study',
        role: 'Final-year project',
        url: 'https://github.com/rakib-hasan-demo/rainfall-sales',
        start: `${year - 2}-01`,
        end: `${year - 2}-06`,
        description:
          'Regression of weekly grocery sales on rainfall in Dhaka, in Python (pandas, statsmodels)',
      },
    ],
    skills: [
      { id: 'skl-excel', name: 'Excel', level: 'expert' },
      { id: 'skl-sql', name: 'SQL', level: 'advanced' },
      { id: 'skl-powerbi', name: 'Power BI', level: 'advanced' },
      { id: 'skl-analysis', name: 'Data analysis', level: 'advanced' },
      { id: 'skl-python', name: 'Python', level: 'intermediate' },
      { id: 'skl-communication', name: 'Communication', level: 'advanced' },
    ],
    education: [
      {
        id: 'edu-du',
        institution: 'University of Dhaka',
        level: 'bachelor',
        area: 'Statistics',
        start: `${year - 5}-01`,
        end: String(year - 1),
        result: 'CGPA 3.48 of 4',
      },
      {
        id: 'edu-dc',
        institution: 'Dhaka College',
        level: 'hsc',
        area: 'Science',
        start: '',
        end: String(year - 6),
        result: 'GPA 5.00',
      },
    ],
    languages: [
      { id: 'lng-bn', language: 'Bangla', fluency: 'native' },
      { id: 'lng-en', language: 'English', fluency: 'professional' },
    ],
    certifications: [
      // Earned on Dokkho: what the builder's one-click "add" stores (the API fills these from the certificate).
      ...verified.map((cert, index) => ({
        id: `crt-dokkho-${index + 1}`,
        name: cert.title,
        issuer: 'Dokkho',
        date: cert.issuedAt.toISOString().slice(0, 7),
        url: '',
        certificate_serial: cert.serial,
      })),
      {
        id: 'crt-ielts',
        name: 'IELTS Academic, band 7.0',
        issuer: 'British Council',
        date: `${year - 1}-03`,
        url: '',
        certificate_serial: null,
      },
    ],
  };
}

/** The same person tailored for accounting jobs, the name line in Bangla. */
function accountantDocument(analyst: ReturnType<typeof analystDocument>) {
  return {
    ...analyst,
    basics: {
      ...analyst.basics,
      full_name: 'মোহাম্মদ রাকিব হাসান',
      headline: 'Junior accountant: reconciliations, VAT records and Excel',
      location: 'মিরপুর, ঢাকা',
    },
    summary:
      'Statistics graduate with a year of reporting for a retail chain, now moving into accounts. I reconcile sales with bank deposits, keep VAT and supplier records tidy in Excel and explain the numbers clearly. Comfortable with Tally and Excel; learning IFRS basics.',
    experience: analyst.experience.map((entry) =>
      entry.id === 'exp-jamuna'
        ? {
            ...entry,
            description: [
              'Reconcile daily outlet sales with bank deposits and flag gaps the same day',
              'Keep supplier invoices and VAT (Mushak 6.3) records for 12 outlets in Excel',
              'Prepare the month-end sales and stock summary for the accounts team',
            ].join('\n'),
          }
        : entry,
    ),
    projects: analyst.projects.slice(0, 1),
    skills: [
      { id: 'skl-excel', name: 'Excel', level: 'expert' },
      { id: 'skl-reconciliation', name: 'Bank reconciliation', level: 'advanced' },
      { id: 'skl-vat', name: 'VAT records', level: 'intermediate' },
      { id: 'skl-tally', name: 'Tally ERP', level: 'intermediate' },
      { id: 'skl-sql', name: 'SQL', level: 'advanced' },
    ],
    languages: [
      { id: 'lng-bn', language: 'বাংলা', fluency: 'native' },
      { id: 'lng-en', language: 'English', fluency: 'professional' },
    ],
    certifications: analyst.certifications.filter((c) => c.certificate_serial !== null),
    links: analyst.links.slice(0, 1),
  };
}

const ANALYST_SETTINGS = { template: 'classic', color: '#0f766e', font: 'noto-sans', paper: 'a4' };
const ACCOUNTANT_SETTINGS = { template: 'modern', color: '#1d4ed8', font: 'hind-siliguri', paper: 'a4' };

function coverLetter() {
  return {
    recipient_name: 'Hiring Manager',
    recipient_title: 'Talent acquisition lead',
    company: 'Dokkho Demo Ltd.',
    company_address: 'Gulshan 1, Dhaka 1212',
    role: 'Junior Data Analyst',
    job_post_id: null,
    greeting: 'Dear Hiring Manager,',
    opening:
      'I am applying for the Junior Data Analyst post. For the last year I have been the person at Jamuna Super Shops who turns till data into the reports managers read every morning, and I would like to do the same for your team.',
    body: 'I moved our weekly sales report from hand-made Excel sheets to a Power BI dashboard that 12 outlet managers use daily, and I write the SQL that joins sales with stock deliveries. My Dokkho certificates in data analytics and SQL are linked on my resume, so you can check them in a click.\n\nI enjoy explaining numbers to people who are not analysts, which your post asks for.',
    closing:
      'I would welcome the chance to show you the dashboard and talk about your reporting needs. Thank you for your time.',
    sign_off: 'Sincerely,',
  };
}

/**
 * Writes the demo seeker's resumes and the first one's cover letter; answers them by key so the
 * applications can snapshot one. Runs once, inside the demo seed's transaction (seed.ts), after the
 * seeker's certificates exist.
 */
export async function seedDemoResumes(
  tx: Database,
  userId: number,
  now: Date,
): Promise<Map<DemoResumeKey, SeededResume>> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const earned = await tx
    .select({ serial: certificates.serial, title: certificates.courseTitle, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt));
  const analyst = analystDocument(now, earned);
  const documents: Record<
    DemoResumeKey,
    { document: object; settings: object; created: number; updated: number }
  > = {
    analyst: { document: analyst, settings: ANALYST_SETTINGS, created: 20, updated: 14 },
    accountant: {
      document: accountantDocument(analyst),
      settings: ACCOUNTANT_SETTINGS,
      // Older than the analyst one's last edit: the English resume stays first in the list.
      created: 17,
      updated: 15,
    },
  };
  const result = new Map<DemoResumeKey, SeededResume>();
  for (const key of Object.keys(DEMO_RESUME_TITLES) as DemoResumeKey[]) {
    const spec = documents[key];
    const [row] = await tx
      .insert(resumes)
      .values({
        userId,
        title: DEMO_RESUME_TITLES[key],
        document: spec.document as Record<string, unknown>,
        settings: spec.settings as Record<string, unknown>,
        revision: 12,
        createdAt: ago(spec.created),
        updatedAt: ago(spec.updated),
      })
      .returning({
        id: resumes.id,
        title: resumes.title,
        document: resumes.document,
        settings: resumes.settings,
      });
    result.set(key, row!);
  }
  await tx.insert(coverLetters).values({
    resumeId: result.get('analyst')!.id,
    document: coverLetter(),
    revision: 3,
    createdAt: ago(15),
    updatedAt: ago(14),
  });
  return result;
}

/** The all-roles demo account's one resume (demo-account.ts): its profile as a job seeker, with its certificates. */
export const DEMO_ACCOUNT_RESUME_TITLE = 'Operations and BI';

export async function seedDemoAccountResume(tx: Database, userId: number, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  const earned = await tx
    .select({ serial: certificates.serial, title: certificates.courseTitle, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt));
  const document = {
    basics: {
      full_name: 'Demo Account',
      headline: 'Operations executive: Excel and Power BI reports, learning UI design',
      email: 'demo@dokkho.test',
      phone: '+8801700000000',
      location: 'Dhanmondi, Dhaka',
      photo: '',
    },
    links: [],
    summary:
      'Three years in operations at a distribution company, owning the weekly sales and stock reports. I moved them from e-mailed spreadsheets to one Power BI dashboard, and I am learning UI design to move into product work.',
    experience: [
      {
        id: 'exp-meghna',
        position: 'Operations Executive',
        company: 'Meghna Distribution Ltd.',
        location: 'Dhaka',
        employment_type: 'full_time',
        start: month(now, 38),
        end: '',
        current: true,
        description: [
          'Weekly sales and stock reports for 30 distributors',
          'One Power BI dashboard instead of 30 e-mailed spreadsheets',
        ].join('\n'),
      },
    ],
    projects: [],
    skills: [
      { id: 'skl-excel', name: 'Excel', level: 'advanced' },
      { id: 'skl-powerbi', name: 'Power BI', level: 'advanced' },
      { id: 'skl-analysis', name: 'Data analysis', level: 'intermediate' },
      { id: 'skl-figma', name: 'Figma', level: 'beginner' },
    ],
    education: [
      {
        id: 'edu-nsu',
        institution: 'North South University',
        level: 'bachelor',
        area: 'Business Administration',
        start: `${year - 8}-01`,
        end: String(year - 4),
        result: 'CGPA 3.31 of 4',
      },
    ],
    languages: [
      { id: 'lng-bn', language: 'Bangla', fluency: 'native' },
      { id: 'lng-en', language: 'English', fluency: 'professional' },
    ],
    certifications: earned.map((cert, index) => ({
      id: `crt-dokkho-${index + 1}`,
      name: cert.title,
      issuer: 'Dokkho',
      date: cert.issuedAt.toISOString().slice(0, 7),
      url: '',
      certificate_serial: cert.serial,
    })),
  };
  const [row] = await tx
    .insert(resumes)
    .values({
      userId,
      title: DEMO_ACCOUNT_RESUME_TITLE,
      document,
      settings: ANALYST_SETTINGS,
      revision: 4,
      createdAt: new Date(now.getTime() - 9 * DAY_MS),
      updatedAt: new Date(now.getTime() - 5 * DAY_MS),
    })
    .returning({ id: resumes.id });
  return row!.id;
}
