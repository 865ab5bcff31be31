import { z } from 'zod';
import { Email } from './auth';
import { PG_INTEGER_MAX } from './common';
import { PageQuery, paginated } from './pagination';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';
import { CompanySize, OptionalWebUrl } from './roles';

/**
 * Issue 6, first slice: job posts, the public board (/jobs, /jobs/{id}), recruiter job management
 * (/hr-dashboard), the /hiringpage lead form and /career (Dokkho's own roles). Salaries are integer poisha
 * per month, like all money (ARCHITECTURE.md); the client only formats them.
 */

const Timestamp = z.string().describe('ISO 8601');

// ---------------------------------------------------------------------------------------------------
// Enums and labels

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export const EmploymentType = z.enum(EMPLOYMENT_TYPES, {
  error: 'Employment type must be full_time, part_time, contract or internship',
});
export type EmploymentType = z.infer<typeof EmploymentType>;
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const;
export const Workplace = z.enum(WORKPLACES, { error: 'Workplace must be on_site, remote or hybrid' });
export type Workplace = z.infer<typeof Workplace>;

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export const JobStatus = z.enum(JOB_STATUSES, { error: 'Status must be draft, open or closed' });
export type JobStatus = z.infer<typeof JobStatus>;

/** Bangladesh's ladder of qualifications, lowest first: the applicant ranking compares positions in it. */
export const EDUCATION_LEVELS = ['ssc', 'hsc', 'diploma', 'bachelor', 'masters', 'phd'] as const;
export const EducationLevel = z.enum(EDUCATION_LEVELS, {
  error: 'Education level must be ssc, hsc, diploma, bachelor, masters or phd',
});
export type EducationLevel = z.infer<typeof EducationLevel>;
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  ssc: 'SSC / O level',
  hsc: 'HSC / A level',
  diploma: 'Diploma',
  bachelor: "Bachelor's degree",
  masters: "Master's degree",
  phd: 'PhD',
};

/** Bangladesh's eight divisions and their 64 districts (English spellings as used by the government). */
export const BD_DIVISIONS = {
  Dhaka: [
    'Dhaka',
    'Faridpur',
    'Gazipur',
    'Gopalganj',
    'Kishoreganj',
    'Madaripur',
    'Manikganj',
    'Munshiganj',
    'Narayanganj',
    'Narsingdi',
    'Rajbari',
    'Shariatpur',
    'Tangail',
  ],
  Chattogram: [
    'Bandarban',
    'Brahmanbaria',
    'Chandpur',
    'Chattogram',
    "Cox's Bazar",
    'Cumilla',
    'Feni',
    'Khagrachhari',
    'Lakshmipur',
    'Noakhali',
    'Rangamati',
  ],
  Rajshahi: ['Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  Khulna: [
    'Bagerhat',
    'Chuadanga',
    'Jashore',
    'Jhenaidah',
    'Khulna',
    'Kushtia',
    'Magura',
    'Meherpur',
    'Narail',
    'Satkhira',
  ],
  Barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
  Rangpur: [
    'Dinajpur',
    'Gaibandha',
    'Kurigram',
    'Lalmonirhat',
    'Nilphamari',
    'Panchagarh',
    'Rangpur',
    'Thakurgaon',
  ],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
} as const satisfies Record<string, readonly string[]>;
export type BdDivision = keyof typeof BD_DIVISIONS;
/** One of the 64 districts, as stored (the English spelling). */
export type BdDistrict = (typeof BD_DIVISIONS)[BdDivision][number];
export const BD_DIVISION_NAMES = Object.keys(BD_DIVISIONS) as BdDivision[];
export const BdDivisionSchema = z.enum(BD_DIVISION_NAMES as [BdDivision, ...BdDivision[]], {
  error: 'Choose one of the eight divisions',
});
export const BD_DISTRICT_NAMES: string[] = Object.values(BD_DIVISIONS).flat();

export function isDistrictOf(division: string, district: string): boolean {
  const districts = (BD_DIVISIONS as Record<string, readonly string[]>)[division];
  return districts !== undefined && districts.includes(district);
}

// ---------------------------------------------------------------------------------------------------
// Limits and messages

