import {
  SeekerProfileUpdate,
  type SeekerProfile,
  type SeekerProfileUpdate as SeekerProfileBody,
} from '@dokkho/contract/hiring';
import { contractResolver } from './contract-resolver';

/** The profile form's inputs: text as typed, the salary in whole taka (the API stores poisha). */
export interface ProfileFormValues {
  headline: string;
  about: string;
  division: string;
  district: string;
  skills: string[];
  expected_salary: string;
  discoverable: boolean;
}

export const PROFILE_FIELDS = [
  'headline',
  'about',
  'division',
  'district',
  'skills',
  'expected_salary',
  'discoverable',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileToForm(profile: SeekerProfile): ProfileFormValues {
  return {
    headline: profile.headline,
    about: profile.about,
    division: profile.division ?? '',
    district: profile.district ?? '',
    skills: profile.skills,
    expected_salary:
      profile.expected_salary === null ? '' : String(Math.round(profile.expected_salary / 100)),
    discoverable: profile.discoverable,
  };
}

/** Taka as typed ("35,000" or "35000") to poisha; anything else goes as NaN so the contract's message shows. */
export function takaToPoisha(text: string): number | null {
  const cleaned = text.replace(/[,\s৳]/g, '');
  if (!cleaned) return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) * 100 : Number.NaN;
}

export function toProfileBody(values: ProfileFormValues): SeekerProfileBody {
  return {
    headline: values.headline,
    about: values.about,
    division: (values.division || null) as SeekerProfileBody['division'],
    district: values.division ? values.district || null : null,
    skills: values.skills,
    expected_salary: takaToPoisha(values.expected_salary),
    discoverable: values.discoverable,
  };
}

export const profileResolver = contractResolver<ProfileFormValues, typeof SeekerProfileUpdate>(
  SeekerProfileUpdate,
  toProfileBody,
);
