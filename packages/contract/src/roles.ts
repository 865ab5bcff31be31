import { z } from 'zod';
import { AuthUser, Role } from './auth';
import { IdParam } from './common';
import { PageQuery, paginated } from './pagination';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';

/**
 * Role profiles (SPEC.md §6, §7 "User and roles", "Affiliate"): every user is a learner; the other roles
 * are created by the user (POST .../api/v2/<role>/) or by staff, and checked with .../<role>-exists/{id}/.
 */

/** The roles a person can take on or staff can grant; learner is everyone's and cannot be taken away. */
export const GRANTABLE_ROLES = ['job_seeker', 'recruiter', 'instructor', 'affiliate', 'staff'] as const;
export const GrantableRole = z.enum(GRANTABLE_ROLES, {
  error: `The role must be one of: ${GRANTABLE_ROLES.join(', ')}`,
});
export type GrantableRole = z.infer<typeof GrantableRole>;

/** What a person calls each role, for messages and headings. */
export const ROLE_LABELS: Record<Role, string> = {
  learner: 'learner',
  job_seeker: 'job seeker',
  recruiter: 'recruiter',
  instructor: 'instructor',
  affiliate: 'affiliate',
  staff: 'staff member',
};

/** "You are already an instructor": the 400 for taking on a role twice. */
export function alreadyHoldsRoleMessage(role: Role): string {
  const label = ROLE_LABELS[role];
  return `You are already ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}.`;
}

export const EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE =
  'Please verify your e-mail first: open the link we sent you, or ask for a new one on the e-mail verification page.';

export const RoleExistsResponse = z.object({ exists: z.boolean() });
export type RoleExistsResponse = z.infer<typeof RoleExistsResponse>;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    // An empty field gets only "Enter ...", not also "Use at least ...".
    .min(1, { error: `Enter ${label}`, abort: true })
    .min(min, `Use at least ${min} characters`)
    .max(max, `Use at most ${max} characters`);

const WEB_URL_MESSAGE = 'Enter a web address that starts with http:// or https://, like https://example.com';

/**
 * An optional web address: empty means none; "example.com" is read as https://example.com (people type
 * it that way on phones). Only http(s) to a real domain: no javascript:, no file:, no bare hosts.
 */
export const OptionalWebUrl = z
  .string()
  .trim()
  .max(300, 'Use at most 300 characters')
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
    const parsed = z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(withScheme);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: WEB_URL_MESSAGE });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A whole number typed into a text or number field: "" is "not given", "7" is 7. */
const wholeNumber = (required: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value === 'string') return Number(value.trim());
      return value;
    },
    z
      .number({ error: required })
      .int('Use a whole number')
      .min(min, `Use ${min} or more`)
      .max(max, `Use ${max} or less`),
  );

/** POST user/api/v2/instructor/ (/convert-instructor). */
export const InstructorApplication = z.object({
  headline: text('a headline', 3, 120),
  expertise: text('what you teach', 2, 100),
  experience_years: wholeNumber('Enter your years of experience', 0, 60),
  bio: text('a short bio', 30, 2000),
  website_url: OptionalWebUrl,
});
export type InstructorApplicationInput = z.input<typeof InstructorApplication>;
export type InstructorApplication = z.output<typeof InstructorApplication>;

/** Company size bands: free text is not useful for filtering (schema/users.ts). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const CompanySize = z.enum(COMPANY_SIZES, { error: 'Choose the size of your company' });

/** POST user/api/v2/recruiter/ (/convert-recruiter). */
export const RecruiterApplication = z.object({
  company_name: text('your company name', 2, 120),
  designation: text('your job title', 2, 80),
  company_website: OptionalWebUrl,
  company_size: CompanySize,
});
export type RecruiterApplicationInput = z.input<typeof RecruiterApplication>;
export type RecruiterApplication = z.output<typeof RecruiterApplication>;

/**
 * Where an affiliate's money goes: the two mobile wallets payouts are sent through, or a bank account.
 * affiliate_payout_requests accepts only these (payouts are paid by hand through them).
 */
export const PAYOUT_METHODS = ['bkash', 'nagad', 'bank'] as const;
export const PayoutMethod = z.enum(PAYOUT_METHODS, { error: 'Choose how you want to be paid' });
export type PayoutMethod = z.infer<typeof PayoutMethod>;

/**
 * POST affiliate/api/v2/affiliate/. A wallet account is its mobile number (normalised to +8801...); a
 * bank account is a line of text: bank, branch and account number.
 */
export const AffiliateApplication = z
  .object({
    payout_method: PayoutMethod,
    payout_account: z
      .string({ error: 'Enter the account to pay into' })
      .trim()
      .min(1, 'Enter the account to pay into')
      .max(200, 'Use at most 200 characters'),
  })
  .transform((body, ctx) => {
    if (body.payout_method === 'bank') {
      if (body.payout_account.length < 8) {
        ctx.addIssue({
          code: 'custom',
          path: ['payout_account'],
          message: 'Enter the bank, branch and account number',
        });
        return z.NEVER;
      }
      return body;
    }
    const phone = normaliseBdPhone(body.payout_account);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['payout_account'], message: BD_PHONE_MESSAGE });
      return z.NEVER;
    }
    return { ...body, payout_account: phone };
  });
export type AffiliateApplicationInput = z.input<typeof AffiliateApplication>;
export type AffiliateApplication = z.output<typeof AffiliateApplication>;

export const InstructorProfile = z.object({
  headline: z.string(),
  bio: z.string(),
  expertise: z.string(),
  experience_years: z.number().int().nullable(),
  website_url: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export const RecruiterProfile = z.object({
  company_name: z.string(),
  designation: z.string(),
  company_website: z.string().nullable(),
  company_size: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export const JobSeekerProfile = z.object({ created_at: z.iso.datetime() });
export const AffiliateProfile = z.object({
  /** The code in /courseDetails/{id}/affiliate/{code} and /payment/{id}/{code} links. */
  referral_code: z.string(),
  payout_method: z.string().nullable(),
  payout_account: z.string().nullable(),
  created_at: z.iso.datetime(),
});

/** A 201 from a role creation: the new profile and the user's roles now (to update a cached profile). */
function created<T extends z.ZodType>(profile: T) {
  return z.object({ profile, roles: z.array(Role) });
}
export const InstructorCreated = created(InstructorProfile);
export const RecruiterCreated = created(RecruiterProfile);
export const JobSeekerCreated = created(JobSeekerProfile);
export const AffiliateCreated = created(AffiliateProfile);
export type InstructorCreated = z.infer<typeof InstructorCreated>;
export type RecruiterCreated = z.infer<typeof RecruiterCreated>;
export type JobSeekerCreated = z.infer<typeof JobSeekerCreated>;
export type AffiliateCreated = z.infer<typeof AffiliateCreated>;

/** Staff: GET admin/users/ (search by name, e-mail or username; filter by role). */
export const AdminUserListQuery = PageQuery.extend({
  search: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  role: Role.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const AdminUser = AuthUser.extend({ date_joined: z.iso.datetime() });
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserListResponse = paginated(AdminUser);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

export const AdminRoleParams = IdParam.extend({ role: GrantableRole });