export const JOB_LIMITS = {
  titleMax: 120,
  descriptionMax: 10_000,
  listItems: 20,
  listItemMax: 300,
  skills: 20,
  skillMax: 40,
  educationMax: 200,
  vacanciesMax: 1000,
  experienceMaxYears: 50,
  /** ৳1,000 a month: anything lower is a typo (or taka entered as poisha). */
  salaryMinPoisha: 1_000_00,
  /** ৳1 crore a month; also keeps the value inside a 32-bit integer. */
  salaryMaxPoisha: 1_00_00_000_00,
  deadlineMaxDays: 90,
} as const;

export const JOB_MESSAGES = {
  locationRequired: 'Choose the division and district, or make the job remote',
  districtMismatch: 'This district is not in the chosen division',
  salaryRequired: 'Enter the salary range, or mark the salary negotiable',
  salaryNegotiableWithRange: 'Leave the salary range empty when the salary is negotiable',
  salaryOrder: 'Maximum salary cannot be less than the minimum',
  experienceOrder: 'Maximum experience cannot be less than the minimum',
  deadlinePast: 'The deadline must be in the future',
  deadlineTooFar: `The deadline can be at most ${JOB_LIMITS.deadlineMaxDays} days ahead`,
  staffClosed: 'This post was closed by Dokkho staff after a report and cannot be re-opened.',
  backToDraft: 'A published post cannot go back to draft; close it instead.',
  closeDraft: 'A draft cannot be closed; delete it instead.',
  openNeedsDeadline: 'Set a deadline in the future to open this post',
  alreadyReported: 'You have already reported this job.',
  notFound: 'Job not found.',
  notRecruiter: 'Only recruiters can manage job posts.',
  internalStaffOnly: 'Only Dokkho staff can post Dokkho roles.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Create / update body

export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(min, min <= 1 ? `Enter ${label}` : `Use at least ${min} characters for ${label}`)
    .max(max, `Use at most ${max} characters for ${label}`);

/**
 * A Bangla twin of a required English text (ADR 026): optional, with the English field's length rules when
 * written; blank (or null) means "not written" and is stored as null, so an edit can clear it.
 */
export const optionalBanglaText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label} as text` })
    .trim()
    .max(max, `Use at most ${max} characters for ${label}`)
    .refine((value) => value === '' || value.length >= min, `Use at least ${min} characters for ${label}`)
    .transform((value) => (value === '' ? null : value))
    .nullish();

const textList = (label: string, plural: string) =>
  z
    .array(
      z
        .string({ error: `Each ${label} must be text` })
        .trim()
        .max(JOB_LIMITS.listItemMax, `Keep each ${label} under ${JOB_LIMITS.listItemMax} characters`),
      { error: `Send the ${plural} as a list` },
    )
    .transform((items) => items.filter((item) => item.length > 0))
    .pipe(z.array(z.string()).max(JOB_LIMITS.listItems, `List at most ${JOB_LIMITS.listItems} ${plural}`));

/** Skill tags: trimmed, lower-cased, duplicates dropped (in first-seen order), at most 20. */
export const SkillList = z
  .array(
    z
      .string({ error: 'Each skill must be text' })
      .trim()
      .max(JOB_LIMITS.skillMax, `Keep each skill under ${JOB_LIMITS.skillMax} characters`),
    { error: 'Send the skills as a list' },
  )
  .transform((skills) => [
    ...new Set(skills.map((s) => s.toLowerCase().replace(/\s+/g, ' ')).filter(Boolean)),
  ])
  .pipe(z.array(z.string()).max(JOB_LIMITS.skills, `List at most ${JOB_LIMITS.skills} skills`));

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

const SalaryPoisha = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of poisha`)
    .min(JOB_LIMITS.salaryMinPoisha, `${label} must be at least ৳1,000 a month`)
    .max(JOB_LIMITS.salaryMaxPoisha, `${label} is too large`);

/**
 * The deadline: a date (YYYY-MM-DD, meaning the end of that day in Dhaka, UTC+6) or a full ISO
 * timestamp with an offset. The output is the ISO timestamp (UTC). Future/90-day checks are in
 * `checkJobPost` so that an edit that does not touch the deadline is not refused for it.
 */
