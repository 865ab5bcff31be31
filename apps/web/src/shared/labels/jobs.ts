import { msg } from '@lingui/core/macro';
import type {
  EducationLevel,
  EmploymentType,
  JobReportReason,
  JobSort,
  JobStatus,
  Workplace,
} from '@dokkho/contract/jobs';
import type { LabelMap } from './resolve';

// Types only from the contract: its maps would pull its zod schemas into the first chunk of every page.

export const EMPLOYMENT_TYPE_LABELS: LabelMap<EmploymentType> = {
  full_time: msg`Full-time`,
  part_time: msg`Part-time`,
  contract: msg({ message: 'Contract', context: 'employment type' }),
  internship: msg`Internship`,
};

export const WORKPLACE_LABELS: LabelMap<Workplace> = {
  on_site: msg`On-site`,
  remote: msg`Remote`,
  hybrid: msg`Hybrid`,
};

export const JOB_STATUS_LABELS: LabelMap<JobStatus> = {
  draft: msg({ message: 'Draft', context: 'job status' }),
  open: msg({ message: 'Open', context: 'job status' }),
  closed: msg({ message: 'Closed', context: 'job status' }),
};

export const EDUCATION_LEVEL_LABELS: LabelMap<EducationLevel> = {
  ssc: msg`SSC / O level`,
  hsc: msg`HSC / A level`,
  diploma: msg`Diploma`,
  bachelor: msg`Bachelor's degree`,
  masters: msg`Master's degree`,
  phd: msg`PhD`,
};

export const JOB_SORT_LABELS: LabelMap<JobSort> = {
  relevance: msg`Best match`,
  newest: msg`Newest`,
  deadline: msg`Deadline soonest`,
  salary_desc: msg`Highest salary`,
};

export const JOB_REPORT_REASON_LABELS: LabelMap<JobReportReason> = {
  scam: msg`Scam or asks for money`,
  misleading: msg`Misleading or fake`,
  discriminatory: msg`Discriminatory`,
  expired: msg`Position already filled`,
  other: msg`Something else`,
};
