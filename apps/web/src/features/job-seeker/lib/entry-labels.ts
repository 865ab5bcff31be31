import type { EducationLevel, EmploymentType } from '@dokkho/contract/jobs';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The education levels as the interface shows them: the contract's EDUCATION_LEVEL_LABELS, translated. */
export const EDUCATION_LEVEL_MESSAGES: Record<EducationLevel, MessageDescriptor> = {
  ssc: msg`SSC / O level`,
  hsc: msg`HSC / A level`,
  diploma: msg`Diploma`,
  bachelor: msg`Bachelor's degree`,
  masters: msg`Master's degree`,
  phd: msg`PhD`,
};

/** The employment types as the interface shows them: the contract's EMPLOYMENT_TYPE_LABELS, translated. */
export const EMPLOYMENT_TYPE_MESSAGES: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg`Full-time`,
  part_time: msg`Part-time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
};