export const JobDeadline = z
  .string({ error: 'Choose a deadline' })
  .trim()
  .transform((value, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59+06:00` : value;
    const parsed = z.iso.datetime({ offset: true }).safeParse(iso);
    const time = parsed.success ? Date.parse(iso) : Number.NaN;
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the deadline as a date, like 2026-12-31' });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** The fields of a job post, each validated on its own; see JobPostInput for the rules across fields. */
export const JobPostFields = z.object({
  title: requiredText('the job title', 3, JOB_LIMITS.titleMax),
  /** Markdown, rendered sanitised. */
  description: requiredText('a description', 30, JOB_LIMITS.descriptionMax),
  /** The Bangla version, shown to Bangla readers (ADR 026); blank or null: not written. */
  title_bn: optionalBanglaText('the Bangla job title', 3, JOB_LIMITS.titleMax),
  description_bn: optionalBanglaText('the Bangla description', 30, JOB_LIMITS.descriptionMax),
  responsibilities: textList('responsibility', 'responsibilities').optional(),
  requirements: textList('requirement', 'requirements').optional(),
  skills: SkillList.optional(),
  employment_type: EmploymentType,
  workplace: Workplace,
  /** Required unless the job is remote (then stored as null). */
  division: BdDivisionSchema.nullish(),
  district: z.string().trim().nullish(),
  vacancies: wholeNumber('Vacancies', 1, JOB_LIMITS.vacanciesMax).optional(),
  experience_min_years: wholeNumber('Minimum experience', 0, JOB_LIMITS.experienceMaxYears).optional(),
  experience_max_years: wholeNumber('Maximum experience', 0, JOB_LIMITS.experienceMaxYears).nullish(),
  education: z
    .string()
    .trim()
    .max(JOB_LIMITS.educationMax, `Use at most ${JOB_LIMITS.educationMax} characters for education`)
    .optional(),
  /** The least qualification asked for; null when any will do (the ranking reads it). */
  education_level: EducationLevel.nullish(),
  /** Monthly, in poisha. Both required unless `salary_negotiable`; both null when it is. */
  salary_min: SalaryPoisha('Minimum salary').nullish(),
  salary_max: SalaryPoisha('Maximum salary').nullish(),
  salary_negotiable: z.boolean({ error: 'salary_negotiable must be true or false' }).optional(),
  deadline: JobDeadline,
  status: z.enum(['draft', 'open'], { error: 'Status must be draft or open' }).optional(),
  /** Staff only (403 for others): one of Dokkho's own roles, listed on /career instead of /jobs. */
  is_internal: z.boolean({ error: 'is_internal must be true or false' }).optional(),
});

type JobPostShape = {
  workplace: Workplace;
  division?: string | null;
  district?: string | null;
  experience_min_years?: number;
  experience_max_years?: number | null;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_negotiable?: boolean;
  deadline: string;
};

/**
 * The rules across fields, shared by create and (after merging with the stored post) update.
 * `checkDeadline`: false when an update leaves the deadline as it was.
 */
export function checkJobPost(
  post: JobPostShape,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
  options: { checkDeadline: boolean; now?: number } = { checkDeadline: true },
): void {
  if (post.workplace !== 'remote') {
    if (!post.division) {
      ctx.addIssue({ code: 'custom', path: ['division'], message: JOB_MESSAGES.locationRequired });
    }
    if (!post.district) {
      ctx.addIssue({ code: 'custom', path: ['district'], message: JOB_MESSAGES.locationRequired });
    } else if (post.division && !isDistrictOf(post.division, post.district)) {
      ctx.addIssue({ code: 'custom', path: ['district'], message: JOB_MESSAGES.districtMismatch });
    }
  }
  const expMin = post.experience_min_years ?? 0;
  if (post.experience_max_years != null && post.experience_max_years < expMin) {
    ctx.addIssue({ code: 'custom', path: ['experience_max_years'], message: JOB_MESSAGES.experienceOrder });
  }
  if (post.salary_negotiable) {
    if (post.salary_min != null || post.salary_max != null) {
      ctx.addIssue({ code: 'custom', path: ['salary_min'], message: JOB_MESSAGES.salaryNegotiableWithRange });
    }
  } else {
    if (post.salary_min == null) {
      ctx.addIssue({ code: 'custom', path: ['salary_min'], message: JOB_MESSAGES.salaryRequired });
    }
    if (post.salary_max == null) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOB_MESSAGES.salaryRequired });
    }
    if (post.salary_min != null && post.salary_max != null && post.salary_max < post.salary_min) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOB_MESSAGES.salaryOrder });
    }
  }
  if (options.checkDeadline) {
    const now = options.now ?? Date.now();
    const deadline = Date.parse(post.deadline);
    if (deadline <= now) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: JOB_MESSAGES.deadlinePast });
    } else if (deadline > now + (JOB_LIMITS.deadlineMaxDays + 1) * 24 * 60 * 60 * 1000) {
      // One day of slack: "90 days ahead" entered as a date means the end of that day in Dhaka.
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: JOB_MESSAGES.deadlineTooFar });
    }
  }
}

/** `POST jobs/jobpost/`. Missing optional fields default (vacancies 1, experience 0, lists empty, draft). */
export const JobPostInput = JobPostFields.superRefine((post, ctx) => checkJobPost(post, ctx));
export type JobPostInput = z.input<typeof JobPostInput>;
export type JobPostValues = z.output<typeof JobPostInput>;

/**
 * `PATCH jobs/jobpost/{id}/`: any subset of the fields, plus `status: closed` to close an open post.
 * The server merges it with the stored post and applies JobPostInput's rules across fields (the deadline
 * rules only when the deadline changes or the post is being opened).
 */
export const JobPostUpdate = JobPostFields.extend({
  status: JobStatus.optional(),
})
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type JobPostUpdate = z.input<typeof JobPostUpdate>;
export type JobPostUpdateValues = z.output<typeof JobPostUpdate>;

// ---------------------------------------------------------------------------------------------------
// Read shapes

/** A post as listed on the board (/jobs, /career). */
export const JobListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  /** An image URL; '' when the company has no logo. */
  company_logo: z.string(),
  employment_type: EmploymentType,
  workplace: Workplace,
  division: z.string().nullable(),
  district: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_negotiable: z.boolean(),
  currency: z.literal('BDT'),
  experience_min_years: z.number().int(),
  experience_max_years: z.number().int().nullable(),
  skills: z.array(z.string()),
  deadline: Timestamp,
  published_at: Timestamp.nullable(),
  /** One of Dokkho's own roles (/career). */
  is_internal: z.boolean(),
});
export type JobListItem = z.infer<typeof JobListItem>;

/** `GET jobs/board/{id}/`: /jobs/{id}. Closed posts stay readable and say so; drafts are 404. */
export const JobDetail = JobListItem.extend({
  description: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  vacancies: z.number().int(),
  education: z.string(),
  education_level: EducationLevel.nullable(),
  /** `closed` also when an open post's deadline has passed. */
  status: z.enum(['open', 'closed']),
  closed_at: Timestamp.nullable(),
  company_about: z.string(),
  company_industry: z.string(),
  company_website: z.string().nullable(),
});
export type JobDetail = z.infer<typeof JobDetail>;

export const JOB_SORTS = ['newest', 'deadline', 'salary_desc', 'relevance'] as const;
export const JobSort = z.enum(JOB_SORTS, {
  error: 'Sort must be one of newest, deadline, salary_desc, relevance',
});
export type JobSort = z.infer<typeof JobSort>;

export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;

/** `?type=full_time&type=contract` or `?type=full_time,contract`: both work; an unknown value is a 400. */
export const multiValued = <const T extends readonly string[]>(values: T, message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const list = Array.isArray(value) ? value : [value];
      const parts = list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
      const cleaned = parts.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
      return cleaned.length > 0 ? [...new Set(cleaned)] : undefined;
    },
    z
      .array(z.string({ error: message }), { error: message })
      .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), message)
      .transform((list) => list as unknown as T[number][])
      .optional(),
  );

export const optionalQueryText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** `GET jobs/board/`. Unknown values get a 400 with a message, never a 500. */
export const JobBoardQuery = PageQuery.extend({
  search: optionalQueryText(100, 'Search'),
  type: multiValued(EMPLOYMENT_TYPES, 'Employment type must be full_time, part_time, contract or internship'),
  workplace: multiValued(WORKPLACES, 'Workplace must be on_site, remote or hybrid'),
  division: z.preprocess((v) => (v === '' ? undefined : v), BdDivisionSchema.optional()),
  district: optionalQueryText(40, 'District'),
  /** The seeker's years of experience: posts asking for at most that many. */
  experience: z.coerce
    .number({ error: 'Experience must be a number of years' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(JOB_LIMITS.experienceMaxYears, `Experience can be at most ${JOB_LIMITS.experienceMaxYears} years`)
    .optional(),
  /** Monthly poisha: posts whose range reaches it (negotiable posts are left out). */
  salary_min: z.coerce
    .number({ error: 'Salary must be a number' })
    .int('Salary must be a whole number of poisha')
    .min(0, 'Salary cannot be negative')
    .max(PG_INTEGER_MAX, 'Salary is too large')
    .optional(),
  posted_within: z.coerce
    .number({ error: 'Posted within must be 1, 3, 7 or 30 days' })
    .refine(
      (v) => (POSTED_WITHIN_DAYS as readonly number[]).includes(v),
      'Posted within must be 1, 3, 7 or 30 days',
    )
    .optional(),
  sort: JobSort.optional().describe('Defaults to relevance when searching, else newest'),
  /** `true`: Dokkho's own roles only (/career); otherwise they are left off the board. */
  internal: z
    .enum(['true', 'false'], { error: 'internal must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
}).refine((q) => !q.district || !q.division || isDistrictOf(q.division, q.district), {
  message: JOB_MESSAGES.districtMismatch,
  path: ['district'],
});
export type JobBoardQuery = z.input<typeof JobBoardQuery>;
export type JobBoardQueryValues = z.output<typeof JobBoardQuery>;

export const JobBoardResponse = paginated(JobListItem);
export type JobBoardResponse = z.infer<typeof JobBoardResponse>;

/** A recruiter's own post (`GET jobs/jobpost/`). */
export const RecruiterJobRow = JobListItem.extend({
  status: JobStatus,
  /** Applications not withdrawn. */
  applicant_count: z.number().int(),
  /** Of those, the ones the recruiter has not opened yet. */
  new_applicant_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
  closed_at: Timestamp.nullable(),
  /** Closed by staff after a report: cannot be re-opened. */
  closed_by_staff: z.boolean(),
});
export type RecruiterJobRow = z.infer<typeof RecruiterJobRow>;

/** `GET jobs/jobpost/?search=&status=`: own posts, all statuses, newest first. */
export const RecruiterJobQuery = PageQuery.extend({
  search: optionalQueryText(100, 'Search'),
  status: z.preprocess((v) => (v === '' ? undefined : v), JobStatus.optional()),
});
export type RecruiterJobQuery = z.input<typeof RecruiterJobQuery>;

export const RecruiterJobListResponse = paginated(RecruiterJobRow);
export type RecruiterJobListResponse = z.infer<typeof RecruiterJobListResponse>;

/** `GET/PATCH jobs/jobpost/{id}/` and the POST response: everything the edit form needs. */
export const RecruiterJobDetail = RecruiterJobRow.extend({
  description: z.string(),
  /** The Bangla versions; null when not written. `title` and `description` here are always the English. */
  title_bn: z.string().nullable(),
  description_bn: z.string().nullable(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  vacancies: z.number().int(),
  education: z.string(),
  education_level: EducationLevel.nullable(),
});
export type RecruiterJobDetail = z.infer<typeof RecruiterJobDetail>;

// ---------------------------------------------------------------------------------------------------
// Company profile

/** `GET jobs/company-profile/`: the recruiter's company, copied onto their posts when saved. */
export const CompanyProfile = z.object({
  company_name: z.string(),
  designation: z.string(),
  company_website: z.string().nullable(),
  company_size: z.string().nullable(),
  company_logo: z.string(),
  company_about: z.string(),
  company_industry: z.string(),
  company_location: z.string(),
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;

export const optionalBodyText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `Use at most ${max} characters for ${label.toLowerCase()}`);

/** `PATCH jobs/company-profile/`: any subset. A new name reaches all the recruiter's posts at once. */
export const CompanyProfileUpdate = z
  .object({
    company_name: requiredText('your company name', 2, 120).optional(),
    designation: requiredText('your job title', 2, 80).optional(),
    /** '' or null removes the website. */
    company_website: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.null().or(OptionalWebUrl),
    ),
    company_size: CompanySize.optional(),
    company_about: optionalBodyText('About', 2000).optional(),
    company_industry: optionalBodyText('Industry', 80).optional(),
    company_location: optionalBodyText('Location', 120).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type CompanyProfileUpdate = z.input<typeof CompanyProfileUpdate>;
export type CompanyProfileUpdateValues = z.output<typeof CompanyProfileUpdate>;

/**
 * The company logo (`POST jobs/company-profile/logo/`, multipart, field "file"; `DELETE` removes it).
 * Stored as a 256 px square WebP with the whole logo fitted inside (never cropped), metadata removed.
 */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_LOGO_MAX_MB = COMPANY_LOGO_MAX_BYTES / (1024 * 1024);
export const COMPANY_LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COMPANY_LOGO_SIZE = 256;
export const COMPANY_LOGO_MESSAGES = {
  missing: 'Choose a logo to upload.',
  type: 'Upload the logo as a JPEG, PNG or WebP image.',
  tooLarge: `This logo is larger than ${COMPANY_LOGO_MAX_MB} MB. Choose a smaller one.`,
  tooManyPixels: 'This logo has too many pixels. Choose one under 40 megapixels.',
  unreadable: 'This image could not be read. It may be damaged; try another one.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Reports (signed in) and staff moderation

export const JOB_REPORT_REASONS = ['scam', 'misleading', 'discriminatory', 'expired', 'other'] as const;
export const JobReportReason = z.enum(JOB_REPORT_REASONS, { error: 'Choose why you are reporting this job' });
export type JobReportReason = z.infer<typeof JobReportReason>;

/** `POST jobs/report/{id}/`: one report per person per post (409 on a second). */
export const JobReportRequest = z
  .object({
    reason: JobReportReason,
    details: z.string().trim().max(1000, 'Keep the details under 1000 characters').optional().default(''),
  })
  .refine((body) => body.reason !== 'other' || body.details.length >= 10, {
    message: 'Tell us what is wrong (at least 10 characters)',
    path: ['details'],
  });
export type JobReportRequest = z.input<typeof JobReportRequest>;

export const DetailResponse = z.object({ detail: z.string() });

/** `GET admin/job-reports/`: unresolved reports, oldest first. */
export const JobReportRow = z.object({
  id: z.number().int(),
  reason: JobReportReason,
  details: z.string(),
  created_at: Timestamp,
  reporter_email: z.string(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    company_name: z.string(),
    status: JobStatus,
  }),
});
export type JobReportRow = z.infer<typeof JobReportRow>;
export const JobReportListResponse = z.array(JobReportRow);

/** `POST admin/jobs/{id}/close/`: closes the post for good and resolves its reports. */
export const StaffCloseJobResponse = z.object({
  detail: z.string(),
  resolved_reports: z.number().int(),
});
export type StaffCloseJobResponse = z.infer<typeof StaffCloseJobResponse>;

// ---------------------------------------------------------------------------------------------------
// /hiringpage lead

/** `POST jobs/hiring-lead/` (public, rate-limited): an employer asks to hire through Dokkho. */
export const HiringLeadRequest = z.object({
  company_name: requiredText('your company name', 2, 120),
  contact_name: requiredText('your name', 2, 80),
  email: Email,
  phone_number: z
    .string({ error: 'Enter your mobile number' })
    .trim()
    .transform((value, ctx) => {
      const phone = normaliseBdPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
  hires: z
    .number({ error: 'Number of hires must be a number' })
    .int('Number of hires must be a whole number')
    .min(1, 'Number of hires must be at least 1')
    .max(10_000, 'Number of hires can be at most 10000')
    .nullish(),
  roles: z.string().trim().max(500, 'Keep the roles under 500 characters').optional().default(''),
  message: z.string().trim().max(2000, 'Keep your message under 2000 characters').optional().default(''),
});
export type HiringLeadRequest = z.input<typeof HiringLeadRequest>;
export type HiringLeadValues = z.output<typeof HiringLeadRequest>;

export const HIRING_LEAD_THANKS = 'Thank you! Our hiring team will call you within one working day.';
export const HiringLeadResponse = z.object({ detail: z.string() });
export type HiringLeadResponse = z.infer<typeof HiringLeadResponse>;
