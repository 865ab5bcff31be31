import {
  CoverLetterDocument,
  ResumeDocument,
  ResumeSettings,
  type ResumeSettings as Settings,
} from '@dokkho/contract/resume';

/**
 * A realistic resume for tests and template screenshots: a Bangla name, English body text, a verified and
 * a self-declared certification. `long` adds jobs until it needs a second page.
 */
export function sampleResume(options: { long?: boolean; photo?: string } = {}): ResumeDocument {
  const jobs = [
    {
      id: 'job-1',
      position: 'Junior Accountant',
      company: 'Meghna Traders Ltd.',
      location: 'Motijheel, Dhaka',
      employment_type: 'full_time' as const,
      start: '2024-03',
      end: '',
      current: true,
      description:
        'Prepared monthly VAT returns and reconciled 14 bank accounts in Tally ERP\n- Cut month-end closing from 9 to 5 working days\nTrained two interns on voucher entry — ক্ষমা চেয়ে নেওয়া নয়, শেখানো',
    },
    {
      id: 'job-2',
      position: 'Accounts Intern',
      company: 'BRAC Bank',
      location: 'Gulshan, Dhaka',
      employment_type: 'internship' as const,
      start: '2023-06',
      end: '2023-12',
      current: false,
      description:
        'Matched 3,000+ card transactions against settlement files\nDrafted the branch expense summary every week',
    },
  ];
  const extra = options.long
    ? Array.from({ length: 6 }, (_, i) => ({
        id: `job-extra-${i}`,
        position: `Accounts Assistant ${i + 1}`,
        company: `Padma Logistics ${i + 1}`,
        location: 'Chattogram',
        employment_type: 'contract' as const,
        start: `${2016 + i}-01`,
        end: `${2016 + i}-12`,
        current: false,
        description: [
          'Kept the cash book and petty cash register for three depots',
          'Prepared supplier payment schedules and followed up on overdue invoices every week',
          'Reconciled inventory counts with the ledger at the end of each quarter',
          'Answered auditors’ questions and collected supporting vouchers',
        ].join('\n'),
      }))
    : [];
  return ResumeDocument.parse({
    basics: {
      full_name: 'মোহাম্মদ রহিম',
      headline: 'Junior Accountant · Tally, Excel, VAT',
      email: 'rahim@example.com',
      phone: '+880 1712-345678',
      location: 'Mirpur, Dhaka',
      photo: options.photo ?? '',
    },
    links: [
      { id: 'l1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/mohammad-rahim' },
      { id: 'l2', label: 'Portfolio', url: 'https://rahim.example.com/' },
    ],
    summary:
      'Detail-minded junior accountant with two years of bookkeeping, VAT and bank reconciliation work in trading and banking. Fluent in Tally ERP and Excel; looking for an accounts role where clean books matter.',
    experience: [...jobs, ...extra],
    projects: [
      {
        id: 'p1',
        name: 'Shop ledger in Google Sheets',
        role: 'Built and maintained',
        url: 'https://github.com/rahim/shop-ledger',
        start: '2022-01',
        end: '2022-06',
        description: 'A ledger for my family’s shop with monthly profit reports',
      },
    ],
    skills: [
      { id: 's1', name: 'Tally ERP', level: 'advanced' },
      { id: 's2', name: 'Microsoft Excel', level: 'expert' },
      { id: 's3', name: 'VAT returns', level: 'intermediate' },
      { id: 's4', name: 'Bank reconciliation', level: 'advanced' },
      { id: 's5', name: 'QuickBooks', level: 'beginner' },
      { id: 's6', name: 'Bookkeeping', level: null },
    ],
    education: [
      {
        id: 'e1',
        institution: 'University of Dhaka',
        level: 'bachelor',
        area: 'Accounting (BBA)',
        start: '2019',
        end: '2023',
        result: 'CGPA 3.62 of 4',
      },
      {
        id: 'e2',
        institution: 'Dhaka College',
        level: 'hsc',
        area: 'Business Studies',
        start: '',
        end: '2018',
        result: 'GPA 5.00',
      },
    ],
    languages: [
      { id: 'lang1', language: 'বাংলা (Bangla)', fluency: 'native' },
      { id: 'lang2', language: 'English', fluency: 'professional' },
    ],
    certifications: [
      {
        id: 'c1',
        name: 'Practical Accounting with Tally',
        issuer: 'Dokkho',
        date: '2024-01',
        url: '',
        certificate_serial: 'DK-2024-0001',
      },
      {
        id: 'c2',
        name: 'Excel for Finance',
        issuer: 'Coursera',
        date: '2023',
        url: 'https://coursera.org/verify/ABC123',
        certificate_serial: null,
      },
    ],
  });
}

export function sampleSettings(overrides: Partial<Settings> = {}): Settings {
  return ResumeSettings.parse(overrides);
}

export function sampleCoverLetter(): CoverLetterDocument {
  return CoverLetterDocument.parse({
    recipient_name: 'Ms. Farzana Akter',
    recipient_title: 'Head of Finance',
    company: 'Meghna Traders Ltd.',
    company_address: '12 Dilkusha C/A\nMotijheel, Dhaka 1000',
    role: 'Accounts Officer',
    greeting: 'Dear Ms. Akter,',
    opening:
      'I am writing to apply for the Accounts Officer role. Two years of VAT, reconciliation and month-end work have taught me that clean books save everyone time.',
    body: 'At Meghna Traders I reconciled fourteen bank accounts every month and cut our closing time from nine to five working days.\n\nI also completed Dokkho’s Practical Accounting with Tally course, which you can verify online.',
    closing:
      'I would welcome the chance to talk about how I can help your team. Thank you for your time — ধন্যবাদ।',
    sign_off: 'Sincerely,',
  });
}
