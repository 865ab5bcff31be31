import { msg } from '@lingui/core/macro';
import type { LanguageFluency, ResumeTemplate, SkillLevel } from '@dokkho/contract/resume';
import type { LabelMap } from './resolve';

export const SKILL_LEVEL_LABELS: LabelMap<SkillLevel> = {
  beginner: msg({ message: 'Beginner', context: 'skill level' }),
  intermediate: msg({ message: 'Intermediate', context: 'skill level' }),
  advanced: msg({ message: 'Advanced', context: 'skill level' }),
  expert: msg({ message: 'Expert', context: 'skill level' }),
};

export const LANGUAGE_FLUENCY_LABELS: LabelMap<LanguageFluency> = {
  native: msg`Native`,
  fluent: msg`Fluent`,
  professional: msg`Professional working`,
  basic: msg({ message: 'Basic', context: 'language fluency' }),
};

export const RESUME_TEMPLATE_LABELS: LabelMap<ResumeTemplate> = {
  classic: msg`Classic`,
  modern: msg`Modern (two columns)`,
  ats: msg`ATS-friendly (single column)`,
  compact: msg`Compact`,
};
